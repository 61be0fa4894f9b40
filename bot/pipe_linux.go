package bot

import (
	"os"
	"syscall"
)

// newPipe makes the pipe of the bot's standard stream fd (0, 1 or 2):
// floorfall's end non-blocking; the bot's end blocking, as a program's
// standard streams are, and never in the runtime poller. os.Pipe would put
// both ends in the poller, and the bot's end would be taken out and made
// blocking again when handed over: four system calls more a pipe, two
// pipes a call of a bot run anew for every call (BENCHMARKS.md, the
// arena: per-call). floorfall's end is in the poller unless polled is
// false (the stdout of a persistent bot, which outPipe waits for with
// poll(2); the stdout and stderr of a shot, shot_linux.go).
func newPipe(fd int, polled bool) (r, w *os.File, err error) {
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_CLOEXEC); err != nil {
		return nil, nil, os.NewSyscallError("pipe2", err)
	}
	mine := p[0] // floorfall reads the bot's stdout and stderr
	if fd == 0 {
		mine = p[1] // and writes its stdin
	}
	nonblock := func() error {
		if err := syscall.SetNonblock(mine, true); err != nil {
			return os.NewSyscallError("fcntl", err)
		}
		return nil
	}
	if polled {
		if err := nonblock(); err != nil {
			syscall.Close(p[0])
			syscall.Close(p[1])
			return nil, nil, err
		}
	}
	// NewFile puts a non-blocking descriptor in the poller, and leaves a
	// blocking one out.
	r, w = os.NewFile(uintptr(p[0]), "|0"), os.NewFile(uintptr(p[1]), "|1")
	if !polled {
		if err := nonblock(); err != nil {
			r.Close()
			w.Close()
			return nil, nil, err
		}
	}
	return r, w, nil
}
