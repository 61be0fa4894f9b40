package hnsview

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"floorfall/game"
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
			if !b.Acting(n, c.ID) || b.Asked(n, c.ID) != n {
				t.Fatalf("%s call %d: seat %d not acting (asked %d)", path, n, c.ID, b.Asked(n, c.ID))
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
		d := view.BuildDebug(m, len(tr.Calls)-1, last.ID)
		if d.Input != *last.Arg || len(d.InputLines()) != 20 {
			t.Errorf("debug: input %q, %d lines", d.Input, len(d.InputLines()))
		}
	}
}

// A sink is the result's: seat v sunk in call N by seat M (the game's
// outcome) is out from state N+1 on its card, in the list and on the
// timeline, as an event of note and on the banner, in the game's word;
// the call plays slowly and its describe line tells the sink.
func TestSinkFromOutcomes(t *testing.T) {
	for _, path := range traces(t) {
		b, m := load(t, path)
		call, v, by := -1, -1, -1
		for n, c := range b.Calls {
			if len(c.Sunk) == 1 {
				if sh := &b.States[n+1].Ships[c.Sunk[0]]; sh.SunkBy != c.Sunk[0] && sh.SunkBy >= 0 {
					call, v, by = n, c.Sunk[0], sh.SunkBy
					break
				}
			}
		}
		if call < 0 {
			continue
		}
		c := b.Calls[call]
		o := b.Result().Outcomes[v]
		if !o.Out || o.Turn != call || o.By != by || o.How != "sunk" {
			t.Fatalf("call %d: outcome of seat %d %+v, want sunk in %d by %d", call, v, o, call, by)
		}
		if !b.Slow(call) {
			t.Errorf("call %d: not slow", call)
		}
		if !slices.Contains(m.Outs, view.OutMark{Turn: call, Player: v, By: by}) {
			t.Errorf("call %d: outs %+v, want seat %d by %d", call, m.Outs, v, by)
		}
		found := false
		for _, n := range m.Notes() {
			found = found || n.Turn == call && n.Kind == game.NoteOut && n.Seat == v && n.Text == "sunk by "+m.Name(by)
		}
		if !found {
			t.Errorf("call %d: notes %+v", call, m.Notes())
		}
		if card := view.BuildHUD(m, call, call, "1x").Cards[v]; card.Out {
			t.Errorf("before the call, seat %d's card is out: %+v", v, card)
		}
		h := view.BuildHUD(m, call, call+1, "1x")
		card := h.Cards[v]
		if !card.Out || card.By != by || card.ByText != "by "+m.Name(by) || !strings.Contains(card.State, "sunk in round "+itoa(c.Round)) {
			t.Errorf("after: card %+v", card)
		}
		if l := h.Outs[len(h.Outs)-1]; l.Player != v || l.ByText != "← "+m.Name(by) || l.When != "turn "+itoa(call) {
			t.Errorf("after: the list's last %+v", l)
		}
		if got, want := view.MarkerInfo(m, view.OutMark{Turn: call, Player: v, By: by}), "turn "+itoa(call)+": "+m.Name(v)+" sunk by "+m.Name(by); got != want {
			t.Errorf("marker %q, want %q", got, want)
		}
		for _, r := range m.Banner().Rows {
			if want := "sunk in turn " + itoa(call) + " by " + m.Name(by) + " · in round " + itoa(c.Round); r.Player == v && !strings.HasPrefix(r.Text, want) {
				t.Errorf("banner row %q, want %q...", r.Text, want)
			}
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
		if !strings.HasPrefix(c.State, want) {
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
		if tk := b.Taken(call, c.Seat); st.Why == "" || !strings.HasPrefix(tk.Why, "refused "+string(st.Letter)+" ("+st.Why+")") || tk.Fault != view.BotFault {
			t.Errorf("call %d: taken %+v", call, tk)
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
		b, _ := load(t, path)
		reason, rows := b.Ending()
		s := b.Last()
		if s.Reason == "round-limit" && !strings.HasPrefix(reason, "round limit") ||
			s.Reason == "last-ship" && s.AliveShips() == 1 && !strings.HasPrefix(reason, "last ship afloat") {
			t.Errorf("%s: reason %q for %q", path, reason, s.Reason)
		}
		for i, row := range rows {
			if !strings.HasSuffix(row, "score "+itoa(s.Scores()[i].Score)) {
				t.Errorf("%s: seat %d: %q", path, i, row)
			}
			if !s.Ships[i].Alive() && s.Ships[i].Class != 0 && !strings.HasPrefix(row, "in round") {
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
