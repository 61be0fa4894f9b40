package gametest

import (
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"floorfall/examples/connectfour"
	"floorfall/examples/connectfour/c4paint"
	"floorfall/examples/connectfour/c4view"
	"floorfall/game"
	"floorfall/render"
	"floorfall/replay"
	"floorfall/view"
)

// mistakeEnv names, in a child test process, the mistake its
// registration of Connect Four makes (see TestKitFindsMistakes).
const mistakeEnv = "FLOORFALL_KIT_MISTAKE"

// mistakes are registrations of Connect Four the kit must refuse, and
// what it says of each.
var mistakes = map[string]struct {
	register func()
	says     string
}{
	"none": {func() {}, `unknown game "connectfour"`},
	"no painter": {func() { view.Register(connectfour.Game{}, c4view.New, nil) },
		"connectfour has no painter"},
	"frame type": {func() {
		view.Register(connectfour.Game{}, c4view.New, render.Paint[connectfour.Match, any]{Board: func(*render.Painter, connectfour.Match) {}})
	}, "its painter paints frames of type connectfour.Match, not *connectfour.Match"},
	"bot program": {func() { view.Register(mute{}, c4view.New, c4paint.Paint) },
		"the bot as a program: over true, status ok (), 1 answers refused"},
	"empty board": {func() {
		view.Register(connectfour.Game{}, c4view.New, render.Paint[*connectfour.Match, any]{Board: func(*render.Painter, *connectfour.Match) {}})
	}, "of the board is painted (at least 5%): is it empty?"},
}

func TestMain(m *testing.M) {
	if k := os.Getenv(mistakeEnv); k != "" {
		mistakes[k].register()
	} else {
		view.Register(connectfour.Game{}, c4view.New, c4paint.Paint)
	}
	Main(m, "internal/gametest")
}

// The example passes the kit (registered with a mistake, in a child of
// TestKitFindsMistakes, it fails).
func TestKitPasses(t *testing.T) {
	g, err := game.Lookup(connectfour.Name)
	if err != nil {
		g = connectfour.Game{}
	}
	Check(t, g)
}

// mute is Connect Four whose bots, run as programs, answer nothing that
// is a column.
type mute struct{ connectfour.Game }

func (mute) Serve(_ string, _ int64, _ map[string]string, _ []string, in io.Reader, out io.Writer) error {
	_, err := io.Copy(out, in)
	return err
}

// A game registered with a mistake fails the kit, which says what it is.
func TestKitFindsMistakes(t *testing.T) {
	if os.Getenv(mistakeEnv) != "" {
		t.Skip("a child")
	}
	for k, m := range mistakes {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKitPasses$", "-test.v")
		cmd.Env = append(os.Environ(), mistakeEnv+"="+k)
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(string(out), m.says) {
			t.Errorf("%s: the kit %v, and says\n%s\nwant it to fail saying %q", k, err, out, m.says)
		}
	}
}

// recorder is a testing.TB that keeps what a check says.
type recorder struct {
	testing.TB
	said []string
}

func (r *recorder) Helper()                      {}
func (r *recorder) Errorf(f string, args ...any) { r.said = append(r.said, fmt.Sprintf(f, args...)) }
func (r *recorder) Fatalf(f string, args ...any) { r.Errorf(f, args...); runtime.Goexit() }
func (r *recorder) Failed() bool                 { return len(r.said) > 0 }

// says is what check says (in a goroutine of its own: Fatalf ends it).
func says(t *testing.T, check func(tb testing.TB)) string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return strings.Join(r.said, "\n")
}

// A result that does not agree with itself fails, and says how.
func TestOutcomesFindMistakes(t *testing.T) {
	good := func() game.Result {
		m, _ := connectfour.Game{}.New(game.Setup{Seats: 2})
		for _, c := range []string{"0", "1", "0", "1", "0", "1", "0"} {
			m.Play([]game.Reply{{Seat: m.Turn() % 2, Text: c}})
		}
		return m.Result()
	}
	if s := says(t, func(tb testing.TB) { outcomes(tb, good(), 2, 7) }); s != "" {
		t.Fatalf("a good result: %s", s)
	}
	for want, spoil := range map[string]func(r *game.Result){
		"at the end: over false":              func(r *game.Result) { r.Over = false },
		"3 outcomes for 2 seats":              func(r *game.Result) { r.Outcomes = append(r.Outcomes, game.In()) },
		"ties share a place":                  func(r *game.Result) { r.Outcomes[1].Place = 3 },
		"the one seat first alone is 0":       func(r *game.Result) { r.Winner = 1 },
		"the one seat first alone is -1":      func(r *game.Result) { r.Outcomes[1].Place = 1 },
		"seat 1 in the game, yet out":         func(r *game.Result) { r.Outcomes[1].By = 0 },
		"seat 1 out in turn 9 (of 7)":         func(r *game.Result) { r.Outcomes[1].PutOut(9, 0, "beaten") },
		"seat 1 has 1 figures, seat 0 0":      func(r *game.Result) { r.Outcomes[1].Figures = []game.Figure{{Name: "discs"}} },
		"over the limit of 5":                 func(r *game.Result) { r.TurnLimit = 5 },
		"seat 0: score NaN":                   func(r *game.Result) { r.Outcomes[0].Score = math.NaN() },
		"the result's 8 turns: the replay ho": func(r *game.Result) { r.Turns = 8 },
	} {
		r := good()
		spoil(&r)
		if s := says(t, func(tb testing.TB) { outcomes(tb, r, 2, 7) }); !strings.Contains(s, want) {
			t.Errorf("a result spoilt: the kit says %q, want %q", s, want)
		}
	}
}

// fickle is a match whose input changes each time it is asked.
type fickle struct {
	game.Match
	asked int
}

func (f *fickle) Input(dst []byte, seat int) []byte {
	f.asked++
	return fmt.Appendf(f.Match.Input(dst, seat), " %d", f.asked)
}

func (f *fickle) Clone() game.Match { return &fickle{Match: f.Match.Clone()} }

// An input that changes when asked again fails.
func TestInputsAskedTwice(t *testing.T) {
	m, _ := connectfour.Game{}.New(game.Setup{Seats: 2})
	if s := says(t, func(tb testing.TB) { inputsOf(tb, m) }); s != "" {
		t.Errorf("the example's inputs: %s", s)
	}
	if s := says(t, func(tb testing.TB) { inputsOf(tb, &fickle{Match: m}) }); !strings.Contains(s, "asked twice, the input differs") {
		t.Errorf("a fickle input: the kit says %q", s)
	}
}

// spaced is a replay written with a space more than it reads back with.
type spaced struct{ game.Replay }

func (s spaced) Write(w io.Writer) error {
	if _, err := io.WriteString(w, " "); err != nil {
		return err
	}
	return s.Replay.Write(w)
}

// A replay that is not written back as it was read fails.
func TestRoundTripSameBytes(t *testing.T) {
	m, _ := connectfour.Game{}.New(game.Setup{Seats: 2})
	m.Play([]game.Reply{{Seat: 0, Text: "3"}})
	r := m.Replay(&replay.Meta{})
	if s := says(t, func(tb testing.TB) { roundTrip(tb, "the replay", r) }); s != "" {
		t.Errorf("the example's replay: %s", s)
	}
	if s := says(t, func(tb testing.TB) { roundTrip(tb, "the replay", spaced{r}) }); !strings.Contains(s, "written again is not the same file") {
		t.Errorf("a replay with a space more: the kit says %q", s)
	}
}
