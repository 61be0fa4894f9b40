package match

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
	"floorfall/replay"
)

// The official server waits for READY seat by seat, each wait up to the
// limit from the moment the seat before became ready: bots ready after
// 0, 1.4, 2.6 and 3.8 s are all ready with a 2 s limit, although the last
// two are ready well over 2 s after they were started (waited for all at
// once, as floorfall used to, they were not-ready). Each seat has 0.6 s
// or more to spare, for a loaded machine.
func TestReadyChainedBySeat(t *testing.T) {
	mark := newMark(t)
	cfg := jcConfig(3, 8)
	cfg.Bot.ReadyTimeout = 2 * time.Second
	cfg.Bot.ActionTimeout = testlimit.Scale(10 * time.Second) // answers are not what is tested
	for i, ms := range []int{0, 1400, 2600, 3800} {
		cfg.Seats[i] = Seat{Name: "late" + strconv.Itoa(ms), Command: helperCmd(t, mark, "late:"+strconv.Itoa(ms))}
	}
	start := time.Now()
	f, err := playFile(context.Background(), cfg)
	checkNoneLeft(t, mark)
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took < 3800*time.Millisecond {
		t.Errorf("the match took %v: it cannot have waited for the last bot", took)
	}
	for i, p := range f.Meta.Players {
		if p.Status != replay.StatusOK {
			t.Errorf("player %d: %s (%s), want ok", i, p.Status, p.Detail)
		}
	}
	if len(f.Commands) != 8 {
		t.Errorf("%d turns, want 8", len(f.Commands))
	}
}

// A seat's wait starts when the seat before it is settled, not earlier: a
// bot that needs 1.5 s after a seat that was ready at once is not ready.
func TestReadyLimitPerSeat(t *testing.T) {
	mark := newMark(t)
	cfg := jcConfig(3, 4)
	cfg.Bot = bot.Config{ReadyTimeout: 600 * time.Millisecond}
	cfg.Seats[0] = Seat{Name: "now", Command: helperCmd(t, mark, "echo")}
	cfg.Seats[1] = Seat{Name: "slow", Command: helperCmd(t, mark, "late:1500")}
	cfg.Seats[2] = Seat{Name: "never", Command: helperCmd(t, mark, "sleep")}
	cfg.Seats[3] = Seat{Name: "after", Command: helperCmd(t, mark, "late:600")}
	start := time.Now()
	f, err := playFile(context.Background(), cfg)
	checkNoneLeft(t, mark)
	if err != nil {
		t.Fatal(err)
	}
	// Seat 1 gets 0.6 s (it needs 1.5), seat 2 another 0.6 s (never
	// ready), so seat 3 is waited for from about 1.2 s: ready at 0.6 s, it
	// is ready when its turn to be waited for comes.
	want := []string{replay.StatusOK, replay.StatusNotReady, replay.StatusNotReady, replay.StatusOK}
	for i, p := range f.Meta.Players {
		if p.Status != want[i] {
			t.Errorf("player %d: %s (%s), want %s", i, p.Status, p.Detail, want[i])
		}
	}
	if took := time.Since(start); took < 1200*time.Millisecond {
		t.Errorf("the match took %v, less than the two waits of 600ms it had to make", took)
	}
}

// seatPlayer is a Player made in the test: it records what it was asked.
type seatPlayer struct {
	asked  []string
	closed bool
}

func (p *seatPlayer) WaitReady(time.Time) error { return nil }
func (p *seatPlayer) Ask(in string) bot.Reply {
	p.asked = append(p.asked, in)
	return bot.Reply{Line: "U", OK: true, Took: time.Millisecond}
}
func (p *seatPlayer) Status() bot.Status { return bot.StatusOK }
func (p *seatPlayer) Detail() string     { return "ok" }
func (p *seatPlayer) StderrTail() []byte { return nil }
func (p *seatPlayer) Close() error       { p.closed = true; return nil }

// A seat with Start plays through the Player it makes, is recorded like a
// process (command, reply, time) and is closed at the end; the default
// coordinate order is the official server's, x then y.
func TestSeatWithPlayer(t *testing.T) {
	p := &seatPlayer{}
	cfg := jcConfig(5, 12)
	cfg.Seats[1] = Seat{Name: "inside", Command: "inside", Start: func() (bot.Player, error) { return p, nil }}
	f, err := playFile(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !p.closed {
		t.Error("the player was not closed")
	}
	if len(p.asked) != 3 {
		t.Fatalf("asked %d times in 12 turns, want 3", len(p.asked))
	}
	s, err := engine.NewGame(engine.RandomPlacement(5), 12)
	if err != nil {
		t.Fatal(err)
	}
	engine.Step(s, engine.Action{Missing: engine.CauseNoBot})
	if want := engine.Input(s, engine.XY); p.asked[0] != want {
		t.Errorf("first input:\n%s\nwant (x y):\n%s", p.asked[0], want)
	}
	if f.Meta.Coords != "xy" || f.Meta.Players[1].Command != "inside" || f.Meta.Players[1].Status != replay.StatusOK {
		t.Errorf("meta %+v", f.Meta)
	}
	// A player ready at once has nothing to explain: no detail ("ok: ok"
	// in the summary before).
	if d := f.Meta.Players[1].Detail; d != "" {
		t.Errorf("detail %q of a player that was ready", d)
	}
	var recs int
	for _, r := range f.Meta.Turns {
		if r.Turn%4 == 1 {
			recs++
			if r.Reply != "U" || r.Took != time.Millisecond {
				t.Errorf("record %+v", r)
			}
		}
	}
	if recs != 3 {
		t.Errorf("%d records of player 1, want 3", recs)
	}

	cfg.Seats[2] = Seat{Name: "broken", Start: func() (bot.Player, error) { return nil, errors.New("no such thing") }}
	var se *StartError
	if _, err := playFile(context.Background(), cfg); !errors.As(err, &se) || se.Seat != 2 {
		t.Errorf("a seat that cannot start: %v", err)
	}
}

// Interrupted while a bot thinks or starts, a match stops at once, not when
// the bot's limit runs out: the turns played so far are kept, the turn in
// progress is not played, and no bot is judged for the interruption.
func TestCancelDuringWaits(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bot   func(file string) string // the bot at seat 1; it creates file once asked, if it is asked
		turns int                      // turns played before it is asked
	}{
		{"ready", func(string) string { return testbot.Command(testExe(t), "sleep") }, 0},
		{"answer", func(file string) string {
			return "sh -c " + quote(`echo READY; while read -r l; do [ "$l" = EOD ] && { touch `+quote(file)+`; exec sleep 300; }; done`)
		}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			mark := newMark(t)
			asked := filepath.Join(t.TempDir(), "asked")
			cfg := jcConfig(5, 0)
			cfg.Bot = bot.Config{ActionTimeout: testlimit.Scale(30 * time.Second), ReadyTimeout: testlimit.Scale(30 * time.Second)}
			for j := range cfg.Seats {
				cfg.Seats[j] = Seat{Name: "walker" + strconv.Itoa(j), Command: helperCmd(t, mark, "echo")}
			}
			cfg.Seats[1].Command = helperEnv(mark) + tc.bot(asked)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			type result struct {
				f   *jcreplay.File
				err error
			}
			done := make(chan result, 1)
			go func() {
				f, err := playFile(ctx, cfg)
				done <- result{f, err}
			}()
			// Cancelled once the four bots run (the match waits for the
			// sleeping bot's READY) or once seat 1 is asked.
			for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(time.Millisecond) {
				_, err := os.Stat(asked)
				if tc.turns == 0 && len(marked(mark)) == 4 || tc.turns > 0 && err == nil {
					break
				}
				if time.Now().After(end) {
					t.Fatal("the match never comes to the wait")
				}
			}
			cancel()
			start := time.Now()
			var r result
			select {
			case r = <-done:
			case <-time.After(testlimit.Scale(10 * time.Second)):
				t.Fatalf("interrupted, Play has not returned after %v", testlimit.Scale(10*time.Second))
			}
			t.Logf("Play returned %v after the interrupt", time.Since(start))
			checkNoneLeft(t, mark)
			if r.err != nil {
				t.Fatal(r.err)
			}
			f := r.f
			if len(f.Commands) != tc.turns {
				t.Errorf("%d turns played, want %d", len(f.Commands), tc.turns)
			}
			for i, p := range f.Meta.Players {
				if p.Status != replay.StatusOK {
					t.Errorf("player %d: %s (%s), want ok", i, p.Status, p.Detail)
				}
			}
			checkRoundTrip(t, f)
		})
	}
}
