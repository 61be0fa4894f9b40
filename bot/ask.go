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

// WaitReady waits until the bot prints its ready line (Protocol.Ready,
// "READY" by default; spaces around it ignored), at most until deadline; a
// zero deadline means ReadyTimeout after Start. (A match chains the
// deadlines as the official server did: each seat's wait starts when the
// seat before it became ready.) Lines printed before it are ignored, as
// is the rest of a line longer than MaxLine. On failure (timeout, or the
// bot closed its output or exited first) the status becomes not-ready,
// the process group is killed and an error describing it is returned; it
// quotes the first non-blank line the bot printed, if any (printed
// "Ready", want READY (no READY within 1s)). Calling it again returns the
// same result. With a Protocol without a ready phase it returns nil at
// once.
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
	word := b.proto.Ready
	b.outp.SetReadDeadline(deadline)
	var reason string
	var addExit bool
	var first firstLine
	long := false // in the rest of a line longer than the buffer
	for reason == "" {
		s, err := b.rd.ReadSlice('\n')
		first.note(s, err)
		switch {
		case err == nil:
			if !long && b.proto.is(s, word) {
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
			reason = "no " + word + " within " + b.cfg.ReadyTimeout.String()
			if first.text == "" {
				reason = "printed " + reason
			} else {
				reason = first.String(word) + " (" + reason + ")"
			}
		case errors.Is(err, os.ErrClosed):
			reason = "closed before " + word
		default:
			reason, addExit = "output closed before "+word, true
			if err != io.EOF {
				reason = "reading output before " + word + ": " + err.Error()
			}
			if first.text != "" {
				reason = first.String(word) + "; " + reason
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
// "\n") and reads one answer (a line, or the lines up to Protocol.End),
// all within ActionTimeout. It calls WaitReady first if that has not been
// done.
//
// On a timeout (input not taken, or no complete answer in time) the status
// becomes timeout; on end of file or a broken pipe it becomes exited; in
// both cases the process group is killed. Once the bot has failed, or has
// been closed, Ask returns at once a Reply with OK false.
//
// Answers are read strictly one per Ask, in order: a bot that prints two
// answers in one turn has its second taken as the next answer. A last
// line without "\n" before end of file is no answer.
//
// With answers of several lines, when the limit comes, what the bot's
// output pipe already holds is still read (without waiting, at most
// MaxBytes) and an end line in it still counts, as the Ants engine does:
// such an answer is OK, a little over the limit.
func (b *Bot) Ask(input string) Reply { return b.ask(input, b.cfg.ActionTimeout) }

// AskWithin is Ask with a time limit of its own for this call (a setup
// turn with a longer limit); a limit <= 0 means ActionTimeout.
func (b *Bot) AskWithin(input string, limit time.Duration) Reply {
	if limit <= 0 {
		limit = b.cfg.ActionTimeout
	}
	return b.ask(input, limit)
}

// Send sends input (given without its final newline) as Ask does, within
// ActionTimeout, but reads no answer: for a last message after which the
// bot is closed (Ants' end message). A failure to write is a failure as in
// Ask (timeout or exited, the process group killed), and is returned.
func (b *Bot) Send(input string) error {
	if !b.usable() {
		return errNotUsable
	}
	limit := b.cfg.ActionTimeout
	if st := b.write(input, time.Now().Add(limit), limit); st != StatusOK {
		if st == "" {
			return errClosed
		}
		return fmt.Errorf("bot: %s: %s", st, b.Detail())
	}
	return nil
}

var errNotUsable = errors.New("bot: failed or closed")

// usable reports whether the bot may be asked: it has not failed, is not
// closed, and is ready (waiting for its ready line if not done yet).
func (b *Bot) usable() bool {
	b.mu.Lock()
	usable, ready := b.status == StatusOK && !b.closed, b.ready
	b.mu.Unlock()
	return usable && (ready != 0 || b.WaitReady(time.Time{}) == nil)
}

func (b *Bot) ask(input string, limit time.Duration) Reply {
	var c Call
	b.Post(&c, input, limit)
	return c.Wait()
}

// settle makes c's Reply from the end of its read (an answer, or the error
// that ended it), recording a failure as Ask says.
func (b *Bot) settle(c *Call, line string, lines []string, tooLong bool, err error) {
	r := &c.r
	r.Status, r.Took = StatusOK, time.Since(c.start)
	switch {
	case err == nil:
		r.OK, r.TooLong = true, tooLong
		if !tooLong {
			r.Line, r.Lines = line, lines
		}
	case errors.Is(err, os.ErrDeadlineExceeded):
		what := "no answer"
		switch {
		case tooLong && b.lr == nil:
			what = "answer longer than 64 KiB not finished"
		case tooLong:
			what = "too long an answer, not ended"
		}
		r.Status = StatusTimeout
		b.fail(StatusTimeout, fmt.Sprintf("%s within %v", what, c.limit), false)
	case errors.Is(err, os.ErrClosed) || b.isClosed():
		// Closed meanwhile (its pipe may end before it is closed): the
		// status stays.
		r.Status = ""
	default:
		reason := "output closed"
		if err != io.EOF {
			reason = fmt.Sprintf("reading output: %v", err)
		}
		b.waitReaped(time.Until(c.deadline))
		r.Status = StatusExited
		b.fail(StatusExited, reason, true)
	}
	if c.errQuiet {
		r.Stderr, r.Drawn = b.takeTurnFiled()
	} else {
		r.Stderr, r.Drawn = b.takeTurn()
	}
}

// write writes input and "\n" by deadline, for a call with the given
// limit. It returns StatusOK, or the status of the failure it recorded (see
// Ask), or "" if the bot was closed meanwhile.
func (b *Bot) write(input string, deadline time.Time, limit time.Duration) Status {
	return b.writeBytes(b.input(input), deadline, limit)
}

// input returns input and "\n" in b.wbuf.
func (b *Bot) input(input string) []byte { return appendInput(b, input) }

// inputBytes is input of bytes.
func (b *Bot) inputBytes(input []byte) []byte { return appendInput(b, input) }

func appendInput[T string | []byte](b *Bot, input T) []byte {
	if cap(b.wbuf) > 1<<20 {
		b.wbuf = nil // do not keep a huge input around
	}
	b.wbuf = append(append(b.wbuf[:0], input...), '\n')
	return b.wbuf
}

// writeBytes writes p by deadline, as write does.
func (b *Bot) writeBytes(p []byte, deadline time.Time, limit time.Duration) Status {
	_ = b.in.SetWriteDeadline(deadline)
	_, err := b.in.Write(p)
	switch {
	case err == nil:
		return StatusOK
	case errors.Is(err, os.ErrDeadlineExceeded):
		b.fail(StatusTimeout, fmt.Sprintf("input not read within %v", limit), false)
		return StatusTimeout
	case errors.Is(err, os.ErrClosed):
		return "" // closed meanwhile: the status stays
	}
	reason := "input closed"
	if !brokenPipe(err) {
		reason = fmt.Sprintf("writing input: %v", err)
	}
	b.waitReaped(time.Until(deadline))
	b.fail(StatusExited, reason, true)
	return StatusExited
}

// firstLine keeps the start of the first non-blank line a bot printed
// before its ready line, for the Detail of a bot that never got ready.
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

// String says what the bot printed, for a ready line word: printed
// "Ready", want READY.
func (f *firstLine) String(word string) string {
	s := "printed " + strconv.Quote(f.text)
	if f.cut {
		s += "..."
	}
	if f.nonl {
		s += " without a newline"
	}
	return s + ", want " + word
}

// readLine reads one line with the deadline already set on b.outp. It
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
