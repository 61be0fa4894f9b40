//go:build unix

package cli

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// closedAtStart reports whether w is a standard stream that was closed
// when floorfall started (run with >&-): Go's runtime then opens
// /dev/null read-write on it, so that writes vanish. A shell's > /dev/null
// opens it write-only, and is what the user asked for.
func closedAtStart(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f.Fd() > 2 {
		return false
	}
	flags, err := unix.FcntlInt(f.Fd(), unix.F_GETFL, 0)
	if err != nil {
		return true
	}
	if flags&unix.O_ACCMODE != unix.O_RDWR {
		return false
	}
	st, err := f.Stat()
	if err != nil {
		return true
	}
	null, err := os.Stat(os.DevNull)
	return err == nil && os.SameFile(st, null)
}
