package bot

import (
	"bufio"
	"bytes"
	"errors"
	"os"
)

// linesReader is what a persistent bot with answers of several lines
// (Protocol.End) needs besides its bufio.Reader: the source that reader
// reads from, which can be switched to read only what the pipe holds, and
// buffers reused from one answer to the next.
type linesReader struct {
	src  outSource
	buf  []byte // the answer so far: its lines, each followed by "\n"
	ends []int  // where each line of buf ends
	// try: read only what the pipe holds now (Poll); what was read of an
	// answer not ended stays here (partial) for the next read to go on.
	try     bool
	partial bool
	start   int  // of the current line in buf
	long    bool // the current line is longer than MaxLine: dropped
	tooLong bool // the answer broke the bounds: dropped up to its end line
}

// outSource reads a bot's stdout: waiting until the deadline set on pipe,
// or, once now is set, only what the pipe already holds, at most left
// bytes (then errDrained).
type outSource struct {
	pipe *outPipe
	now  bool
	left int
}

// errDrained: the pipe is empty (or the bytes allowed have been read).
var errDrained = errors.New("bot: output pipe drained")

// errNotYet: Poll found no whole answer in the pipe.
var errNotYet = errors.New("bot: no whole answer yet")

func (o *outSource) Read(p []byte) (int, error) {
	if !o.now {
		return o.pipe.Read(p)
	}
	if o.left <= 0 {
		return 0, errDrained
	}
	if len(p) > o.left {
		p = p[:o.left]
	}
	n, err := o.pipe.raw.readNow(p) // nonblock_*.go
	o.left -= n
	return n, err
}

// newLinesReader sets up b.rd for answers of several lines.
func (b *Bot) newLinesReader() error {
	b.lr = &linesReader{src: outSource{pipe: b.outp}}
	b.rd = bufio.NewReaderSize(&b.lr.src, MaxLine+2)
	return nil
}

// readLines reads one answer of several lines, up to the line
// Protocol.End, with the deadline already set on b.outp. It returns the
// lines joined with "\n" and the lines (substrings of text), or tooLong
// (and no text) if the answer broke the Protocol's bounds or had a line
// longer than MaxLine: the rest of such an answer is read and dropped up
// to its end line, so memory stays bounded. At the deadline it goes on
// reading what the pipe already holds, without waiting; an error wrapping
// os.ErrDeadlineExceeded means no end line came by then. With lr.try set
// it reads only what the pipe holds (at most the bytes an answer may
// have), and returns errNotYet if no end line came in it, keeping what it
// read for the next call to go on with.
func (b *Bot) readLines() (text string, lines []string, tooLong bool, err error) {
	lr, p := b.lr, &b.proto
	if !lr.partial {
		lr.buf, lr.ends = lr.buf[:0], lr.ends[:0]
		lr.start, lr.long, lr.tooLong = 0, false, false
	}
	lr.partial = false
	buf, ends := lr.buf, lr.ends
	start, long := lr.start, lr.long
	tooLong = lr.tooLong
	if lr.try {
		lr.src.now, lr.src.left = true, p.MaxBytes+MaxLine
	}
	defer func() {
		lr.src.now = false
		if err == errNotYet {
			lr.partial = true
			lr.buf, lr.ends = buf, ends
			lr.start, lr.long, lr.tooLong = start, long, tooLong
			return
		}
		if cap(buf) > 1<<20 {
			buf, ends = nil, nil // do not keep a huge answer around
		}
		lr.buf, lr.ends = buf, ends
	}()
	for {
		s, err := b.rd.ReadSlice('\n')
		if !long {
			// What an error returns is part of the line too: the rest
			// may come in what the pipe holds at the deadline.
			if len(buf)-start+len(s) > MaxLine+2 {
				long, buf = true, buf[:start]
			} else {
				buf = append(buf, s...)
			}
		}
		if again, end := lr.after(err, p.MaxBytes+MaxLine); again {
			continue
		} else if end != nil {
			return "", nil, tooLong, end
		}
		// A whole line.
		if long {
			long, tooLong = false, true
			continue
		}
		line := bytes.TrimSuffix(buf[start:len(buf)-1], []byte{'\r'})
		switch {
		case p.is(line, p.End):
			if tooLong {
				return "", nil, true, nil
			}
			text, lines = joinLines(buf, start, ends)
			return text, lines, false, nil
		case len(line) > MaxLine || len(ends)+1 > p.MaxLines || start+len(line) > p.MaxBytes:
			tooLong = true
		}
		if tooLong { // drop the answer, read on up to its end line
			buf, ends, start = buf[:0], ends[:0], 0
			continue
		}
		ends = append(ends, start+len(line))
		buf = append(buf[:start+len(line)], '\n')
		start = len(buf)
	}
}

// after says what readLines does once ReadSlice returned err: read again
// (a line longer than the buffer; the deadline passed, from now on only
// what the pipe holds, at most left bytes), end with the error end, or
// neither: a whole line was read.
func (lr *linesReader) after(err error, left int) (again bool, end error) {
	switch {
	case err == nil:
		return false, nil
	case err == bufio.ErrBufferFull:
		return true, nil
	case errors.Is(err, os.ErrDeadlineExceeded) && !lr.src.now:
		lr.src.now, lr.src.left = true, left
		return true, nil
	case err == errDrained && lr.try:
		return false, errNotYet
	case err == errDrained:
		return false, os.ErrDeadlineExceeded
	default:
		return false, err
	}
}

// joinLines is the answer of the lines of buf (each followed by "\n")
// before start, ends where each ends: the lines joined with "\n", and
// the lines (substrings of text); none when there are none.
func joinLines(buf []byte, start int, ends []int) (text string, lines []string) {
	if start == 0 {
		return "", nil
	}
	text = string(buf[:start-1])
	lines = make([]string, len(ends))
	from := 0
	for i, e := range ends {
		lines[i] = text[from:e]
		from = e + 1
	}
	return text, lines
}
