package bot

import (
	"errors"
	"time"
)

// A Call is an Ask in two halves, so that one goroutine can ask several
// bots at once the way the official servers did: Post writes each bot its
// input, then Poll takes each answer the bot's pipe already holds, and
// only the answers that are not there yet need a goroutine each to Wait
// for them (match asks an Ants turn's bots so: BENCHMARKS.md, the arena).
//
// A Call is made by Post and ended by Poll returning true or by Wait;
// until then the bot is not asked anything else. The zero Call is not
// posted.
type Call struct {
	b        *Bot
	start    time.Time
	deadline time.Time
	limit    time.Duration
	rest     []byte // of the input, not written yet
	r        Reply
	done     bool
	// errQuiet: the bot's stderr pipe was seen empty after its answer was
	// whole (Await): nothing to read there for this call.
	errQuiet bool
}

// Post starts an Ask of input within limit (<= 0: ActionTimeout): it
// writes what the bot's stdin pipe takes at once, and leaves the rest, if
// any, to Wait. The call's time starts now. A bot that has failed or is
// closed gets a call already done, whose Reply has OK false (as Ask).
func (b *Bot) Post(c *Call, input string, limit time.Duration) {
	if b.startCall(c, limit) {
		b.post(c, b.input(input))
	}
}

// PostBytes is Post of input as bytes, which it does not keep.
func (b *Bot) PostBytes(c *Call, input []byte, limit time.Duration) {
	if b.startCall(c, limit) {
		b.post(c, b.inputBytes(input))
	}
}

// startCall starts c, a call of b within limit; false if it is already
// done (b failed or closed).
func (b *Bot) startCall(c *Call, limit time.Duration) bool {
	if limit <= 0 {
		limit = b.cfg.ActionTimeout
	}
	*c = Call{b: b, limit: limit}
	if !b.usable() {
		c.done = true
		return false
	}
	c.start = time.Now()
	c.deadline = c.start.Add(limit)
	return true
}

// post writes p, the call's input with its newline, as Post says.
func (b *Bot) post(c *Call, p []byte) {
	n := 0
	if b.inRaw != nil {
		// An error (a closed pipe) is met again by Wait, which says it.
		n, _ = b.inRaw.writeNow(p)
	}
	c.rest = p[n:]
}

// Poll ends the call if that needs no waiting: the input was all written
// and the whole answer is in the pipe (an answer of several lines only:
// for a bot with one-line answers it returns false, and Wait reads it). It
// reports whether the call is done; its Took is the time until now.
func (c *Call) Poll() bool {
	b := c.b
	if c.done || b == nil {
		return true
	}
	if len(c.rest) > 0 || b.lr == nil {
		return false
	}
	b.lr.try = true
	line, lines, tooLong, err := b.readLines()
	b.lr.try = false
	if errors.Is(err, errNotYet) {
		return false
	}
	b.settle(c, line, lines, tooLong, err)
	c.done = true
	return true
}

// Wait ends the call: it writes the rest of the input and reads the
// answer, waiting until the call's deadline at most (then as Ask does),
// and returns the Reply, the same as Ask's would be.
func (c *Call) Wait() Reply {
	b := c.b
	if c.done || b == nil {
		return c.r
	}
	c.done = true
	if len(c.rest) > 0 {
		if c.r.Status = b.writeBytes(c.rest, c.deadline, c.limit); c.r.Status != StatusOK {
			c.r.Took = time.Since(c.start)
			c.r.Stderr, c.r.Drawn = b.takeTurn()
			return c.r
		}
	}
	b.outp.SetReadDeadline(c.deadline)
	var line string
	var lines []string
	var tooLong bool
	var err error
	if b.lr == nil {
		var s []byte
		if s, tooLong, err = b.readLine(); err == nil && !tooLong {
			line = string(s)
		}
	} else {
		line, lines, tooLong, err = b.readLines()
	}
	b.settle(c, line, lines, tooLong, err)
	return c.r
}

// Posted reports whether c was posted (it is not the zero Call).
func (c *Call) Posted() bool { return c.b != nil }

// Reply is the reply of a call that is done (see Poll).
func (c *Call) Reply() Reply { return c.r }
