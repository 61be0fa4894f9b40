//go:build !linux

package web

import "os/exec"

// endWithTest does nothing here: a browser outlives a test binary that dies
// without ending it.
func endWithTest(*exec.Cmd) {}
