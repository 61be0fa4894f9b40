package bot

import "syscall"

// rawPipe reads and writes a pipe without waiting, and tells its
// descriptor, through its RawConn, with the functions Control calls made
// once: a function literal made at each call escapes to the heap, with
// what it captures (four allocations a turn for each persistent bot, half
// of all those of an Ants match). Used by one goroutine at a time.
type rawPipe struct {
	rc  syscall.RawConn
	p   []byte // the buffer of the read or write under way
	n   int
	err error
	fdv int

	read, write, fd func(uintptr)
}

func newRawPipe(rc syscall.RawConn) *rawPipe {
	r := &rawPipe{rc: rc}
	r.read, r.write = r.readOnce, r.writeAll
	r.fd = func(fd uintptr) { r.fdv = int(fd) }
	return r
}

// descriptor is the pipe's descriptor, -1 once it is closed.
func (r *rawPipe) descriptor() int {
	r.fdv = -1
	_ = r.rc.Control(r.fd)
	return r.fdv
}
