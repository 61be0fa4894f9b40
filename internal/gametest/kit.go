package gametest

import (
	"context"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/cli"
	"floorfall/game"
	"floorfall/internal/testlimit"
	"floorfall/match"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/replay"
	"floorfall/view"
)

// Main runs the tests of a package that calls Check: inside Ebitengine's
// game loop (rendertest.Main), which painting needs; without a display
// the painting checks skip. pkg names the package in messages. Run as
// "TESTBINARY floorfall ARG...", the test binary is floorfall's command
// line (with no viewer) and the games the test registered: the kit runs
// a built-in bot as a program so ('floorfall bot').
func Main(m *testing.M, pkg string) {
	if len(os.Args) > 1 && os.Args[1] == "floorfall" {
		os.Exit(cli.Main(os.Args[2:], os.Stdin, os.Stdout, os.Stderr, nil))
	}
	mainRan = true
	rendertest.Main(m, pkg, nil)
}

// mainRan: the tests run under Main.
var mainRan bool

// Check is the conformance kit: it fails t unless game g, registered as
// the program registers it (the test imports the game's folder, or is
// in its package plug), keeps every promise package game and the viewer
// ask of a game:
//
//   - registered: game.Lookup finds g, the viewer shows it and a painter
//     paints it (view.Register, render.CheckPainters); its Info is whole
//     (title, seats, built-in bots, a demo of them);
//   - plays: a match of its demo's built-in bots, played by the runner
//     (package match) with seed 1, ends, each input the same when asked
//     twice and the same as its replay's;
//   - program: a match of the same line-up whose first seat is its
//     built-in bot run as a program ('floorfall bot', Game.Serve, speaking
//     the game's protocol) ends with that bot ok and no answer refused;
//   - replays: the replay (with floorfall's meta, and without) written,
//     read back with game.Decode and written again is the same bytes,
//     with the same seats, turns, result and notes; a game whose bots keep
//     state streams each seat exactly what it was sent (game.Stream); the
//     file cut short, or with a byte changed, is refused in a line naming
//     it, never with a panic;
//   - outcomes: the result is whole and agrees with itself (an outcome a
//     seat, places ranked with ties sharing, the winner the one first
//     alone, out seats with a turn, a way and a seat or none);
//   - forks: the replay's match at every turn asked (At) is there, the
//     one at half-time plays on to its end with built-ins, and At out of
//     range is an error;
//   - view: the viewer shows the replay and the match live, turn by turn,
//     to the same result; the painter paints the board's frames and what a
//     person is shown (their types are its), and a painted frame is not
//     the empty background;
//   - drawings: a Drawable match and its replay read a bot's numbers as
//     the same positions, one position for each, which the painter places
//     on the board.
func Check(t *testing.T, g game.Game) {
	t.Helper()
	if !t.Run("registered", func(t *testing.T) { registered(t, g) }) {
		return
	}
	var p *played
	if t.Run("plays", func(t *testing.T) { p = play(t, g) }); p == nil {
		return
	}
	t.Run("program", func(t *testing.T) { program(t, g) })
	t.Run("replays", func(t *testing.T) { replays(t, p) })
	t.Run("outcomes", func(t *testing.T) { outcomes(t, p.r.Result(), p.r.Seats(), p.r.Turns()) })
	t.Run("forks", func(t *testing.T) { forks(t, p) })
	t.Run("view", func(t *testing.T) { shows(t, p) })
	t.Run("paint", func(t *testing.T) { paints(t, p) })
	t.Run("drawings", func(t *testing.T) { drawings(t, p) })
}

// registered checks that g is registered with its view and painter, and
// that its Info is whole.
func registered(t *testing.T, g game.Game) {
	info := g.Info()
	if info.Name == "" || info.Title == "" {
		t.Fatalf("Info names no game: name %q, title %q", info.Name, info.Title)
	}
	got, err := game.Lookup(info.Name)
	if err != nil {
		t.Fatalf("%v: is its folder's plug (view.Register) imported?", err)
	}
	if reflect.TypeOf(got) != reflect.TypeOf(g) {
		t.Errorf("game %q is registered as a %T, not %T", info.Name, got, g)
	}
	if err := view.CanShow(g); err != nil {
		t.Error(err)
	}
	if view.PainterOf(info.Name) == nil {
		t.Errorf("%s has no painter: view.Register was given nil", info.Name)
	}
	if err := render.CheckPainters(); err != nil {
		t.Error(err)
	}
	if info.MinSeats < 1 || info.MinSeats > info.MaxSeats {
		t.Errorf("seats %d to %d", info.MinSeats, info.MaxSeats)
	}
	if len(info.Builtins) == 0 {
		t.Error("no built-in bot")
	}
	if n := len(info.Demo); n < info.MinSeats || n > info.MaxSeats {
		t.Errorf("a demo of %d seats, not %d to %d", n, info.MinSeats, info.MaxSeats)
	}
	for _, b := range info.Demo {
		if !slices.Contains(info.Builtins, b) {
			t.Errorf("the demo's %q is not one of the built-in bots %v", b, info.Builtins)
		}
	}
	seen := map[string]bool{}
	for _, p := range info.Params {
		if p.Name == "" || seen[p.Name] {
			t.Errorf("parameter %q: empty or twice", p.Name)
		}
		seen[p.Name] = true
	}
}

// played is a match the kit played, and what it saw while playing.
type played struct {
	g    game.Game
	r    game.Replay // with meta
	last game.Match  // the match after its last turn
	// inputs[t][seat] is what seat was sent in turn t (the seats asked).
	inputs []map[int][]byte
	// sends[t] are turn t's last messages (game.Turn.Send).
	sends [][]game.Message
	live  *view.Match // the match shown live, turn by turn
}

const seed = 1

// seats are the built-in bots of g's demo, as 'floorfall run -a NAME'
// seats them.
func seats(g game.Game, s game.Setup) []match.Seat {
	demo := g.Info().Demo
	seats := make([]match.Seat, len(demo))
	for i, name := range demo {
		botSeed := s.Seed*int64(len(demo)) + int64(i) + 1
		seats[i] = match.Seat{Name: name, Command: name, Start: func() (bot.Player, error) {
			return g.Builtin(name, i, botSeed, s)
		}}
	}
	return seats
}

// limit bounds a whole match of the kit.
var limit = testlimit.Scale(2 * time.Minute)

// play plays a match of g's demo with the runner, checking each turn's
// inputs (asked twice, and of a copy of the match) and showing it live.
func play(t *testing.T, g game.Game) *played {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	s := game.Setup{Seats: len(g.Info().Demo), Seed: seed}
	run, err := match.Start(ctx, match.Config{Game: g, Seats: seats(g, s), Seed: seed, Version: "kit"})
	if err != nil {
		t.Fatal(err)
	}
	defer run.Close()
	p := &played{g: g}
	live, err := view.NewLive("kit", run.Match().Clone().Replay(nil))
	if err != nil {
		t.Fatalf("the viewer cannot show the match live: %v", err)
	}
	p.live = live
	for {
		m := run.Match()
		if !m.Over() {
			p.inputs = append(p.inputs, inputsOf(t, m))
		}
		turn, ok := run.Next(ctx)
		if !ok {
			break
		}
		if turn.Number != len(p.sends) {
			t.Fatalf("turn %d played as turn %d", len(p.sends), turn.Number)
		}
		p.sends = append(p.sends, turn.Send)
		live.Append(turn.Turn, run.Match().Clone(), turn.Records, nil)
	}
	if ctx.Err() != nil {
		t.Fatalf("the match did not end within %v", limit)
	}
	p.r, p.last = run.Replay(), run.Match()
	if !p.last.Over() || !p.r.Result().Over {
		t.Fatalf("the runner stopped after %d turns, the match not over", len(p.sends))
	}
	if reflect.TypeOf(p.r.Game()) != reflect.TypeOf(g) {
		t.Errorf("its replay's Game is a %T, not %T", p.r.Game(), g)
	}
	if p.r.Turns() != len(p.sends) || p.last.Turn() != len(p.sends) {
		t.Errorf("%d turns played; the replay holds %d, the match says %d", len(p.sends), p.r.Turns(), p.last.Turn())
	}
	return p
}

// inputsOf are what match m sends each seat it asks next, checked to be
// the same when asked twice, and from a copy of the match.
func inputsOf(t testing.TB, m game.Match) map[int][]byte {
	in := map[int][]byte{}
	c := m.Clone()
	for _, a := range m.Acting(nil) {
		if a.Skip {
			continue
		}
		first := m.Input(nil, a.Seat)
		if again := m.Input(nil, a.Seat); string(again) != string(first) {
			t.Errorf("turn %d, seat %d: asked twice, the input differs:\n%s", m.Turn(), a.Seat, diff(first, again))
		}
		if copied := c.Input(nil, a.Seat); string(copied) != string(first) {
			t.Errorf("turn %d, seat %d: the input of a copy of the match (Clone) differs:\n%s", m.Turn(), a.Seat, diff(first, copied))
		}
		in[a.Seat] = first
	}
	return in
}

// program plays g's demo with its first seat's bot run as a program, this
// test binary as floorfall (see Main), with time to spare.
func program(t *testing.T, g game.Game) {
	if !mainRan {
		t.Fatal("the kit runs this test binary as floorfall: call gametest.Main from TestMain")
	}
	info := g.Info()
	params := map[string]string{}
	for _, p := range []string{info.Ask.TurnParam, info.Ask.SetupParam} {
		if p != "" {
			params[p] = strconv.FormatInt(int64(slow/time.Millisecond), 10)
		}
	}
	s := game.Setup{Seats: len(info.Demo), Seed: seed, Params: params}
	ss := seats(g, s)
	self := "'" + strings.ReplaceAll(os.Args[0], "'", `'\''`) + "'"
	ss[0] = match.Seat{Name: "program", Command: self + " floorfall bot --game " + info.Name + " --seed 7 " + info.Demo[0]}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	r, err := match.Play(ctx, match.Config{Game: g, Seats: ss, Seed: seed, Params: params,
		Bot: bot.Config{ReadyTimeout: slow, ActionTimeout: slow}, Version: "kit"})
	if err != nil {
		t.Fatal(err)
	}
	res, pm := r.Result(), r.Meta().Players[0]
	if !res.Over || pm.Status != replay.StatusOK || res.Outcomes[0].Refused > 0 {
		t.Errorf("the bot as a program: over %v, status %s (%s), %d answers refused", res.Over, pm.Status, pm.Detail, res.Outcomes[0].Refused)
	}
}

// slow is the time a bot run as a program has for anything: room for a
// busy machine.
var slow = testlimit.Scale(10 * time.Second)
