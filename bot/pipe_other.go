//go:build unix && !linux

package bot

import "os"

// newPipe makes the pipe of the bot's standard stream fd (0, 1 or 2), as
// os.Pipe does: Go makes both ends non-blocking, so that reads and writes
// have deadlines (the runtime poller) and stderr can be read without
// blocking (the bot's end is made blocking again when it is handed over).
// Both ends are in the runtime poller (polled is for Linux).
func newPipe(fd int, polled bool) (r, w *os.File, err error) { return os.Pipe() }
