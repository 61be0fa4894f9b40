package bot

import (
	"fmt"
	"os"
	"syscall"
)

// Status is what is known about a bot's behaviour so far.
type Status string

const (
	// StatusOK: the bot has not failed (yet). It is the status from Start
	// on, also before WaitReady, and stays so after Close if the bot never
	// failed.
	StatusOK Status = "ok"
	// StatusNotReady: the bot did not print its ready line ("READY")
	// within ReadyTimeout of Start, because it was too slow, printed
	// something else only, or closed its output / exited first (Detail
	// tells which); an APIBot made no request by then.
	StatusNotReady Status = "not-ready"
	// StatusTimeout: during an Ask the bot did not take its input or did not
	// finish its answer within the limit (an answer line longer than 64
	// KiB that is not finished in time counts as a timeout too); a PerCall
	// call's output did not end, or an APIBot made no request, in time (in
	// the Reply only: those bots are asked again).
	StatusTimeout Status = "timeout"
	// StatusExited: during an Ask the bot's output was closed (end of file:
	// usually it exited or crashed) or its input was closed (broken pipe);
	// an APIBot's process ended.
	StatusExited Status = "exited"
	// StatusCrashed: a PerCall call's process could not be started, or
	// ended with an error (a non-zero exit status, killed by a signal)
	// having printed no answer (nothing but white space). In the Reply
	// only: the bot is asked again.
	StatusCrashed Status = "crashed"
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
