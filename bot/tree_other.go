//go:build unix && !linux

package bot

import (
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// See tree.go: on Unix systems other than Linux, killing a bot's tree kills its
// process group only. Descendants that left the group (setsid, setpgid)
// survive; those holding the bot's pipes make Close wait a second.

type tree struct {
	mu   sync.Mutex
	done bool // the bot is closed: its group id may be reused
}

// prepare sets up cmd to start the bot in a process group of its own.
func (t *tree) prepare(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func (t *tree) started(pid int, lazy bool) {}

func (t *tree) reap(wait func()) { wait() }

func killTrees(bs []*Bot, deadline time.Time) {
	for _, b := range bs {
		b.tree.mu.Lock()
		if !b.tree.done {
			b.killGroup()
		}
		b.tree.mu.Unlock()
	}
}

func reapTrees(bs []*Bot, deadline time.Time) {}

func (b *Bot) finishTree() {
	b.tree.mu.Lock()
	b.tree.done = true
	b.tree.mu.Unlock()
}
