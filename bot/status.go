package bot

import (
	"fmt"
	"os"
	"syscall"
)

// Status reports the bot's status. Safe to call at any time.
func (b *Bot) Status() Status {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.status
}

// Detail describes the status for humans, for example
// "no answer within 100ms", "output closed (exited with status 3)",
// "printed no READY within 1s" or, for a bot that printed something else,
// `printed "Ready", want READY (no READY within 1s)`. For a bot that closed
// its output or input, how the process ended is added once it is known.
func (b *Bot) Detail() string {
	b.mu.Lock()
	status, reason, addExit := b.status, b.reason, b.addExit
	b.mu.Unlock()
	if reason == "" {
		if status == StatusOK {
			return "ok"
		}
		return string(status)
	}
	if addExit {
		if ps := b.processState(); ps != nil {
			reason += " (" + describeExit(ps) + ")"
		}
	}
	return reason
}

// processState returns the leader's exit state if it has been reaped.
func (b *Bot) processState() *os.ProcessState {
	select {
	case <-b.reaped:
		return b.cmd.ProcessState
	default:
		return nil
	}
}

func describeExit(ps *os.ProcessState) string {
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return "killed by signal " + ws.Signal().String()
	}
	return fmt.Sprintf("exited with status %d", ps.ExitCode())
}
