//go:build headless

package cli

// hasViewer: built with -tags headless, floorfall has no viewer.
const hasViewer = false
