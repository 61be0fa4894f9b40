package xvfb

import (
	"os/exec"
	"syscall"
)

// endWithParent has Xvfb ended when the test binary dies without stopping
// it (a test timeout, a crash).
func endWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}
