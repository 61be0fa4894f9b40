package builtin

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"floorfall/games/jc2015/engine"
	"floorfall/internal/fixtures"
)

// traceInputs returns the input texts of an official trace (x y order).
func traceInputs(t testing.TB, name string) []string {
	t.Helper()
	data, err := os.ReadFile(fixtures.Path("jc2015", "traces", name))
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		Inputs []string `json:"inputs"`
	}
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	if len(tr.Inputs) == 0 {
		t.Fatalf("%s has no inputs", name)
	}
	return tr.Inputs
}

func TestParseInputFirstTurn(t *testing.T) {
	in := traceInputs(t, "trace_001.json")[0] // players "14 17 R 0", "13 2 U 0", ... in x y order
	v, err := ParseInput(in, engine.XY)
	if err != nil {
		t.Fatal(err)
	}
	if v.ID != 0 || v.Turn != 0 {
		t.Errorf("id %d turn %d, want 0 0", v.ID, v.Turn)
	}
	want := PlayerView{Square: engine.Square{X: 14, Y: 17}, Facing: engine.Right}
	if v.Players[0] != want {
		t.Errorf("player 0 = %+v, want %+v", v.Players[0], want)
	}
	// The same text read as row col swaps the coordinates.
	rc, err := ParseInput(in, engine.RowCol)
	if err != nil {
		t.Fatal(err)
	}
	if got := rc.Players[1].Square; got != (engine.Square{X: 2, Y: 13}) {
		t.Errorf("player 1 read as row col = %+v, want x 2 y 13", got)
	}
}

// TestParseInputTrace reads every input of an official trace in x y order,
// checks that the engine writes the view's state back byte for byte, and
// that the row col text of it reads back to the same view.
func TestParseInputTrace(t *testing.T) {
	fallen, timers := 0, 0
	for turn, in := range traceInputs(t, "trace_001.json") {
		v, err := ParseInput(in, engine.XY)
		if err != nil {
			t.Fatalf("turn %d: %v\n%s", turn, err, in)
		}
		if v.Turn != turn || v.ID != turn%engine.NumPlayers {
			t.Fatalf("turn %d: view turn %d id %d", turn, v.Turn, v.ID)
		}
		s := v.State()
		if got := engine.Input(s, engine.XY); got != in {
			t.Fatalf("turn %d: written back\n%s\nwant\n%s", turn, got, in)
		}
		rc := engine.Input(s, engine.RowCol)
		v2, err := ParseInput(rc, engine.RowCol)
		if err != nil {
			t.Fatalf("turn %d: row col: %v\n%s", turn, err, rc)
		}
		if *v2 != *v {
			t.Fatalf("turn %d: row col view %+v, want %+v", turn, v2, v)
		}
		for _, p := range v.Players {
			if p.Fallen {
				fallen++
			}
		}
		for _, row := range v.Timers {
			for _, b := range row {
				if b != 0 {
					timers++
				}
			}
		}
	}
	if fallen == 0 || timers == 0 {
		t.Errorf("the trace shows %d fallen players and %d non-zero timers: not a useful test", fallen, timers)
	}
}

func TestParseInputLenient(t *testing.T) {
	in := traceInputs(t, "trace_001.json")[0]
	want, err := ParseInput(in, engine.XY)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{
		strings.TrimSuffix(in, "EOD"),                 // no EOD
		strings.ReplaceAll(in, "\n", "\r\n") + "\r\n", // CRLF
		"  " + strings.ReplaceAll(in, " ", "\t  ") + "\n\n",
	} {
		v, err := ParseInput(text, engine.XY)
		if err != nil {
			t.Errorf("%q: %v", text, err)
		} else if *v != *want {
			t.Errorf("%q: %+v, want %+v", text, v, want)
		}
	}
}

func TestParseInputMalformed(t *testing.T) {
	good := traceInputs(t, "trace_001.json")[0]
	lines := strings.Split(good, "\n")
	with := func(i int, line string) string {
		l := append([]string(nil), lines...)
		l[i] = line
		return strings.Join(l, "\n")
	}
	for name, text := range map[string]string{
		"empty":         "",
		"only EOD":      "EOD",
		"short":         strings.Join(lines[:10], "\n"),
		"extra word":    with(3, "0 0 0 0 0 0 0"),
		"missing timer": with(3, "0 0 0 0 0"),
		"bad id":        with(0, "4"),
		"word id":       with(0, "zero"),
		"bad timer":     with(4, "0 0 x 0 0 0"),
		"huge timer":    with(4, "0 0 300 0 0 0"),
		"bad square":    with(8, "18 3 U 0"),
		"half fallen":   with(8, "-1 3 U 0"),
		"bad facing":    with(8, "3 3 X 0"),
		"long facing":   with(8, "3 3 UP 0"),
		"bad wait":      with(8, "3 3 U -1"),
		"after EOD":     good + "\n1",
		"two EOD":       good + "\nEOD",
	} {
		if v, err := ParseInput(text, engine.RowCol); err == nil {
			t.Errorf("%s: no error, view %+v", name, v)
		}
	}
}

// TestParseInputGarbage mangles real texts at random: parsing and deciding
// must never panic.
func TestParseInputGarbage(t *testing.T) {
	ins := traceInputs(t, "trace_001.json")
	r := rand.New(rand.NewPCG(1, 2))
	h, rb := newHunter(1), &randomBot{rng: newRand(1)}
	pieces := []string{"-1", "0", "1", "4", "19", "-19", "17", "18", "U", "X", " ", "\n", "EOD", "99999999999999999999", "-"}
	for range 3000 {
		b := []byte(ins[r.IntN(len(ins))])
		for range 1 + r.IntN(3) {
			i := r.IntN(len(b) + 1)
			switch r.IntN(3) {
			case 0: // delete
				b = append(b[:i], b[min(i+1+r.IntN(4), len(b)):]...)
			case 1: // insert
				b = append(b[:i], append([]byte(pieces[r.IntN(len(pieces))]), b[i:]...)...)
			default: // replace one byte
				if i < len(b) {
					b[i] = "0123456789- \nUDLRx"[r.IntN(18)]
				}
			}
		}
		for _, order := range []engine.Coords{engine.XY, engine.RowCol} {
			v, err := ParseInput(string(b), order)
			if err != nil {
				continue
			}
			if c := h.Decide(v); !engine.ValidCommand(byte(c)) {
				t.Fatalf("hunter said %q on\n%s", c, b)
			}
			rb.Decide(v)
		}
	}
}

func FuzzParseInput(f *testing.F) {
	for _, in := range traceInputs(f, "trace_001.json")[:50] {
		f.Add(in)
	}
	h := newHunter(1)
	f.Fuzz(func(t *testing.T, text string) {
		for _, order := range []engine.Coords{engine.XY, engine.RowCol} {
			if v, err := ParseInput(text, order); err == nil {
				if c := h.Decide(v); !engine.ValidCommand(byte(c)) {
					t.Fatalf("hunter said %q", c)
				}
			}
		}
	})
}
