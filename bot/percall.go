package bot

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// MaxOutput is the most of a PerCall bot's standard output a Reply holds;
// more makes the Reply TooLong (the output is still read to its end, and
// dropped).
const MaxOutput = 1 << 20

// PerCall is a bot started anew for every call (Hit and Sunk's way): its
// command line plus the call's arguments, each a single argv element
// (never through a shell), with standard input /dev/null. Its standard
// output is read to the end (at most MaxOutput bytes kept) within the
// call's limit (Config.ActionTimeout, default DefaultCallTimeout), and
// then its process group is killed and reaped, with every descendant on
// Linux, as [Bot.Close] does: nothing of a call is left running when the
// next one starts. Each call's stderr is in its Reply, and how the process
// ended in Reply.Exit.
//
// A call is judged on its own (Reply.Status): ok once the output has
// ended in time, whatever the exit status if it printed an answer (the
// answer is what was printed); crashed if the process could not be
// started, or ended with an error (non-zero exit status, a signal)
// having printed nothing but white space (Line is ""); timeout if the
// output had not ended by the limit (the process is killed; Line is "").
// A PerCall bot is asked again after a failed call: its Status stays ok,
// and its Detail counts the failed calls.
//
// Its methods follow the rules of [Player]: one call at a time; Status,
// Detail, StderrTail and Close from any goroutine.
type PerCall struct {
	args []string
	cfg  Config
	tail stderrBuf // the end of all calls' stderr, for StderrTail

	mu     sync.Mutex
	cur    *Bot // the call in progress, for Close
	closed bool
	calls  int
	failed int
	last   string // the last failure, for Detail
}

var _ Player = (*PerCall)(nil)

// NewPerCall prepares a PerCall bot: it splits command (see [Split]) and
// checks that its program can be started from cfg.Dir (found, executable,
// its "#!" interpreter found), returning the errors [Start] would; it
// starts nothing.
func NewPerCall(command string, cfg Config) (*PerCall, error) {
	if cfg.ActionTimeout <= 0 {
		cfg.ActionTimeout = DefaultCallTimeout
	}
	args, err := split(command)
	if err != nil {
		return nil, splitError(err)
	}
	if err := checkDir(cfg.Dir); err != nil {
		return nil, err
	}
	if err := checkProgram(args[0], cfg.Dir); err != nil {
		return nil, err
	}
	p := &PerCall{args: args, cfg: cfg}
	p.tail.plain = true
	return p, nil
}

// checkProgram finds the program of a command, as Start will, and returns
// Start's error if Start would fail to run it.
func checkProgram(name, dir string) error {
	cmd := exec.Command(name)
	if cmd.Err != nil {
		return startError(cmd, dir, cmd.Err)
	}
	path := cmd.Path
	if dir != "" && !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return startError(cmd, dir, syscall.ENOENT)
	case st.IsDir():
		return startError(cmd, dir, syscall.EACCES)
	case runtime.GOOS != "windows" && st.Mode()&0o111 == 0:
		return startError(cmd, dir, syscall.EACCES)
	}
	if interp := interpreter(path); interp != "" {
		if _, err := os.Stat(interp); err != nil {
			return startError(cmd, dir, syscall.ENOENT)
		}
	}
	return nil
}

// WaitReady returns nil at once (or an error once closed): a PerCall bot
// is ready whenever it is called.
func (p *PerCall) WaitReady(time.Time) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return errClosed
	}
	return nil
}

// Ask runs one call with input as its one extra argument, within
// ActionTimeout; an empty input means no extra argument (Hit and Sunk's
// first call).
func (p *PerCall) Ask(input string) Reply { return p.AskWithin(input, 0) }

// AskWithin is Ask with a time limit of its own (<= 0: ActionTimeout).
func (p *PerCall) AskWithin(input string, limit time.Duration) Reply {
	if input == "" {
		return p.Call(nil, limit)
	}
	return p.Call([]string{input}, limit)
}

// Call runs the command with args added (each a single argument), within
// limit (<= 0: ActionTimeout), and returns what it printed (see PerCall).
// Once closed, it returns at once a Reply with OK false and no Status.
func (p *PerCall) Call(args []string, limit time.Duration) Reply {
	if limit <= 0 {
		limit = p.cfg.ActionTimeout
	}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return Reply{}
	}
	p.calls++
	n := p.calls
	p.mu.Unlock()

	start := time.Now()
	deadline := start.Add(limit)
	argv := append(p.args[:len(p.args):len(p.args)], args...)
	b, err := launch(argv, p.cfg, ioOutput)
	if err != nil {
		p.failure(n, "could not be started: "+err.Error())
		return Reply{Status: StatusCrashed, Took: time.Since(start), Exit: "not started: " + err.Error()}
	}
	p.mu.Lock()
	closed := p.closed
	if !closed {
		p.cur = b
	}
	p.mu.Unlock()
	if closed {
		b.Close()
		return Reply{}
	}

	var r Reply
	var ended bool
	killed := true // by Close, below
	if b.shot != nil {
		var exited bool
		r, ended, exited = b.shotOutput(deadline)
		killed = !exited
	} else if r, ended = readOutput(b, deadline); ended {
		// Its output is complete: wait for it to exit.
		t := time.NewTimer(time.Until(deadline))
		select {
		case <-b.reaped:
			killed = false
		case <-t.C:
		}
		t.Stop()
	}
	r.Took = time.Since(start)
	closeErr := b.Close()
	p.mu.Lock()
	p.cur = nil
	closed = p.closed
	p.mu.Unlock()

	switch {
	case closed:
		return Reply{Took: r.Took} // ended by Close
	case r.Status == StatusTimeout:
		r.Exit = "killed at the limit"
		p.failure(n, fmt.Sprintf("no end of output within %v (%d bytes printed)", limit, len(r.Line)))
		r.Line = ""
	case killed:
		r.Exit = "killed at the limit: its output had ended but it did not exit"
	default:
		ps := b.cmd.ProcessState
		r.Exit = describeExit(ps)
		if !ps.Success() && r.OK && !r.TooLong && strings.TrimSpace(r.Line) == "" {
			r.OK, r.Status, r.Line = false, StatusCrashed, ""
			p.failure(n, r.Exit+", printing no answer")
		}
	}
	if r.Status == StatusExited {
		p.failure(n, "reading its output: "+r.Exit)
	}
	if closeErr != nil {
		r.Exit += "; " + closeErr.Error()
	}
	r.Stderr, r.Drawn = b.takeTurn()
	p.tail.write(r.Stderr)
	return r
}

// readOutput reads b's stdout to its end by deadline. ended: the end came
// (then the Reply is OK, TooLong if over MaxOutput). Otherwise the Reply's
// Status says why not: timeout; exited for a read error; "" if closed.
// Line holds what was read (up to MaxOutput) either way.
func readOutput(b *Bot, deadline time.Time) (r Reply, ended bool) {
	b.outp.SetReadDeadline(deadline)
	var chunk [16 << 10]byte
	var out []byte
	for {
		n, err := b.outp.Read(chunk[:])
		if n > 0 && !r.TooLong {
			if len(out)+n > MaxOutput {
				r.TooLong, out = true, nil
			} else {
				out = append(out, chunk[:n]...)
			}
		}
		switch {
		case err == nil:
			continue
		case err == io.EOF:
			r.OK, r.Status, ended = true, StatusOK, true
		case errors.Is(err, os.ErrDeadlineExceeded):
			r.Status = StatusTimeout
		case errors.Is(err, os.ErrClosed):
		default:
			r.Status = StatusExited
		}
		r.Line = string(out)
		return r, ended
	}
}

func (p *PerCall) failure(call int, reason string) {
	p.mu.Lock()
	p.failed++
	p.last = "call " + strconv.Itoa(call) + ": " + reason
	p.mu.Unlock()
}

// Status is StatusOK: a PerCall bot does not fail as a whole (each call's
// outcome is in its Reply).
func (p *PerCall) Status() Status { return StatusOK }

// Detail is "ok", or counts the failed calls and says what the last one
// did: "2 of 40 calls failed; the last, call 31: no end of output within
// 1s (0 bytes printed)".
func (p *PerCall) Detail() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed == 0 {
		return "ok"
	}
	return fmt.Sprintf("%d of %d calls failed; the last, %s", p.failed, p.calls, p.last)
}

// StderrTail returns the last StderrTailMax bytes of the calls' stderr (of
// each call, what its Reply holds).
func (p *PerCall) StderrTail() []byte { return p.tail.tail() }

// Close ends a call in progress (its process group is killed; the call
// returns soon after with OK false) and makes later calls return at once.
// It is idempotent and returns nil.
func (p *PerCall) Close() error {
	p.mu.Lock()
	p.closed = true
	b := p.cur
	p.mu.Unlock()
	if b != nil {
		b.Close()
	}
	return nil
}
