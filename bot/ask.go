package bot

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"
	"unicode/utf8"
)

// Reply is the outcome of one Ask.
type Reply struct {
	// Line is the answer line as received, without its "\n" or "\r\n",
	// any bytes at all (not checked to be text). "" if no valid line.
	Line string
	// OK: a complete line was received in time. A too long line is OK too
	// (it came in time) but has TooLong set and an empty Line.
	OK bool
	// TooLong: the line was longer than MaxLine (64 KiB). It counts as an
	// invalid answer; Line is empty. The bot stays usable: its next Ask
	// reads the next line.
	TooLong bool
	// Took is the time from the start of the write to the end of the read.
	Took time.Duration
	// Stderr is what the bot wrote on stderr during this turn: all it
	// wrote before its answer line was read (or before the Ask failed) that
	// no earlier Reply holds, that is since the previous answer (or since
	// READY, for the first Ask). What it writes after its answer line is
	// for the next Reply (unless it is already in the pipe when the answer
	// has been read). At most TurnStderrMax bytes are kept, then a marker
	// "\n[... N bytes dropped]". nil if nothing.
	Stderr []byte
}

// WaitReady waits until the bot prints a line "READY" (spaces around it
// ignored), at most until deadline; a zero deadline means ReadyTimeout
// after Start. (A match chains the deadlines as the official server did:
// each seat's wait starts when the seat before it became ready.) Lines printed before
// READY are ignored, as is the rest of a line longer than MaxLine. On
// failure (timeout, or the bot closed its output or exited first) the
// status becomes not-ready, the process group is killed and an error
// describing it is returned; it quotes the first non-blank line the bot
// printed, if any (printed "Ready", want READY (no READY within 1s)).
// Calling it again returns the same result.
//
// Different bots may wait in parallel, so starting 4 bots and then
// waiting for them from 4 goroutines takes ReadyTimeout at most overall.
func (b *Bot) WaitReady(deadline time.Time) error {
	b.mu.Lock()
	if b.ready != 0 || b.closed {
		err := b.readyErr
		if err == nil && b.ready == 0 {
			err = errClosed
		}
		b.mu.Unlock()
		return err
	}
	b.mu.Unlock()

	if deadline.IsZero() {
		deadline = b.started.Add(b.cfg.ReadyTimeout)
	}
	_ = b.out.SetReadDeadline(deadline)
	var reason string
	var addExit bool
	var first firstLine
	long := false // in the rest of a line longer than the buffer
	for reason == "" {
		s, err := b.rd.ReadSlice('\n')
		first.note(s, err)
		switch {
		case err == nil:
			if !long && string(bytes.TrimSpace(s)) == "READY" {
				b.takeStderr() // startup stderr stays in StderrTail only
				b.mu.Lock()
				b.ready = 1
				b.mu.Unlock()
				return nil
			}
			long = false
		case err == bufio.ErrBufferFull:
			long = true
		case errors.Is(err, os.ErrDeadlineExceeded):
			reason = "no READY within " + b.cfg.ReadyTimeout.String()
			if first.text == "" {
				reason = "printed " + reason
			} else {
				reason = first.String() + " (" + reason + ")"
			}
		case errors.Is(err, os.ErrClosed):
			reason = "closed before READY"
		default:
			reason, addExit = "output closed before READY", true
			if err != io.EOF {
				reason = "reading output before READY: " + err.Error()
			}
			if first.text != "" {
				reason = first.String() + "; " + reason
			}
		}
	}
	if addExit {
		b.waitReaped(5 * time.Millisecond)
	}
	b.fail(StatusNotReady, reason, addExit)
	b.takeStderr() // what it wrote stays in StderrTail only
	err := fmt.Errorf("bot: not ready: %s", reason)
	b.mu.Lock()
	b.ready, b.readyErr = -1, err
	b.mu.Unlock()
	return err
}

// Ask sends one turn's input (given without its final newline: Ask adds
// "\n") and reads one answer line, all within ActionTimeout. It calls
// WaitReady first if that has not been done.
//
// On a timeout (input not taken, or no complete line in time) the status
// becomes timeout; on end of file or a broken pipe it becomes exited; in
// both cases the process group is killed. Once the bot has failed, or has
// been closed, Ask returns at once a Reply with OK false.
//
// Answers are read strictly one line per Ask, in order: a bot that prints
// two lines in one turn has its second line taken as the next answer.
// A last line without "\n" before end of file is no answer.
func (b *Bot) Ask(input string) Reply {
	b.mu.Lock()
	usable, ready := b.status == StatusOK && !b.closed, b.ready
	b.mu.Unlock()
	if !usable || (ready == 0 && b.WaitReady(time.Time{}) != nil) {
		return Reply{}
	}

	start := time.Now()
	deadline := start.Add(b.cfg.ActionTimeout)
	b.turn++
	if cap(b.wbuf) > 1<<20 {
		b.wbuf = nil // do not keep a huge input around
	}
	b.wbuf = append(append(b.wbuf[:0], input...), '\n')

	var r Reply
	_ = b.in.SetWriteDeadline(deadline)
	if _, err := b.in.Write(b.wbuf); err != nil {
		r.Took = time.Since(start)
		switch {
		case errors.Is(err, os.ErrDeadlineExceeded):
			b.fail(StatusTimeout, fmt.Sprintf("input not read within %v", b.cfg.ActionTimeout), false)
		case errors.Is(err, os.ErrClosed):
			// Closed meanwhile: the status stays.
		default:
			reason := "input closed"
			if !brokenPipe(err) {
				reason = fmt.Sprintf("writing input: %v", err)
			}
			b.waitReaped(time.Until(deadline))
			b.fail(StatusExited, reason, true)
		}
		r.Stderr = b.takeStderr()
		return r
	}

	_ = b.out.SetReadDeadline(deadline)
	line, tooLong, err := b.readLine()
	r.Took = time.Since(start)
	switch {
	case err == nil:
		r.OK, r.TooLong = true, tooLong
		if !tooLong {
			r.Line = string(line)
		}
	case errors.Is(err, os.ErrDeadlineExceeded):
		what := "no answer"
		if tooLong {
			what = "answer longer than 64 KiB not finished"
		}
		b.fail(StatusTimeout, fmt.Sprintf("%s within %v", what, b.cfg.ActionTimeout), false)
	case errors.Is(err, os.ErrClosed):
		// Closed meanwhile: the status stays.
	default:
		reason := "output closed"
		if err != io.EOF {
			reason = fmt.Sprintf("reading output: %v", err)
		}
		b.waitReaped(time.Until(deadline))
		b.fail(StatusExited, reason, true)
	}
	r.Stderr = b.takeStderr()
	return r
}

// firstLine keeps the start of the first non-blank line a bot printed
// before READY, for the Detail of a bot that never got ready.
type firstLine struct {
	text string // its first firstLineMax bytes, spaces trimmed; "" if none yet
	cut  bool   // the line was longer
	nonl bool   // no newline came after it
}

// firstLineMax is how much of the first line is kept.
const firstLineMax = 60

// note looks at what ReadSlice returned.
func (f *firstLine) note(s []byte, err error) {
	t := bytes.TrimSpace(s)
	if f.text != "" || len(t) == 0 {
		return
	}
	f.cut = err == bufio.ErrBufferFull
	if len(t) > firstLineMax {
		i := firstLineMax // cut before a whole character
		for i > firstLineMax-utf8.UTFMax && !utf8.RuneStart(t[i]) {
			i--
		}
		t, f.cut = t[:i], true
	}
	f.text = string(t)
	f.nonl = err != nil && err != bufio.ErrBufferFull
}

// String says what the bot printed: printed "Ready", want READY.
func (f *firstLine) String() string {
	s := "printed " + strconv.Quote(f.text)
	if f.cut {
		s += "..."
	}
	if f.nonl {
		s += " without a newline"
	}
	return s + ", want READY"
}

// readLine reads one line with the deadline already set on b.out. It
// returns the line without "\n" or "\r\n" (valid until the next read), or
// tooLong if it exceeded MaxLine; the rest of a too long line is read and
// dropped until its newline, so memory stays bounded.
func (b *Bot) readLine() (line []byte, tooLong bool, err error) {
	for {
		s, err := b.rd.ReadSlice('\n')
		switch err {
		case nil:
			s = s[:len(s)-1]
			if n := len(s); n > 0 && s[n-1] == '\r' {
				s = s[:n-1]
			}
			if tooLong || len(s) > MaxLine {
				return nil, true, nil
			}
			return s, false, nil
		case bufio.ErrBufferFull:
			tooLong = true
		default:
			return nil, tooLong, err
		}
	}
}

// waitReaped waits at most d (but at least a few milliseconds) for the
// leader to be reaped, so that Detail can tell how it ended rather than
// "killed" by the kill that follows a failure. A bot that closed its output
// exits within microseconds, so this rarely waits long.
func (b *Bot) waitReaped(d time.Duration) {
	const atLeast = 5 * time.Millisecond
	if d < atLeast {
		d = atLeast
	}
	select {
	case <-b.reaped:
		return
	default:
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-b.reaped:
	case <-t.C:
	}
}
