//go:build unix

package bot

import (
	"io"
	"os"
	"syscall"
)

// readNow reads once what the pipe holds, without waiting: errDrained if
// it is empty, io.EOF at its end.
func (r *rawPipe) readNow(p []byte) (n int, err error) {
	r.p, r.n, r.err = p, 0, nil
	cerr := r.rc.Control(r.read)
	n, err, r.p = r.n, r.err, nil
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

func (r *rawPipe) readOnce(fd uintptr) {
	for {
		r.n, r.err = syscall.Read(int(fd), r.p)
		if r.err != syscall.EINTR {
			return
		}
	}
}

// writeNow writes what of p the pipe takes without waiting; an error
// (EPIPE: the bot's end is closed) only if it took nothing.
func (r *rawPipe) writeNow(p []byte) (n int, err error) {
	r.p, r.n, r.err = p, 0, nil
	cerr := r.rc.Control(r.write)
	n, err, r.p = r.n, r.err, nil
	if cerr != nil {
		return 0, os.ErrClosed // Control fails only on a closed file
	}
	return n, err
}

func (r *rawPipe) writeAll(fd uintptr) {
	for r.n < len(r.p) {
		k, e := syscall.Write(int(fd), r.p[r.n:])
		switch {
		case e == syscall.EINTR:
			continue
		case e != nil:
			if r.n == 0 && e != syscall.EAGAIN {
				r.err = e
			}
			return
		}
		r.n += k
	}
}
