package web

import (
	"os/exec"
	"syscall"
)

// endWithTest has a browser (or its driver) ended when the test binary
// dies without ending it (a test timeout, a crash).
func endWithTest(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
