package match

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/internal/testlimit"
	"floorfall/replay"
)

// jcParent is a JavaChallenge2015 match of scripted seats, played to its
// end (100 turns at most), to fork.
func jcParent(t *testing.T) game.Replay {
	t.Helper()
	cfg := jcConfig(11, 100)
	cfg.Seats = []Seat{{Name: "a", Start: scripted("RRRRDDDD")}, {Name: "b", Start: scripted("LLLLA")},
		{Name: "c", Start: scripted("UUUU")}, {Name: "d", Start: scripted("DDDDA")}}
	r, err := Play(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A bot that fails while it is fed the turns before a fork (exits, times
// out) gets its status from the fork's turn, its detail saying in which
// earlier turn it failed, with the end of its stderr; it is not asked
// again, and the match plays on: the turns before the fork stand as they
// were, the others' bots play.
func TestCatchUpFailures(t *testing.T) {
	parent := jcParent(t)
	const at = 21
	mark := newMark(t)
	limit := testlimit.Scale(400 * time.Millisecond)
	cfg := jcConfig(0, 0)
	cfg.Bot.ActionTimeout, cfg.Bot.ReadyTimeout = limit, testReadyTimeout
	var err error
	if cfg.From, err = parent.At(at); err != nil {
		t.Fatal(err)
	}
	modes := []string{"echo", "crash:2", "hang:1", "echo"}
	for i, mode := range modes {
		cfg.Seats[i] = Seat{Name: mode, Command: helperCmd(t, mark, mode)}
	}
	f, err := playFile(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkNoneLeft(t, mark)
	ps := f.Meta.Players
	for _, c := range []struct {
		seat          int
		status, in    string
		stderr, limit string
	}{
		{seat: 1, status: replay.StatusExited, in: "output closed (exited with status 3) in turn 9", stderr: "; stderr:\npanic: index out of range"},
		{seat: 2, status: replay.StatusTimeout, in: "no answer within " + limit.String() + " in turn 6"},
	} {
		p := ps[c.seat]
		want := c.in + ", while being fed the 21 turns before the fork"
		if p.Status != c.status || p.StatusTurn != at || !strings.HasPrefix(p.Detail, want) || !strings.HasSuffix(p.Detail, c.stderr) {
			t.Errorf("seat %d: %s at turn %d: %q, want %s at turn %d: %q...%q", c.seat, p.Status, p.StatusTurn, p.Detail, c.status, at, want, c.stderr)
		}
	}
	for _, seat := range []int{0, 3} {
		if ps[seat].Status != replay.StatusOK {
			t.Errorf("seat %d: %s: %s", seat, ps[seat].Status, ps[seat].Detail)
		}
	}
	pf := fileOf(parent)
	if len(f.Commands) != 100 || string(f.Commands[:at]) != string(pf.Commands[:at]) {
		t.Fatalf("the fork's commands %s (%d), want the parent's first %d, %s, then its own to turn 100", string(f.Commands), len(f.Commands), at, string(pf.Commands[:at]))
	}
	for _, rec := range f.Meta.Turns {
		if rec.Turn < at || rec.Seat == 1 || rec.Seat == 2 {
			t.Fatalf("a record of seat %d at turn %d: the turns before the fork and the failed bots are not recorded", rec.Seat, rec.Turn)
		}
	}
	want := 0
	for turn := at; turn < 100; turn++ {
		if turn%4 == 0 || turn%4 == 3 {
			want++
		}
	}
	if len(f.Meta.Turns) != want {
		t.Errorf("%d records, want seats 0 and 3's %d turns from %d on", len(f.Meta.Turns), want, at)
	}
}

// A person is not fed the turns before a fork: they see the board. The
// first thing the match asks them is the fork's turn.
func TestCatchUpNotAPerson(t *testing.T) {
	parent := jcParent(t)
	const at = 20 // seat 0's turn, not waiting after an attack: the person is asked
	cfg := jcConfig(0, 0)
	var err error
	if cfg.From, err = parent.At(at); err != nil {
		t.Fatal(err)
	}
	h := NewHuman()
	fed := &seatPlayer{}
	for i := range cfg.Seats {
		cfg.Seats[i] = Seat{Name: "p" + strconv.Itoa(i), Start: func() (bot.Player, error) { return fed, nil }}
	}
	cfg.Seats[at%4] = h.Seat("you")
	ctx, cancel := context.WithTimeout(context.Background(), testlimit.Scale(10*time.Second))
	defer cancel()
	r, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if ctx.Err() != nil {
		t.Fatal("the fork did not start: was the person fed the earlier turns?")
	}
	if want := at - at/4; len(fed.asked) != want {
		t.Errorf("the three bots were fed %d inputs, want their %d turns before the fork", len(fed.asked), want)
	}
	played := make(chan bool)
	go func() {
		_, ok := r.Next(ctx)
		played <- ok
	}()
	want, _ := parent.Input(nil, at, at%4, nil)
	for {
		if in, ok := h.Waiting(); ok {
			if in != string(want) {
				t.Errorf("the person was first asked\n%s\nwant turn %d's input\n%s", in, at, want)
			}
			h.Play("N")
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the person was never asked")
		case <-time.After(time.Millisecond):
		}
	}
	if !<-played {
		t.Fatal("the fork's first turn was not played")
	}
}

// gate lets a call through once n calls of the same number have come (a
// barrier a call), or gives up after a while: seats asked one after the
// other would each wait for the others in vain.
type gate struct {
	n       int
	limit   time.Duration
	mu      sync.Mutex
	count   map[int]int
	open    map[int]chan struct{}
	gaveUp  bool
	stopped chan struct{}
}

func newGate(n int) *gate {
	return &gate{n: n, limit: testlimit.Scale(3 * time.Second), count: map[int]int{}, open: map[int]chan struct{}{}}
}

// pass waits for the n calls numbered k; false if they did not all come.
func (g *gate) pass(k int) bool {
	g.mu.Lock()
	if g.gaveUp {
		g.mu.Unlock()
		return false
	}
	ch := g.open[k]
	if ch == nil {
		ch = make(chan struct{})
		g.open[k] = ch
	}
	if g.count[k]++; g.count[k] == g.n {
		close(ch)
	}
	g.mu.Unlock()
	select {
	case <-ch:
		return true
	case <-time.After(g.limit):
		g.mu.Lock()
		g.gaveUp = true
		g.mu.Unlock()
		return false
	}
}

// gatedPlayer is an Ants bot inside floorfall that gives no orders and
// records its inputs and their time limits; its k-th call passes gate's
// k-th barrier.
type gatedPlayer struct {
	bot.InProcess
	g      *gate
	asked  []string
	limits []time.Duration
}

func (p *gatedPlayer) Ask(in string) bot.Reply { return p.AskWithin(in, 0) }

func (p *gatedPlayer) AskWithin(in string, limit time.Duration) bot.Reply {
	p.asked, p.limits = append(p.asked, in), append(p.limits, limit)
	p.g.pass(len(p.asked))
	return bot.Reply{Line: "go\n", OK: true, Status: bot.StatusOK}
}

// In Ants, whose seats are asked at once, a fork's bots are fed the turns
// before it at once too: each turn's inputs are all sent before any
// answer is awaited. Each is fed the setup and every turn's message as
// the parent's seat was sent them, each within its turn's limit (the
// setup's is loadtime), then plays on from the fork's turn.
func TestCatchUpAtOnce(t *testing.T) {
	const seats, at, turns = 4, 12, 15
	pm, err := ants.Game{}.New(game.Setup{Seats: seats, Seed: 5, Params: map[string]string{"turns": strconv.Itoa(turns), "loadtime": "2500", "turntime": "700"}})
	if err != nil {
		t.Fatal(err)
	}
	for pm.Turn() < at {
		var replies []game.Reply
		for _, a := range pm.Acting(nil) {
			replies = append(replies, game.Reply{Seat: a.Seat, Text: "go\n"})
		}
		pm.Play(replies)
	}
	parent := pm.Replay(&replay.Meta{Players: make([]replay.PlayerMeta, seats)})
	g := newGate(seats)
	players := make([]*gatedPlayer, seats)
	cfg := Config{Game: ants.Game{}, From: pm, Seats: make([]Seat, seats), Version: "test"}
	for i := range players {
		p := &gatedPlayer{g: g}
		players[i] = p
		cfg.Seats[i] = Seat{Name: "p" + strconv.Itoa(i), Command: "gated", Start: func() (bot.Player, error) { return p, nil }}
	}
	child, err := Play(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if g.gaveUp {
		t.Fatal("the seats were not asked at once")
	}
	for i, p := range players {
		if len(p.asked) != turns+1 { // the setup (turn 0) to the last turn
			t.Fatalf("seat %d was asked %d times, want %d", i, len(p.asked), turns+1)
		}
		for turn := range at {
			want, err := parent.Input(nil, turn, i, nil)
			if err != nil || p.asked[turn] != string(want) {
				t.Fatalf("seat %d's input %d:\n%.200s\nwant the parent's of turn %d (%v):\n%.200s", i, turn, p.asked[turn], turn, err, want)
			}
		}
		if !strings.HasPrefix(p.asked[0], "turn 0\nloadtime ") || !strings.HasPrefix(p.asked[at], "turn "+strconv.Itoa(at)+"\n") {
			t.Errorf("seat %d: first input %.30q, first live one %.30q", i, p.asked[0], p.asked[at])
		}
		for k, l := range p.limits {
			if want := map[bool]time.Duration{true: 2500 * time.Millisecond, false: 700 * time.Millisecond}[k == 0]; l != want {
				t.Errorf("seat %d's input %d was asked within %v, want %v", i, k, l, want)
			}
		}
	}
	if recs := child.Meta().Turns; len(recs) != seats*(turns+1-at) || recs[0].Turn != at {
		t.Errorf("%d records from turn %d, want the %d seats' turns from %d on", len(recs), recs[0].Turn, seats, at)
	}
}
