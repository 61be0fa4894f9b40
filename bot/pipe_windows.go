package bot

import (
	"errors"
	"fmt"
	"os"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// pipeSize is the buffer size asked for each pipe (the default of an
// anonymous pipe is 4 KiB).
const pipeSize = 64 << 10

// pipeSeq numbers the named pipes of this process.
var pipeSeq atomic.Uint64

// newPipe makes the pipe of the bot's standard stream fd (0, 1 or 2).
//
// os.Pipe's pipes are synchronous on Windows: their reads and writes have
// no deadlines. So stdin and stdout are named pipes (local only) whose
// floorfall end is opened for overlapped I/O, which os.NewFile hands to
// the runtime poller, so deadlines work as on Unix; the bot's end is an
// ordinary synchronous handle, as programs expect of their standard
// streams. Stderr is an anonymous pipe, read without blocking after
// PeekNamedPipe (see readPipe).
func newPipe(fd int, polled bool) (r, w *os.File, err error) {
	if fd == 2 {
		var rh, wh syscall.Handle
		if err := syscall.CreatePipe(&rh, &wh, nil, pipeSize); err != nil {
			return nil, nil, os.NewSyscallError("CreatePipe", err)
		}
		return os.NewFile(uintptr(rh), "|0"), os.NewFile(uintptr(wh), "|1"), nil
	}
	name := fmt.Sprintf(`\\.\pipe\floorfall-%d-%d`, os.Getpid(), pipeSeq.Add(1))
	wname, err := windows.UTF16PtrFromString(name)
	if err != nil {
		return nil, nil, err
	}
	access, flag := uint32(windows.PIPE_ACCESS_INBOUND), os.O_WRONLY // stdout: floorfall reads
	if fd == 0 {
		access, flag = windows.PIPE_ACCESS_OUTBOUND, os.O_RDONLY // stdin: floorfall writes
	}
	// FILE_FLAG_FIRST_PIPE_INSTANCE: fail rather than share a name that
	// another process made first.
	h, err := windows.CreateNamedPipe(wname,
		access|windows.FILE_FLAG_OVERLAPPED|windows.FILE_FLAG_FIRST_PIPE_INSTANCE,
		windows.PIPE_TYPE_BYTE|windows.PIPE_READMODE_BYTE|windows.PIPE_WAIT|windows.PIPE_REJECT_REMOTE_CLIENTS,
		1, pipeSize, pipeSize, 0, nil)
	if err != nil {
		return nil, nil, os.NewSyscallError("CreateNamedPipe", err)
	}
	ours := os.NewFile(uintptr(h), name)
	theirs, err := os.OpenFile(name, flag, 0)
	if err != nil {
		ours.Close()
		return nil, nil, err
	}
	if fd == 0 {
		return theirs, ours, nil
	}
	return ours, theirs, nil
}

// brokenPipe reports whether err, from a write to the bot's stdin, says
// that its read end is closed.
func brokenPipe(err error) bool {
	return errors.Is(err, windows.ERROR_NO_DATA) || errors.Is(err, windows.ERROR_BROKEN_PIPE) ||
		errors.Is(err, syscall.EPIPE)
}

var procPeekNamedPipe = windows.NewLazySystemDLL("kernel32.dll").NewProc("PeekNamedPipe")

// readPipe reads once from the pipe handle fd without blocking: it asks
// PeekNamedPipe how much the pipe holds and reads no more. syscall.EAGAIN
// when it is empty, (0, nil) at end of file (every write end closed and
// nothing left), as a read of a non-blocking pipe on Unix.
func readPipe(fd uintptr, p []byte) (int, error) {
	var avail uint32
	r, _, err := procPeekNamedPipe.Call(fd, 0, 0, 0, uintptr(unsafe.Pointer(&avail)), 0)
	if r == 0 {
		if errors.Is(err, windows.ERROR_BROKEN_PIPE) {
			return 0, nil
		}
		return 0, err
	}
	if avail == 0 {
		return 0, syscall.EAGAIN
	}
	var n uint32
	err = windows.ReadFile(windows.Handle(fd), p[:min(len(p), int(avail))], &n, nil)
	if errors.Is(err, windows.ERROR_BROKEN_PIPE) {
		err = nil
	}
	return int(n), err
}

// drainPause bounds the pause of the stderr drainer between two looks at
// an empty pipe.
const drainPause = 10 * time.Millisecond

// drain reads the bot's stderr until end of file or Close. A pipe cannot
// be waited on for data on Windows (only read, which could not be filed
// under errs.mu as it happens), so it looks: each look reads what the pipe
// holds through the raw connection, under errs.mu (see stderrBuf), and
// when it is empty the next look comes after a pause that doubles from
// 0.1ms up to drainPause. A bot that writes more than the pipe holds
// (64 KiB) within a pause waits for the next look; Close (errR.Close)
// ends the loop at the next look.
func (b *Bot) drain() {
	defer close(b.drained)
	pause := 100 * time.Microsecond
	for {
		var n int
		var err error
		look := func(fd uintptr) { n, err = b.errs.readOnce(fd) }
		if b.errRC.Control(look) != nil {
			return // closed
		}
		switch {
		case err == syscall.EAGAIN:
			time.Sleep(pause)
			pause = min(2*pause, drainPause)
		case n <= 0 || err != nil:
			return // end of file or an error
		default:
			pause = 100 * time.Microsecond
		}
	}
}
