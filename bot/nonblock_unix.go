//go:build unix

package bot

import (
	"io"
	"syscall"
)

// readNow reads once what the pipe of rc holds, without waiting: errDrained
// if it is empty, io.EOF at its end.
func readNow(rc syscall.RawConn, p []byte) (n int, err error) {
	cerr := rc.Control(func(fd uintptr) {
		for {
			n, err = syscall.Read(int(fd), p)
			if err != syscall.EINTR {
				return
			}
		}
	})
	switch {
	case cerr != nil:
		return 0, cerr // closed
	case err == syscall.EAGAIN:
		return 0, errDrained
	case err != nil:
		return 0, err
	case n == 0 && len(p) > 0:
		return 0, io.EOF
	}
	return n, nil
}
