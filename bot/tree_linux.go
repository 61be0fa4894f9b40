package bot

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// See tree.go for what this does and why.

// tree is what a bot needs to find its descendants.
type tree struct {
	mark string // this bot's mark in markVar
	// start is the leader's start time (clock ticks after boot), 0 if
	// unknown; with lazy set, it is read when first needed (leaderStart),
	// and the leader is reaped under startMu (reap), so that the read is
	// of the leader's own /proc entry or none.
	start   uint64
	lazy    bool
	startMu sync.Mutex
	reaped  bool // under startMu
	done    bool // the bot is closed: its pid may be reused (under reaper.mu)
	// groups holds the process group and session ids that the bot's
	// processes made (setsid, setpgid) and that were killed, under
	// reaper.mu: a zombie in one of them is the bot's.
	groups map[int]bool
}

var (
	subreaper sync.Once
	markSeq   atomic.Int64
)

// prepare sets up cmd to start the bot: in a process group of its own, with
// a parent-death signal and a mark in its environment. The first call makes
// floorfall a child subreaper.
func (t *tree) prepare(cmd *exec.Cmd) {
	subreaper.Do(func() {
		// If it fails, orphans go to init as before: out of reach.
		_ = unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
	})
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Setpgid: true,
		// If floorfall dies, the leader dies too (its children may not).
		Pdeathsig: syscall.SIGKILL,
	}
	t.mark = strconv.Itoa(selfPID()) + "." + strconv.FormatInt(markSeq.Add(1), 10)
	marks := t.mark
	if outer := os.Getenv(markVar); outer != "" {
		marks = outer + " " + marks
	}
	env := cmd.Env // the Config's variables added, if any
	if env == nil {
		env = os.Environ()
	}
	cmd.Env = append(env, markVar+"="+marks)
}

// started records the leader's start time, or leaves it to leaderStart if
// lazy (the leader is then reaped through reap). The leader cannot have
// been reaped yet: nothing waits for it before Start returns. Not reading
// it at once saves a /proc read for each start of a bot run anew for every
// call, whose start time is rarely needed (BENCHMARKS.md, the arena).
func (t *tree) started(pid int, lazy bool) {
	if lazy {
		t.lazy = true
		return
	}
	if p, ok := readStat(pid); ok {
		t.start = p.start
	}
}

// leaderStart is the leader's start time, read now if it was left (lazy)
// and the leader is not reaped; 0 if unknown (a leader reaped before it
// was needed: no process with its pid is the bot's then).
func (t *tree) leaderStart(pid int) uint64 {
	if !t.lazy {
		return t.start
	}
	t.startMu.Lock()
	defer t.startMu.Unlock()
	if t.start == 0 && !t.reaped {
		if p, ok := readStat(pid); ok {
			t.start = p.start
		}
	}
	return t.start
}

// reap reaps the leader with wait (os/exec's Wait), once it has exited
// (waitExit): under startMu, so that leaderStart reads the leader's entry
// or, after, none.
func (t *tree) reap(wait func()) {
	t.startMu.Lock()
	defer t.startMu.Unlock()
	wait()
	t.reaped = true
}

// proc is a process as /proc/PID/stat shows it.
type proc struct {
	pid, ppid, pgrp, sid int
	threads              int    // number of threads
	state                byte   // R, S, D, Z, ...
	start                uint64 // start time, clock ticks after boot
}

// procKey names a process for good: a pid is reused only by a process that
// starts later.
type procKey struct {
	pid   int
	start uint64
}

func (p *proc) key() procKey { return procKey{p.pid, p.start} }

// selfPID is floorfall's process id, asked of the kernel once (it is asked
// for at every start and close of a bot, hundreds of times a game for
// bots run anew for every call).
var selfPID = sync.OnceValue(os.Getpid)

// readStat reads /proc/PID/stat; false if the process is gone.
func readStat(pid int) (proc, bool) {
	var buf [1024]byte
	n, err := readSmall("/proc/"+strconv.Itoa(pid)+"/stat", buf[:])
	if err != nil {
		return proc{}, false
	}
	return parseStat(pid, buf[:n])
}

// parseStat parses "pid (comm) state ppid pgrp ... starttime ...": comm
// may hold spaces and parentheses.
func parseStat(pid int, s []byte) (proc, bool) {
	i := bytes.LastIndexByte(s, ')')
	if i < 0 {
		return proc{}, false
	}
	s = s[i+1:]
	p := proc{pid: pid}
	for f := 0; f <= 19; f++ { // field f+3 of proc(5)
		for len(s) > 0 && s[0] == ' ' {
			s = s[1:]
		}
		j := bytes.IndexByte(s, ' ')
		if j < 0 {
			j = len(s)
		}
		word := s[:j]
		s = s[j:]
		switch f {
		case 0:
			if len(word) != 1 {
				return proc{}, false
			}
			p.state = word[0]
		case 1:
			p.ppid, _ = strconv.Atoi(string(word))
		case 2:
			p.pgrp, _ = strconv.Atoi(string(word))
		case 3:
			p.sid, _ = strconv.Atoi(string(word))
		case 17:
			p.threads, _ = strconv.Atoi(string(word))
		case 19:
			v, err := strconv.ParseUint(string(word), 10, 64)
			if err != nil {
				return proc{}, false
			}
			p.start = v
		}
	}
	return p, true
}

// readSmall reads a small file of /proc into buf without allocating; a
// longer file is cut.
func readSmall(path string, buf []byte) (int, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return 0, err
	}
	defer syscall.Close(fd)
	n := 0
	for n < len(buf) {
		m, err := syscall.Read(fd, buf[n:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return 0, err
		}
		if m == 0 {
			break
		}
		n += m
	}
	return n, nil
}

// hasChildrenFiles reports whether /proc/PID/task/TID/children exists
// (CONFIG_PROC_CHILDREN, in the kernels of the common distributions).
var hasChildrenFiles = sync.OnceValue(func() bool {
	tid := syscall.Gettid()
	_, err := os.Stat("/proc/self/task/" + strconv.Itoa(tid) + "/children")
	return err == nil
})

// descendants lists the descendants of process root, zombies included,
// parents before their children, but for the processes skip says to leave
// out with their descendants. The kernel files it reads are not read
// atomically: a process forked or re-parented meanwhile may be missed,
// which the caller makes up for by looking again.
//
// mainOnly: of root's own children, only those of its main thread (whose
// thread id is root): the orphans that root adopts as a subreaper are
// re-parented to its main thread (the kernel gives them to the first
// living thread of the group, the leader, which in Go lives as long as
// the process), and so are the children of a thread of root that exits;
// a child on another thread is one that thread started (a bot's leader).
func descendants(root int, skip func(*proc) bool, mainOnly bool) ([]proc, error) {
	if !hasChildrenFiles() {
		return descendantsFromAll(root, skip)
	}
	var procs []proc
	var buf [4096]byte
	queue := []proc{{pid: root}}
	seen := map[int]bool{root: true}
	for len(queue) > 0 {
		parent := queue[0]
		queue = queue[1:]
		dir := "/proc/" + strconv.Itoa(parent.pid) + "/task/"
		var tids []string
		if parent.threads == 1 || parent.pid == root && mainOnly {
			tids = []string{strconv.Itoa(parent.pid)} // no need to list
		} else {
			var err error
			if tids, err = readNames(dir); err != nil {
				if parent.pid == root {
					return nil, err
				}
				continue // gone
			}
		}
		for _, tid := range tids {
			n, err := readSmall(dir+tid+"/children", buf[:])
			if err != nil {
				continue // thread gone
			}
			if n == len(buf) {
				// Too many children for buf: walk the whole of /proc.
				return descendantsFromAll(root, skip)
			}
			for _, w := range bytes.Fields(buf[:n]) {
				c, err := strconv.Atoi(string(w))
				if err != nil || seen[c] {
					continue
				}
				p, ok := readStat(c)
				if !ok || skip(&p) {
					continue
				}
				// If its parent has died since, it has been re-parented
				// (to floorfall, or to a subreaper below it): it is still
				// the parent's descendant, and might not be seen under its
				// new parent, read before.
				p.ppid = parent.pid
				seen[c] = true
				procs = append(procs, p)
				if p.state != 'Z' && p.state != 'X' { // else no children
					queue = append(queue, p)
				}
			}
		}
	}
	return procs, nil
}

// newReparenting reports whether the kernel gives orphans to a subreaper's
// first living thread (its main thread), as descendants' mainOnly needs:
// so it does since Linux 3.19 (find_alive_thread); before, to the thread
// that had forked the orphan's dead ancestor. Told by pidfd_open (5.3).
var newReparenting = sync.OnceValue(func() bool {
	fd, err := unix.PidfdOpen(os.Getpid(), 0)
	if err != nil {
		return false
	}
	unix.Close(fd)
	return true
})

// descendantsFromAll is descendants from a walk of all of /proc.
func descendantsFromAll(root int, skip func(*proc) bool) ([]proc, error) {
	names, err := readNames("/proc")
	if err != nil {
		return nil, err
	}
	kids := make(map[int][]proc)
	for _, name := range names {
		pid, err := strconv.Atoi(name)
		if err != nil {
			continue
		}
		if p, ok := readStat(pid); ok {
			kids[p.ppid] = append(kids[p.ppid], p)
		}
	}
	var procs []proc
	queue := []int{root}
	for len(queue) > 0 {
		for _, p := range kids[queue[0]] {
			if !skip(&p) {
				procs = append(procs, p)
				queue = append(queue, p.pid)
			}
		}
		queue = queue[1:]
	}
	return procs, nil
}

func readNames(dir string) ([]string, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.Readdirnames(-1)
}

// marks returns the marks in the environment of process pid. ok is false
// if the environment cannot be read (gone, a zombie, or not ours) or reads
// empty: a process in the middle of an exec shows an empty one for a
// moment (an orphan that left the group and execs at once, as setsid does,
// would be missed).
func marks(pid int) (ms []string, ok bool) {
	env, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	if err != nil || len(env) == 0 {
		return nil, false
	}
	for e := range bytes.SplitSeq(env, []byte{0}) {
		if v, ok := bytes.CutPrefix(e, []byte(markVar+"=")); ok {
			for _, m := range bytes.Fields(v) {
				ms = append(ms, string(m))
			}
		}
	}
	return ms, true
}

// A victim is a process killed as a bot's descendant, to be reaped once it
// is floorfall's child.
type victim struct {
	procKey
	fd    int   // pidfd, or -1 (no pidfd: wait4 after checking the pid)
	owner *tree // the bot it belonged to
}

// reaper holds the victims not yet reaped. Its lock is held while a round
// kills and while a pass reaps, never while waiting.
var reaper struct {
	mu      sync.Mutex
	victims map[procKey]*victim
}

// killTrees kills the process groups of bs and every descendant of each, as
// the comment of tree.go says, and looks again while it finds new ones or
// those killed are still dying, until deadline. It looks at least once.
//
// A look that finds nothing new and all the killed dead ends it only if
// they were all dead before it began, and it saw no zombie child of
// floorfall that it cannot tell the owner of (else it looks once more): a
// process that died during the walk may have had its children re-parented
// to floorfall after floorfall's children were read. Close calls it once
// the leader is reaped, so that for a bot without descendants one look is
// enough.
func killTrees(bs []*Bot, deadline time.Time) {
	settled := true // all killed so far were dead before the next look
	// Once every leader of bs is reaped, all their descendants are below
	// floorfall's main thread (see descendants): those of the other threads
	// need no look.
	mainOnly := newReparenting()
	reaper.mu.Lock()
	for _, b := range bs {
		select {
		case <-b.reaped:
			// The group id is the leader's pid, which may be reused from
			// now on: members left, if any, are found below.
		default:
			settled, mainOnly = false, false
			if !b.tree.done {
				b.killGroup()
			}
		}
	}
	for _, v := range reaper.victims {
		for _, b := range bs {
			if v.owner == &b.tree {
				settled = false // killed when it failed: dead yet?
			}
		}
	}
	reaper.mu.Unlock()
	self := selfPID()
	// The trees of other bots are left out: nothing of bs is in them.
	skip := otherLeaders(bs)
	looked := false // looked again for a stray zombie
	for pause := 100 * time.Microsecond; ; pause = min(2*pause, 10*time.Millisecond) {
		procs, err := descendants(self, skip, mainOnly)
		if err != nil {
			return // no /proc: the process groups only
		}
		added, dying := killRound(bs, procs, self)
		quiet := added == 0 && dying == 0
		if quiet && settled && (looked || !strayZombie(procs, self)) || !time.Now().Before(deadline) {
			return
		}
		// One more look, after the zombie's death (it may be one that
		// floorfall cannot reap and that stays).
		looked = quiet && settled
		settled = quiet
		if dying > 0 {
			// Wait until the killed are dead: their children (forked
			// before the kill) will then be re-parented, and seen.
			time.Sleep(pause)
		}
	}
}

// strayZombie reports whether procs holds a zombie child of floorfall that
// is not a victim (a bot's leader not yet reaped, an orphan that exited on
// its own, or one that is exiting now).
func strayZombie(procs []proc, self int) bool {
	reaper.mu.Lock()
	defer reaper.mu.Unlock()
	for i := range procs {
		p := &procs[i]
		if p.ppid == self && p.state == 'Z' && reaper.victims[p.key()] == nil {
			return true
		}
	}
	return false
}

// otherLeaders returns a function that tells the leaders of the bots
// running that are not in bs.
func otherLeaders(bs []*Bot) func(*proc) bool {
	others := make(map[procKey]bool)
	for _, b := range liveBots() {
		others[procKey{b.pid, b.tree.leaderStart(b.pid)}] = true
	}
	for _, b := range bs {
		delete(others, procKey{b.pid, b.tree.leaderStart(b.pid)})
	}
	return func(p *proc) bool { return others[p.key()] }
}

// killRound kills the processes of procs (floorfall's descendants) that
// belong to one of bs and have not been killed yet. It returns how many it
// killed, and how many killed before are still alive (counting too the
// children of floorfall whose environment it could not read: a look again
// may tell whose they are).
func killRound(bs []*Bot, procs []proc, self int) (added, dying int) {
	r := newRound(procs, self)
	reaper.mu.Lock()
	defer reaper.mu.Unlock()
	if reaper.victims == nil {
		reaper.victims = make(map[procKey]*victim)
	}
	for _, b := range bs {
		if !b.tree.done {
			r.killFrom(b, r.roots(b))
		}
	}
	return r.added, r.dying
}

// A round is one look at floorfall's descendants (killRound): the
// processes seen, and what the round has done so far.
type round struct {
	procs   []proc
	self    int
	leaders map[procKey]bool // of the bots running
	kids    map[int][]int    // each pid's children
	byPid   map[int]*proc    // procs by pid
	marks   map[int][]string // of floorfall's children, read once
	added   int              // killed in this round
	dying   int              // killed before, still alive (or to look at again)
}

func newRound(procs []proc, self int) *round {
	r := &round{procs: procs, self: self, leaders: make(map[procKey]bool),
		kids: make(map[int][]int, len(procs)), byPid: make(map[int]*proc, len(procs))}
	for _, b := range liveBots() {
		r.leaders[procKey{b.pid, b.tree.leaderStart(b.pid)}] = true
	}
	for i := range procs {
		p := &procs[i]
		r.kids[p.ppid] = append(r.kids[p.ppid], p.pid)
		r.byPid[p.pid] = p
	}
	return r
}

// roots are the pids of b's processes found without their parents: its
// leader, processes killed for it before, members of its process groups
// and sessions, and children of floorfall that carry its mark. reaper.mu
// is held.
func (r *round) roots(b *Bot) []int {
	t := &b.tree
	leader := r.byPid[b.pid]
	if leader != nil && leader.start != t.leaderStart(b.pid) {
		leader = nil // the pid was reused: not the bot any more
	}
	// A process group or session id is the one the bot's process
	// made while any member exists (alive or a zombie), or that
	// process does: the kernel does not reuse the number meanwhile. It
	// is another's only if a new process has that pid.
	groupOK := r.byPid[b.pid] == nil || leader != nil
	var queue []int
	if leader != nil {
		queue = append(queue, b.pid)
		if leader.state != 'Z' && leader.state != 'X' {
			// Killed, but its children are re-parented only once it
			// is dead: look again then.
			r.dying++
		}
	}
	for i := range r.procs {
		p := &r.procs[i]
		if p.pid == b.pid {
			continue
		}
		switch v := reaper.victims[p.key()]; {
		case v != nil:
			if v.owner == t {
				queue = append(queue, p.pid)
			}
		case r.mine(b, groupOK, p.pgrp) || r.mine(b, groupOK, p.sid):
			queue = append(queue, p.pid)
		case p.ppid == r.self && p.state != 'Z' && !r.leaders[p.key()]:
			if r.marked(p, t.mark) {
				queue = append(queue, p.pid)
			}
		}
	}
	return queue
}

// mine reports whether the process group or session id is bot b's: its
// leader's (if groupOK), or one a process killed for it made. reaper.mu is
// held.
func (r *round) mine(b *Bot, groupOK bool, id int) bool {
	if id == b.pid {
		return groupOK
	}
	if !b.tree.groups[id] {
		return false
	}
	q := r.byPid[id]
	if q == nil {
		return true
	}
	v := reaper.victims[q.key()]
	return v != nil && v.owner == &b.tree
}

// marked reports whether p, a child of floorfall, carries mark in its
// environment; one whose environment cannot be read yet is looked at
// again (dying).
func (r *round) marked(p *proc, mark string) bool {
	if r.marks == nil {
		r.marks = make(map[int][]string)
	}
	ms, ok := r.marks[p.pid]
	if !ok {
		var known bool
		if ms, known = marks(p.pid); !known && p.state != 'X' {
			r.dying++ // perhaps in an exec: look again
		}
		r.marks[p.pid] = ms
	}
	return slices.Contains(ms, mark)
}

// killFrom kills the processes of queue and their descendants, for bot b,
// but the bots' leaders (os/exec reaps them) and those killed before.
// reaper.mu is held.
func (r *round) killFrom(b *Bot, queue []int) {
	t := &b.tree
	seen := make(map[int]bool)
	for len(queue) > 0 {
		pid := queue[0]
		queue = queue[1:]
		if seen[pid] {
			continue
		}
		seen[pid] = true
		queue = append(queue, r.kids[pid]...)
		p := r.byPid[pid]
		if pid == b.pid || r.leaders[p.key()] {
			continue // a leader: os/exec reaps it
		}
		if v := reaper.victims[p.key()]; v != nil {
			if p.state != 'Z' && p.state != 'X' {
				r.dying++
			}
			continue
		}
		if v := kill(p, t); v != nil {
			reaper.victims[v.procKey] = v
			r.added++
			if p.pgrp == p.pid || p.sid == p.pid {
				if t.groups == nil {
					t.groups = make(map[int]bool)
				}
				t.groups[p.pid] = true
			}
		}
	}
}

// kill kills p, for bot t, if it is still the process seen; nil if it is
// gone.
func kill(p *proc, t *tree) *victim {
	fd, err := unix.PidfdOpen(p.pid, 0)
	if errors.Is(err, unix.ESRCH) {
		return nil
	}
	if err != nil {
		fd = -1
	}
	// The pidfd (or the pid, just below) is p's only if p still runs.
	if q, ok := readStat(p.pid); !ok || q.start != p.start {
		if fd >= 0 {
			unix.Close(fd)
		}
		return nil
	}
	if fd >= 0 {
		_ = unix.PidfdSendSignal(fd, unix.SIGKILL, nil, 0)
	} else {
		_ = syscall.Kill(p.pid, syscall.SIGKILL)
	}
	return &victim{procKey: p.key(), fd: fd, owner: t}
}

// reapTrees reaps the processes killed for bs, waiting until deadline at
// most; those still unreaped then are tried again by later calls (of any
// bot). When it returns, the bots are done with: their pids may be reused.
func reapTrees(bs []*Bot, deadline time.Time) {
	self := selfPID()
	for pause := 100 * time.Microsecond; ; pause = min(2*pause, 10*time.Millisecond) {
		left := reapPass(bs, self)
		if left == 0 || !time.Now().Before(deadline) {
			return
		}
		time.Sleep(pause)
	}
}

// reapPass tries once to reap every victim not yet reaped (of any bot),
// and returns how many victims of bs are left.
func reapPass(bs []*Bot, self int) (left int) {
	reaper.mu.Lock()
	defer reaper.mu.Unlock()
	for k, v := range reaper.victims {
		if v.reap(self) {
			if v.fd >= 0 {
				unix.Close(v.fd)
			}
			delete(reaper.victims, k)
		}
	}
	for _, v := range reaper.victims {
		for _, b := range bs {
			if v.owner == &b.tree {
				left++
			}
		}
	}
	return left
}

// reap reaps v if it is floorfall's child and dead; true if v is gone
// (reaped, here or by its parent).
func (v *victim) reap(self int) bool {
	if v.fd >= 0 {
		var info unix.Siginfo
		err := unix.Waitid(unix.P_PIDFD, v.fd, &info, unix.WEXITED|unix.WNOHANG, nil)
		switch {
		case err == nil:
			return info.Signo != 0 // 0: alive still
		case errors.Is(err, unix.ECHILD):
			// Not floorfall's child (yet): reaped by its parent, or its
			// parent is still dying.
			return errors.Is(unix.PidfdSendSignal(v.fd, 0, nil, 0), unix.ESRCH)
		case errors.Is(err, unix.EINTR):
			return false
		}
		// No waitid by pidfd (Linux before 5.4): by pid.
	}
	p, ok := readStat(v.pid)
	if !ok || p.start != v.start {
		return true
	}
	if p.ppid != self || p.state != 'Z' {
		return false
	}
	var ws syscall.WaitStatus
	pid, err := syscall.Wait4(v.pid, &ws, syscall.WNOHANG, nil)
	return pid == v.pid || errors.Is(err, syscall.ECHILD)
}

// finishTree marks the bot done with, once Close has reaped its tree: its
// pid and group id may be reused from now on.
func (b *Bot) finishTree() {
	reaper.mu.Lock()
	b.tree.done = true
	reaper.mu.Unlock()
}
