package bot

import (
	"strconv"
	"sync"
)

// stderrBuf keeps what a bot writes on stderr: the last StderrTailMax bytes
// in a ring, and the first TurnStderrMax bytes since the last take.
//
// The bytes are read from the pipe under mu and filed in the same hold, so
// that no byte is ever read but not yet filed: whoever holds mu sees all
// that has left the pipe. The drainer reads whenever the pipe is readable
// (on Windows, whenever it looks: see pipe_windows.go);
// an Ask, once it has the answer line, pulls what the pipe still holds and
// takes the turn, in one hold (Bot.takeStderr). Each hold is short (reads
// are non-blocking and bounded), so the drainer keeps reading.
//
// The ring is made when the bot first writes, and reads go through buffers
// shared by all bots: most bots never write on stderr, and a bot run anew
// for every call would otherwise zero ~100 KiB per call.
type stderrBuf struct {
	mu      sync.Mutex
	ring    *[StderrTailMax]byte // nil until the first byte
	pos     int                  // next write position in ring
	total   int64                // bytes ever written
	turn    []byte
	dropped int64 // bytes not kept in turn
	lines   drawLines
	plain   bool // finds no drawing lines (a tail only)
}

// pullMax bounds the reads of one pull: the most a pipe of an unprivileged
// process holds (/proc/sys/fs/pipe-max-size, 1 MiB by default), so that a
// bot (or a process outside its group) writing without pause cannot keep
// an Ask pulling forever.
const pullMax = 1 << 20

// readBufSize is the size of the buffers pipe reads go through.
const readBufSize = 32 << 10

// readBufs are the buffers of pipe reads, shared (a read holds one only
// while it reads and files).
var readBufs = sync.Pool{New: func() any { return new([readBufSize]byte) }}

// readOnce reads once from the pipe fd without blocking and files what it
// read, under mu. It returns what readPipe returned.
func (s *stderrBuf) readOnce(fd uintptr) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.read(fd)
}

// read reads once from the pipe fd without blocking (readPipe, in
// stderr_*.go) and files what it read; mu is held.
func (s *stderrBuf) read(fd uintptr) (int, error) {
	buf := readBufs.Get().(*[readBufSize]byte)
	defer readBufs.Put(buf)
	n, err := readPipe(fd, buf[:])
	if n > 0 {
		s.add(buf[:n])
	}
	return n, err
}

// pull reads from the pipe fd what it holds, until it is empty (a short
// read or EAGAIN), at end of file or error, or after pullMax bytes; mu is
// held.
func (s *stderrBuf) pull(fd uintptr) {
	for got := 0; got < pullMax; {
		n, err := s.read(fd)
		if err != nil || n < readBufSize {
			return // a short read on a pipe leaves it empty
		}
		got += n
	}
}

// add files p; mu is held.
// write adds p in a hold of mu.
func (s *stderrBuf) write(p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.add(p)
}

func (s *stderrBuf) add(p []byte) {
	if len(p) == 0 {
		return
	}
	if s.ring == nil {
		s.ring = new([StderrTailMax]byte)
	}
	if !s.plain {
		s.lines.add(p)
	}
	s.total += int64(len(p))
	if room := TurnStderrMax - len(s.turn); room > 0 {
		k := min(room, len(p))
		s.turn = append(s.turn, p[:k]...)
		s.dropped += int64(len(p) - k)
	} else {
		s.dropped += int64(len(p))
	}
	if len(p) >= len(s.ring) {
		copy(s.ring[:], p[len(p)-len(s.ring):])
		s.pos = 0
		return
	}
	n := copy(s.ring[s.pos:], p)
	if n < len(p) {
		copy(s.ring[:], p[n:])
	}
	s.pos = (s.pos + len(p)) % len(s.ring)
}

// take returns (a copy of) what was kept since the last call, with a
// marker if bytes were dropped, or nil if nothing was written, and the
// drawing lines since the last call; mu is held.
func (s *stderrBuf) take() ([]byte, Drawn) {
	d := s.lines.take()
	if len(s.turn) == 0 && s.dropped == 0 {
		return nil, d
	}
	out := make([]byte, 0, len(s.turn)+32)
	out = append(out, s.turn...)
	if s.dropped > 0 {
		out = append(out, "\n[... "...)
		out = strconv.AppendInt(out, s.dropped, 10)
		out = append(out, " bytes dropped]"...)
	}
	s.turn, s.dropped = s.turn[:0], 0
	return out, d
}

// tail returns a copy of the last StderrTailMax bytes ever written.
func (s *stderrBuf) tail() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ring == nil {
		return nil // nothing written
	}
	if s.total < int64(len(s.ring)) {
		return append([]byte(nil), s.ring[:s.pos]...)
	}
	out := make([]byte, 0, len(s.ring))
	out = append(out, s.ring[s.pos:]...)
	return append(out, s.ring[:s.pos]...)
}

// takeStderr files what the bot's stderr pipe already holds and returns
// the turn's stderr (see stderrBuf.take), all in one hold of errs.mu:
// everything the bot wrote on stderr before this call is in this turn or
// an earlier one, never in a later one.
func (b *Bot) takeStderr() []byte {
	s, _ := b.takeTurn()
	return s
}

// takeTurn is takeStderr with the turn's drawing lines.
func (b *Bot) takeTurn() ([]byte, Drawn) {
	b.errs.mu.Lock()
	defer b.errs.mu.Unlock()
	_ = b.errRC.Control(b.pull) // fails only once closed: nothing to pull
	return b.errs.take()
}

// takeTurnFiled is takeTurn when the pipe is known to hold nothing the
// turn needs (Call.errQuiet): what the drainer filed only.
func (b *Bot) takeTurnFiled() ([]byte, Drawn) {
	b.errs.mu.Lock()
	defer b.errs.mu.Unlock()
	return b.errs.take()
}

// StderrTail returns the last 64 KiB (StderrTailMax) the bot ever wrote on
// stderr, including what its pipe holds at the time of the call. Safe to
// call at any time, also after Close.
func (b *Bot) StderrTail() []byte {
	b.errs.mu.Lock()
	_ = b.errRC.Control(b.pull)
	b.errs.mu.Unlock()
	return b.errs.tail()
}
