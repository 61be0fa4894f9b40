package bot

import (
	"strconv"
	"sync"
)

// stderrBuf keeps what a bot writes on stderr: the last StderrTailMax bytes
// in a ring, and the first TurnStderrMax bytes since the last takeTurn.
// Writes never block beyond a short mutex, so the drainer keeps reading.
type stderrBuf struct {
	mu      sync.Mutex
	ring    [StderrTailMax]byte
	pos     int   // next write position in ring
	total   int64 // bytes ever written
	turn    []byte
	dropped int64 // bytes not kept in turn
}

func (s *stderrBuf) write(p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
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

// takeTurn returns (a copy of) what was kept since the last call, with a
// marker if bytes were dropped, or nil if nothing was written.
func (s *stderrBuf) takeTurn() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.turn) == 0 && s.dropped == 0 {
		return nil
	}
	out := make([]byte, 0, len(s.turn)+32)
	out = append(out, s.turn...)
	if s.dropped > 0 {
		out = append(out, "\n[... "...)
		out = strconv.AppendInt(out, s.dropped, 10)
		out = append(out, " bytes dropped]"...)
	}
	s.turn, s.dropped = s.turn[:0], 0
	return out
}

// tail returns a copy of the last StderrTailMax bytes ever written.
func (s *stderrBuf) tail() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.total < int64(len(s.ring)) {
		return append([]byte(nil), s.ring[:s.pos]...)
	}
	out := make([]byte, 0, len(s.ring))
	out = append(out, s.ring[s.pos:]...)
	return append(out, s.ring[:s.pos]...)
}

// drain reads the bot's stderr until end of file or Close.
func (b *Bot) drain() {
	defer close(b.drained)
	buf := make([]byte, 32<<10)
	for {
		n, err := b.errR.Read(buf)
		if n > 0 {
			b.errs.write(buf[:n])
		}
		if err != nil {
			return
		}
	}
}

// StderrTail returns the last 64 KiB (StderrTailMax) the bot ever wrote on
// stderr. Safe to call at any time, also after Close.
func (b *Bot) StderrTail() []byte { return b.errs.tail() }
