package bot

import (
	"sync"
	"time"
)

// Every process a bot starts is killed with it, not only those of its
// process group. How far that reaches depends on the system:
//
//   - On Linux (tree_linux.go) floorfall makes itself a child subreaper when
//     it starts its first bot, so that a bot's descendants that are
//     orphaned (a double-forked daemon, the children of a killed bot) are
//     re-parented to floorfall rather than to init, and so stay its
//     descendants, in reach. Each bot is started with a mark in its
//     environment (FLOORFALL_BOT), which its descendants inherit: an
//     orphan's parent is floorfall whatever bot it came from, and the
//     mark tells which. Close kills the bot's process group, waits for the
//     leader to be reaped, then walks floorfall's descendants in /proc
//     (leaving out the trees of the other bots) and kills, each through a
//     pidfd, every process below the bot, in its group, below an orphan
//     that carries its mark, or in a group or session that a process
//     killed for it made; it looks again until a look that began with all
//     of them dead finds nothing new. Those that end up floorfall's
//     children are then reaped, each by its own pidfd: never by waiting
//     for any child, which would steal the exit status of the children
//     that os/exec waits for, and never a process it cannot tell is the
//     bot's, so the bots of other matches in the same process are safe.
//     An orphan whose environment reads empty (it is in the middle of an
//     exec, as after setsid) makes it look again. What escapes: an orphan
//     that left the group and replaced its environment (env -i) is not
//     killed (and Close looks again for a second); and an orphan that left the
//     group and exited before the bot was closed (or a child that left it
//     and that the bot never waited for) cannot be told apart as a zombie
//     (its environment is gone): it stays a zombie until floorfall exits.
//   - On Windows (tree_windows.go) the bot is started suspended, put in a
//     job object of its own, then let run: every process it starts is in
//     the job too (none can break away), and killing the bot terminates the
//     job. The job kills what it holds when closed: at Close, or when
//     floorfall dies.
//   - On other Unix systems (tree_other.go) only the process group is killed:
//     descendants that left it (setsid, setpgid) survive, holding the pipes
//     they have, and Close waits a second for them (then returns an error).

// live holds the bots started and not yet closed, for KillAll.
var live struct {
	mu   sync.Mutex
	bots map[*Bot]struct{}
}

func register(b *Bot) {
	live.mu.Lock()
	if live.bots == nil {
		live.bots = make(map[*Bot]struct{})
	}
	live.bots[b] = struct{}{}
	live.mu.Unlock()
}

func unregister(b *Bot) {
	live.mu.Lock()
	delete(live.bots, b)
	live.mu.Unlock()
}

func liveBots() []*Bot {
	live.mu.Lock()
	defer live.mu.Unlock()
	bs := make([]*Bot, 0, len(live.bots))
	for b := range live.bots {
		bs = append(bs, b)
	}
	return bs
}

// KillAll kills every bot started in this process and not yet closed: its
// process group and, on Linux, every descendant (see Close), and reaps
// what it killed, waiting a second at most. It is for a program about to
// exit at once (a second Ctrl-C): the bots still have to be closed if it
// goes on. It is safe to call at any time, concurrently with anything.
func KillAll() {
	bs := liveBots()
	if len(bs) == 0 {
		return
	}
	deadline := time.Now().Add(closeWait)
	killTrees(bs, deadline)
	reapTrees(bs, deadline)
}

// killTree kills the bot's process group and every descendant. patient:
// look again until none is left (for at most closeWait), as Close does
// once the leader is reaped; otherwise (a bot that failed) look once.
func (b *Bot) killTree(patient bool) {
	deadline := time.Now()
	if patient {
		deadline = deadline.Add(closeWait)
	}
	killTrees([]*Bot{b}, deadline)
}

// markVar is the environment variable that marks a bot's processes: a
// space-separated list of marks, each "FLOORFALLPID.N"; a bot started by a
// floorfall that is itself a bot of another one keeps the outer mark too.
const markVar = "FLOORFALL_BOT"
