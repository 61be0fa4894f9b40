//go:build !headless

package cli

// hasViewer: this build has the viewer (built without -tags headless).
const hasViewer = true
