//go:build unix

package bot

import (
	"io"
	"os"
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
		return 0, os.ErrClosed // Control fails only on a closed file
	case err == syscall.EAGAIN:
		return 0, errDrained
	case err != nil:
		return 0, err
	case n == 0 && len(p) > 0:
		return 0, io.EOF
	}
	return n, nil
}

// writeNow writes what of p the pipe of rc takes without waiting; an error
// (EPIPE: the bot's end is closed) only if it took nothing.
func writeNow(rc syscall.RawConn, p []byte) (n int, err error) {
	cerr := rc.Control(func(fd uintptr) {
		for n < len(p) {
			k, e := syscall.Write(int(fd), p[n:])
			switch {
			case e == syscall.EINTR:
				continue
			case e != nil:
				if n == 0 && e != syscall.EAGAIN {
					err = e
				}
				return
			}
			n += k
		}
	})
	if cerr != nil {
		return 0, os.ErrClosed // Control fails only on a closed file
	}
	return n, err
}
