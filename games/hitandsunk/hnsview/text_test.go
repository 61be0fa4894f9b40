package hnsview

import (
	"strconv"
	"strings"
	"testing"

	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/internal/trace"
	"floorfall/view"
)

// Input is the exact argument the trace's bot got at every call, and its
// layout for the panel is the same text: the fields, then the map's 19
// rows of 19 squares.
func TestInputIsTheArgument(t *testing.T) {
	for _, path := range traces(t)[:3] {
		tr, err := trace.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		b, m := load(t, path)
		if b.Turns() != len(tr.Calls) {
			t.Fatalf("%s: %d calls, the trace has %d", path, b.Turns(), len(tr.Calls))
		}
		for n, c := range tr.Calls {
			want := ""
			if c.Arg != nil {
				want = *c.Arg
			}
			if got := b.Input(n, c.ID); got != want {
				t.Fatalf("%s call %d: input %q, sent %q", path, n, got, want)
			}
			if !b.Acting(n, c.ID) || b.Asked(c.ID, n) != n {
				t.Fatalf("%s call %d: seat %d not acting (asked %d)", path, n, c.ID, b.Asked(c.ID, n))
			}
			lines := b.InputLines(n, c.ID)
			if want == "" {
				if lines != nil {
					t.Fatalf("call %d: lines %q for no argument", n, lines)
				}
				continue
			}
			if len(lines) != 20 || len(lines[5]) != 2*19-1 {
				t.Fatalf("call %d: %d lines: %q", n, len(lines), lines)
			}
			if got := lines[0] + strings.ReplaceAll(strings.Join(lines[1:], ""), " ", ""); got != want {
				t.Fatalf("call %d: the lines read %q, sent %q", n, got, want)
			}
		}
		// The panel shows the lines, the exact text is kept for saving.
		last := tr.Calls[len(tr.Calls)-1]
		d := view.BuildDebug(m, last.ID, len(tr.Calls)-1)
		if d.Input != *last.Arg || len(d.InputLines()) != 20 {
			t.Errorf("debug: input %q, %d lines", d.Input, len(d.InputLines()))
		}
	}
}

// The texts of a sink: the note, the fall and who sank it, the card of the
// sunk ship, slow playback, the describe line.
func TestSinkTexts(t *testing.T) {
	for _, path := range traces(t) {
		b, m := load(t, path)
		call := -1
		for n, c := range b.Calls {
			if len(c.Sunk) == 1 && sinker(c, c.Sunk[0]) != c.Sunk[0] {
				call = n
				break
			}
		}
		if call < 0 {
			continue
		}
		c := b.Calls[call]
		v, by := c.Sunk[0], sinker(c, c.Sunk[0])
		if !b.Slow(call) || b.Slow(call-1) && len(b.Calls[call-1].Sunk) == 0 {
			t.Errorf("call %d: slow %v", call, b.Slow(call))
		}
		falls := b.Falls(nil, call)
		if len(falls) != 1 || falls[0] != (view.FallMark{Turn: call, Player: v, By: by}) {
			t.Errorf("call %d: falls %+v, want seat %d by %d", call, falls, v, by)
		}
		found := false
		for _, n := range b.Notes(nil, call) {
			found = found || n.Kind == view.NoteFall && n.Player == v && n.Text == "was sunk by "+m.Name(by)
		}
		if !found {
			t.Errorf("call %d: notes %+v", call, b.Notes(nil, call))
		}
		if card := b.Card(call, v); card.Out {
			t.Errorf("before the call, seat %d's card is out: %+v", v, card)
		}
		card := b.Card(call+1, v)
		if !card.Out || card.Dropper != by || card.By != "sunk by "+m.Name(by) || !strings.Contains(card.State, "sunk in round "+itoa(c.Round)) {
			t.Errorf("after: card %+v", card)
		}
		if d := b.Describe(call, c.Seat); !strings.Contains(d, "sank "+m.Name(v)) {
			t.Errorf("call %d: describe %q", call, d)
		}
		return
	}
	t.Fatal("no ship sunk by another in the traces")
}

func itoa(n int) string { return strconv.Itoa(n) }

// A card tells the ship's class, hull and score; describe tells each
// letter; refused letters are told as refused, and why.
func TestCardAndDescribe(t *testing.T) {
	b, _ := load(t, traces(t)[0])
	s := b.States[len(b.States)/2]
	for i := range s.Ships {
		sh := &s.Ships[i]
		if sh.Class == 0 || !sh.Alive() {
			continue
		}
		c := b.Card(len(b.States)/2, i)
		sc := s.Scores()[i]
		want := engine.Classes[sh.Class].Name + " " + hullText(sh) + " · score " + itoa(sc.Score)
		if !strings.HasPrefix(c.State, want) || c.Out {
			t.Errorf("seat %d: card %q, want %q...", i, c.State, want)
		}
	}
	call, k := findStep(b, func(c *engine.Call, st *engine.Step) bool { return st.Effect == "refused" })
	if call >= 0 {
		c := b.Calls[call]
		st := &c.Steps[k]
		if d := b.Describe(call, c.Seat); !strings.Contains(d, string(st.Letter)+" refused") {
			t.Errorf("call %d: describe %q", call, d)
		}
		if _, why := b.Taken(call, c.Seat); st.Why == "" || !strings.HasPrefix(why, "refused "+string(st.Letter)+" ("+st.Why+")") {
			t.Errorf("call %d: why %q", call, why)
		}
	}
	if d := b.Describe(0, b.Calls[0].Seat); !strings.Contains(d, engine.Classes[b.Calls[0].Class].Name) {
		t.Errorf("ship choice: %q", d)
	}
	if r := b.Round(0); r != "choosing ships" {
		t.Errorf("round of call 0: %q", r)
	}
	last := b.Turns() - 1
	if r := b.Round(last); r != "round "+itoa(b.Calls[last].Round) {
		t.Errorf("round of the last call: %q", r)
	}
}

// The chart is each seat's score after each call; its range holds them
// all.
func TestChartScores(t *testing.T) {
	b, _ := load(t, traces(t)[1])
	c := b.Chart()
	if len(c.Series) != b.States[0].Seats() {
		t.Fatalf("%d series", len(c.Series))
	}
	for i, s := range c.Series {
		if len(s.Values) != len(b.States) || s.Seat != i {
			t.Fatalf("series %d: %d values for %d states", i, len(s.Values), len(b.States))
		}
		for n, v := range s.Values {
			if sc := b.States[n].Scores()[i].Score; v != float64(sc) || v < c.Min || v > c.Max {
				t.Fatalf("seat %d state %d: %v, score %d (range %v..%v)", i, n, v, sc, c.Min, c.Max)
			}
		}
	}
}

// The ending names why the game ended and each seat's lot and score.
func TestEnding(t *testing.T) {
	for _, path := range traces(t) {
		b, m := load(t, path)
		reason, rows := b.Ending(m.Names())
		s := b.Last()
		if s.Reason == "round-limit" && !strings.HasPrefix(reason, "round limit") ||
			s.Reason == "last-ship" && s.AliveShips() == 1 && !strings.HasPrefix(reason, "last ship afloat") {
			t.Errorf("%s: reason %q for %q", path, reason, s.Reason)
		}
		for i, row := range rows {
			if !strings.HasSuffix(row, "score "+itoa(s.Scores()[i].Score)) {
				t.Errorf("%s: seat %d: %q", path, i, row)
			}
			if !s.Ships[i].Alive() && s.Ships[i].Class != 0 && !strings.HasPrefix(row, "sunk in round") {
				t.Errorf("%s: sunk seat %d: %q", path, i, row)
			}
		}
	}
}

// Shift+arrows step by rounds, whose length is the ships still afloat:
// each step forward lands on the first call of the next round.
func TestStepRoundFollowsRounds(t *testing.T) {
	for _, path := range traces(t)[:3] {
		b, m := load(t, path)
		p := view.NewPlayback(m)
		n, rounds := m.Turns(), 0
		for !p.AtEnd() {
			from := int(p.Pos())
			p.StepRound(1)
			p.Advance(10)
			to := int(p.Pos())
			if to <= from {
				t.Fatalf("%s: StepRound(1) from %d went to %d", path, from, to)
			}
			if to < n && (b.Round(to) == b.Round(to-1) && to-from < max(10, b.Shape().Seats)) {
				t.Fatalf("%s: StepRound(1) from %d stopped inside %s at %d", path, from, b.Round(to), to)
			}
			for k := from + 1; k < to; k++ {
				if b.Round(k) != b.Round(from) {
					t.Fatalf("%s: StepRound(1) from %d (%s) skipped %s at %d", path, from, b.Round(from), b.Round(k), k)
				}
			}
			rounds++
		}
		if rounds < 3 {
			t.Fatalf("%s: %d steps over %d calls: the test shows nothing", path, rounds, n)
		}
	}
}
