package bot

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Limits of the protocol and of what is kept in memory.
const (
	// MaxLine is the longest answer line accepted, in bytes, without its
	// "\n" or "\r\n". A longer line gives a Reply with TooLong set.
	MaxLine = 64 << 10
	// TurnStderrMax is how much stderr one Reply carries at most; more is
	// counted and replaced by a marker "\n[... N bytes dropped]".
	TurnStderrMax = 8 << 10
	// StderrTailMax is how much of the end of stderr StderrTail keeps.
	StderrTailMax = 64 << 10

	// closeWait bounds each wait of Close, for a process that does not
	// die at once after SIGKILL or a pipe held by a process outside the group.
	closeWait = time.Second
)

// Config holds the limits and the setting of a bot, of any kind. Zero
// values mean defaults.
type Config struct {
	// ReadyTimeout: the bot must print its ready line (an APIBot: make its
	// first request) within this time of its start. Default 1s.
	ReadyTimeout time.Duration
	// ActionTimeout: per Ask, covers writing the input and reading the
	// whole answer (a PerCall call: the whole run of its process).
	// Default 100ms (a PerCall bot: DefaultCallTimeout, 1s).
	ActionTimeout time.Duration
	// Dir is the working directory of the process ("" = the current one).
	// A relative program path ("./bot") is resolved in Dir.
	Dir string
	// Env holds variables ("NAME=value") added to the environment the
	// process inherits; they replace inherited ones of the same name.
	Env []string
	// Protocol says how a persistent bot is asked (see [Protocol]); nil
	// means the zero Protocol: no ready line, one-line answers. The other
	// kinds of bot ([PerCall], [APIBot]) do not read it.
	Protocol *Protocol
}

// Bot is a running bot process. Make one with Start and always Close it.
type Bot struct {
	cmd     *exec.Cmd
	pid     int
	cfg     Config
	proto   Protocol // cfg's, with defaults
	started time.Time

	in    *os.File      // write end of the bot's stdin
	inRaw *rawPipe      // on in, for writes without waiting (Post)
	out   *os.File      // read end of the bot's stdout
	outp  *outPipe      // on out, for reads with a deadline
	rd    *bufio.Reader // on out, MaxLine+2 bytes so a max line fits with "\r\n"
	wbuf  []byte        // reused for input + "\n"
	lr    *linesReader  // answers of several lines (lines.go); nil for one-line answers

	errs    stderrBuf
	errR    *os.File         // read end of the bot's stderr
	errRC   syscall.RawConn  // on errR, for reads filed under errs.mu
	errRaw  *rawPipe         // on errRC, for its descriptor (errFd)
	pull    func(fd uintptr) // errs.pull for errRC.Control, made once
	drained chan struct{}    // closed when the stderr drainer returns
	reaped  chan struct{}    // closed when the process has been waited for
	tree    tree             // to find its descendants (tree_*.go)
	shot    *shot            // how it is watched if run anew for every call (shot_*.go)

	mu        sync.Mutex
	status    Status
	reason    string // Detail text, "" while ok
	addExit   bool   // Detail adds how the process ended
	ready     int    // 0 not checked yet, 1 ready, -1 not ready
	readyErr  error
	closed    bool
	closeOnce sync.Once
	closeErr  error
}

// Start splits command (see Split) and starts it in a process group of its
// own, with stdin and stdout as pipes and stderr drained continuously in
// the background. It does not wait for READY (see WaitReady), so that
// several bots can be started first and then awaited in parallel.
//
// It returns an error only when the process cannot be started (bad
// quoting, program not found or not executable, bad Dir). The error does
// not repeat the command, which the caller names (as match.StartError
// does), and says what to do where it can: "./bot.py is not executable
// (chmod +x ./bot.py)", "bot.py not found; did you mean ./bot.py?",
// "./bots is a folder, not a program", "program "javaa" not found". It
// wraps the error it comes from (exec.ErrNotFound, fs.ErrPermission...).
//
// The process inherits the environment. It also gets SIGKILL
// if floorfall itself dies (Linux parent-death signal, which strictly
// follows the OS thread that started it; the bot's own children do not get
// it; on Windows the bot's job kills them all), so a crashed match leaves
// no hung bot behind.
func Start(command string, cfg Config) (*Bot, error) {
	args, err := split(command)
	if err != nil {
		return nil, splitError(err)
	}
	return launch(args, cfg, ioPipes)
}

// How the standard streams of a process started by launch are connected.
// Stderr is always a pipe, drained continuously.
type ioKind int

const (
	ioPipes  ioKind = iota // stdin and stdout pipes: a persistent bot
	ioOutput               // stdin /dev/null, stdout a pipe: a PerCall bot
	ioNone                 // stdin /dev/null, stdout into the stderr pipe: an APIBot
)

// launch starts the program and arguments args (at least one) as Start
// does, with its streams as io says.
func launch(args []string, cfg Config, io ioKind) (*Bot, error) {
	if cfg.ReadyTimeout <= 0 {
		cfg.ReadyTimeout = DefaultReadyTimeout
	}
	if cfg.ActionTimeout <= 0 {
		cfg.ActionTimeout = DefaultActionTimeout
	}
	cmd, err := command(args, cfg)
	if err != nil {
		return nil, err
	}
	// A process run anew for every call is watched as a shot (shot_*.go)
	// where it can be: its pipes out of the runtime poller.
	asShot := io == ioOutput && shotsWork()
	var st streams
	if err := st.open(io, asShot); err != nil {
		return nil, fmt.Errorf("making pipes: %w", err)
	}
	st.connect(cmd)
	b := &Bot{
		cmd:     cmd,
		cfg:     cfg,
		proto:   cfg.protocol(),
		in:      st.inW,
		out:     st.outR,
		errR:    st.errR,
		drained: make(chan struct{}),
		reaped:  make(chan struct{}),
		status:  StatusOK,
	}
	if err := b.readers(&st, io, asShot); err != nil {
		closeAll(st.files)
		return nil, fmt.Errorf("making pipes: %w", err)
	}
	b.tree.prepare(cmd) // process group, and more: see tree.go
	b.pull = b.errs.pull
	b.started = time.Now()
	if err := cmd.Start(); err != nil {
		closeAll(st.files)
		return nil, startError(cmd, cfg.Dir, err)
	}
	// The child has its own copies of these ends now.
	closeAll([]*os.File{st.inR, st.outW, st.errW})
	if io == ioPipes && b.proto.Ready == "" {
		b.ready = 1 // no ready phase
	}
	b.pid = cmd.Process.Pid
	if asShot {
		if err := b.newShot(); err != nil {
			b.killGroup()
			_ = cmd.Wait()
			closeAll([]*os.File{st.inW, st.outR, st.errR})
			return nil, fmt.Errorf("watching process %d: %w", b.pid, err)
		}
		b.tree.started(b.pid, true) // reaped through tree.reap
		register(b)
		return b, nil
	}
	b.watch()
	return b, nil
}

// command is the command of args in cfg's folder and environment.
func command(args []string, cfg Config) (*exec.Cmd, error) {
	if err := checkDir(cfg.Dir); err != nil {
		return nil, err
	}
	cmd := exec.Command(args[0], args[1:]...)
	if cmd.Err != nil {
		return nil, startError(cmd, cfg.Dir, cmd.Err)
	}
	cmd.Dir = cfg.Dir
	if len(cfg.Env) > 0 {
		cmd.Env = append(os.Environ(), cfg.Env...)
	}
	return cmd, nil
}

// streams are the pipes of a process's standard streams (nil where it has
// none of its own) and every file made, to close on failure.
type streams struct {
	inR, inW, outR, outW, errR, errW *os.File
	files                            []*os.File
}

// open makes the pipes launch connects as io says.
func (st *streams) open(io ioKind, asShot bool) error {
	var err error
	// The pipe of standard stream fd (see newPipe).
	pipe := func(fd int, polled bool) (r, w *os.File) {
		if err != nil {
			return nil, nil
		}
		r, w, err = newPipe(fd, polled)
		st.files = append(st.files, r, w)
		return r, w
	}
	if io == ioPipes {
		st.inR, st.inW = pipe(0, true)
	}
	if io != ioNone {
		st.outR, st.outW = pipe(1, io == ioOutput && !asShot) // see outPipe
	}
	st.errR, st.errW = pipe(2, !asShot)
	if err != nil {
		closeAll(st.files)
	}
	return err
}

// connect gives cmd the process's ends of the pipes: stdin /dev/null
// without a pipe, stdout into stderr's pipe without one.
func (st *streams) connect(cmd *exec.Cmd) {
	cmd.Stderr = st.errW
	if st.inR != nil {
		cmd.Stdin = st.inR // else /dev/null
	}
	if cmd.Stdout = st.outW; st.outW == nil {
		cmd.Stdout = st.errW
	}
}

// readers sets up how b reads its answers and stderr, and writes its
// input, on the pipes of st.
func (b *Bot) readers(st *streams, io ioKind, asShot bool) error {
	var err error
	if st.outR != nil {
		if b.outp, err = newOutPipe(st.outR, io == ioOutput && !asShot); err != nil {
			return err
		}
	}
	if io == ioPipes {
		if b.proto.End == "" {
			b.rd = bufio.NewReaderSize(b.outp, MaxLine+2)
		} else if err := b.newLinesReader(); err != nil {
			return err
		}
	}
	if st.inW != nil {
		rc, err := st.inW.SyscallConn()
		if err != nil {
			return err
		}
		b.inRaw = newRawPipe(rc)
	}
	if b.errRC, err = st.errR.SyscallConn(); err != nil {
		return err
	}
	b.errRaw = newRawPipe(b.errRC)
	return nil
}

// watch watches b's process, started, until it exits: its stderr drained,
// its leader reaped once it has exited.
func (b *Bot) watch() {
	exit, watched := watchExit(b.pid) // exitwait_*.go
	// Watched, the leader is reaped only once it has exited, without
	// waiting then: its start time can be read when first needed.
	b.tree.started(b.pid, watched)
	register(b)

	go b.drain()
	go func() {
		exit.wait()
		// With *os.File streams, Wait only waits for the process:
		// no copying goroutine can make it hang.
		b.tree.reap(func() { _ = b.cmd.Wait() })
		close(b.reaped)
	}()
}

func closeAll(files []*os.File) {
	for _, f := range files {
		if f != nil {
			f.Close()
		}
	}
}

// Pid is the process id of the bot, which is also its process group id
// (on Unix).
func (b *Bot) Pid() int { return b.pid }

// Close kills the bot's process group (SIGKILL), waits until the leader is
// reaped, kills (on Linux) every other descendant of the bot, even those
// that left the group (see tree.go), waits until the stderr pipe is at end
// of file (so every process that held it is dead), closes the pipes, and
// reaps the descendants killed that were re-parented to floorfall. It is
// idempotent and safe to call concurrently with anything (KillAll too); an
// Ask in progress returns soon after with OK false. The status is left as
// it was.
//
// It returns an error only if the leader was not reaped or stderr not
// closed within 1s after SIGKILL (a process stuck in the kernel, or, on
// Unix systems other than Linux, a process that left the group and still
// holds stderr); the pipes are closed anyway.
func (b *Bot) Close() error {
	b.closeOnce.Do(func() {
		b.mu.Lock()
		b.closed = true
		b.mu.Unlock()
		b.killGroup()
		b.in.Close()
		if b.shot != nil {
			b.shotClose()
			reapTrees([]*Bot{b}, time.Now().Add(closeWait))
			b.finishTree()
			unregister(b)
			return
		}
		timer := time.NewTimer(closeWait)
		defer timer.Stop()
		select {
		case <-b.reaped:
		case <-timer.C:
			b.closeErr = fmt.Errorf("bot: process %d not reaped %v after SIGKILL", b.pid, closeWait)
		}
		// Then every descendant, on Linux: once the leader is dead, its
		// orphans are re-parented, and one look finds them all.
		b.killTree(true)
		if b.closeErr == nil {
			select {
			case <-b.drained:
			case <-timer.C:
				b.closeErr = fmt.Errorf("bot: stderr of process %d still open %v after SIGKILL", b.pid, closeWait)
			}
		}
		b.errR.Close() // ends the drainer if it still reads
		b.out.Close()
		<-b.drained
		reapTrees([]*Bot{b}, time.Now().Add(closeWait))
		b.finishTree()
		unregister(b)
	})
	return b.closeErr
}

// fail records a failure (first one wins) and kills the process group and
// (on Linux) the bot's descendants, looking once: Close looks again, and
// reaps them.
func (b *Bot) fail(status Status, reason string, addExit bool) {
	b.mu.Lock()
	closed := b.closed
	if b.status == StatusOK && !closed {
		b.status = status
		b.reason = reason
		b.addExit = addExit
	}
	b.mu.Unlock()
	if !closed { // after Close the group id may be reused some day
		b.killTree(false)
	}
}

var errClosed = errors.New("bot: closed")
