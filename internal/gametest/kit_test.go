package gametest

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"floorfall/examples/connectfour"
	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcpaint"
	"floorfall/games/jc2015/jcview"
	"floorfall/render"
	"floorfall/replay"
	"floorfall/view"
)

// mistakeEnv names, in a child test process, the mistake its
// registration of JavaChallenge2015 makes (see TestKitFindsMistakes).
const mistakeEnv = "FLOORFALL_KIT_MISTAKE"

// mistakes are registrations of JavaChallenge2015 the kit must refuse,
// and what it says of each.
var mistakes = map[string]struct {
	register func()
	says     string
}{
	"none": {func() {}, `unknown game "jc2015"`},
	"no painter": {func() { view.Register(jc2015.Game{}, jcview.New, nil) },
		"jc2015 has no painter"},
	"frame type": {func() {
		view.Register(jc2015.Game{}, jcview.New, render.Paint[jcview.Frame, *jcview.Turn]{Board: func(*render.Painter, jcview.Frame) {}})
	}, "its painter paints frames of type jcview.Frame, not *jcview.Frame"},
	"turn type": {func() {
		view.Register(jc2015.Game{}, jcview.New, render.Paint[*jcview.Frame, jcview.Turn]{Board: jcpaint.Paint.Board})
	}, "its painter paints a person's turn of type jcview.Turn, not *jcview.Turn"},
	"empty board": {func() {
		view.Register(jc2015.Game{}, jcview.New, render.Paint[*jcview.Frame, *jcview.Turn]{Board: func(*render.Painter, *jcview.Frame) {}})
	}, "of the board is painted (at least 5%): is it empty?"},
	"bot program": {func() { view.Register(mute{}, jcview.New, jcpaint.Paint) },
		"the bot as a program: over true, status not-ready"},
	"fragile file": {func() { view.Register(fragile{}, jcview.New, jcpaint.Paint) },
		"Decode panics on its replay file cut to 1/12 of it: a short file"},
}

func TestMain(m *testing.M) {
	if k := os.Getenv(mistakeEnv); k != "" {
		mistakes[k].register()
	} else {
		view.Register(jc2015.Game{}, jcview.New, jcpaint.Paint)
	}
	Main(m, "internal/gametest")
}

// JavaChallenge2015 passes the kit; registered with a mistake (in a
// child of TestKitFindsMistakes), it fails.
func TestKitPasses(t *testing.T) {
	g, err := game.Lookup("jc2015")
	if err != nil {
		g = jc2015.Game{}
	}
	Check(t, g)
}

// mute is JavaChallenge2015 whose bots, run as programs, say nothing.
type mute struct{ jc2015.Game }

func (mute) Serve(string, int64, map[string]string, []string, io.Reader, io.Writer) error { return nil }

// fragile is JavaChallenge2015 whose replay reader panics on a file cut
// short.
type fragile struct{ jc2015.Game }

func (fragile) Decode(data []byte, name string) (game.Replay, error) {
	if !bytes.HasSuffix(bytes.TrimSpace(data), []byte("}")) {
		panic("a short file")
	}
	return jc2015.Game{}.Decode(data, name)
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
		"at the end: over false":                    func(r *game.Result) { r.Over = false },
		"3 outcomes for 2 seats":                    func(r *game.Result) { r.Outcomes = append(r.Outcomes, game.In()) },
		"ties share a place":                        func(r *game.Result) { r.Outcomes[1].Place = 3 },
		"the one seat first alone is 0":             func(r *game.Result) { r.Winner = 1 },
		"the one seat first alone is -1":            func(r *game.Result) { r.Outcomes[1].Place = 1 },
		"seat 1 in the game, yet out":               func(r *game.Result) { r.Outcomes[1].By = 0 },
		"seat 1 out in turn 9 (of 7)":               func(r *game.Result) { r.Outcomes[1].PutOut(9, 0, "beaten") },
		"seat 1 has figures [\"discs\"], seat 0 []": func(r *game.Result) { r.Outcomes[1].Figures = []game.Figure{{Name: "discs"}} },
		"over the limit of 5":                       func(r *game.Result) { r.TurnLimit = 5 },
		"seat 0: score NaN, refused 0":              func(r *game.Result) { r.Outcomes[0].Score = math.NaN() },
		"the result's 8 turns: the replay ho":       func(r *game.Result) { r.Turns = 8 },
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
	m, err := jc2015.Game{}.New(game.Setup{Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	m.Play([]game.Reply{{Seat: 0, Text: "U"}})
	r := m.Replay(&replay.Meta{})
	if s := says(t, func(tb testing.TB) { roundTrip(tb, "the replay", r) }); s != "" {
		t.Errorf("a replay of jc2015: %s", s)
	}
	if s := says(t, func(tb testing.TB) { roundTrip(tb, "the replay", spaced{r}) }); !strings.Contains(s, "written again is not the same file") {
		t.Errorf("a replay with a space more: the kit says %q", s)
	}
}
