//go:build unix

package bot

import "syscall"

// killGroup kills the process group. It works as long as any member of the
// group lives, even if the leader has exited and been reaped: the kernel
// does not reuse a pid while it is the id of a live group. It also kills
// the leader if it left its group (through os.Process: on Linux by pidfd,
// safe even once reaped).
func (b *Bot) killGroup() {
	_ = syscall.Kill(-b.pid, syscall.SIGKILL)
	_ = b.cmd.Process.Kill()
}
