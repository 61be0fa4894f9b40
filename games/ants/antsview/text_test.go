package antsview

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"floorfall/games/ants"
	tracefile "floorfall/games/ants/internal/trace"
	"floorfall/replay"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// The cards count what the engine has; a player out says how and when;
// the orders of a turn, what a bot was sent, the notes, the ending and the
// chart are the game's.
func TestTexts(t *testing.T) {
	b, r, tr := traceBoard(t, "trace_001")
	for _, turn := range []int{0, 1, 34, 35, 100, 200, b.Turns()} {
		s := state(t, r, turn)
		for p := range 4 {
			ants, food := 0, 0
			for _, a := range s.Live() {
				if int(s.Ants[a].Owner) == p {
					ants++
				}
			}
			for _, f := range s.Food {
				if int(f.Owner) == p {
					food++
				}
			}
			want := fmt.Sprintf("%s · 1 hill · %d food · score %d", view.Plural(ants, "ant"), food, s.Score()[p])
			c := b.Card(turn, p)
			switch {
			case p == 2 && turn > 34:
				if !strings.HasPrefix(c.State, "eliminated in turn 34 · score ") {
					t.Errorf("state %d: P2's card %+v", turn, c)
				}
			case c.State != want && !strings.Contains(c.State, "0 hills"):
				t.Errorf("state %d: P%d's card %+v, want %q", turn, p, c, want)
			}
			if got := b.Chart().Series[p].Values[turn]; got != float64(ants) {
				t.Errorf("state %d: P%d's chart value %v, %d ants", turn, p, got, ants)
			}
		}
	}
	var notes []view.Note
	for turn := range b.Turns() {
		notes = b.Notes(notes, turn)
	}
	razes, outs := 0, 0
	for _, nt := range notes {
		switch nt.Kind {
		case view.NoteMark:
			razes++
			if !strings.HasPrefix(nt.Text, "razed ") || !strings.HasSuffix(nt.Text, "'s hill") || !b.Slow(nt.Turn) {
				t.Errorf("raze note %+v (slow %v)", nt, b.Slow(nt.Turn))
			}
		case view.NoteOut:
			outs++ // the result's, not the board's
		}
	}
	hillsRazed := 0
	for _, h := range r.Final().Hills {
		if h.Razed > 0 {
			hillsRazed++
		}
	}
	if razes != hillsRazed || outs != 0 {
		t.Errorf("%d raze notes for %d hills razed, %d notes of a player out", razes, hillsRazed, outs)
	}
	for _, turn := range []int{5, 100} {
		moves := 0
		for _, m := range b.Events[turn].Moves {
			if r.Final().Ants[m.Ant].Owner == 1 {
				moves++
			}
		}
		if got, want := b.Describe(turn, 1), view.Plural(moves, "move"); got != want {
			t.Errorf("turn %d: P1 did %q, want %q", turn, got, want)
		}
		for p := range 4 {
			if want := tr.Inputs[turn][p]; want != nil && b.Input(turn, p)+"\n" != *want {
				t.Errorf("turn %d: P%d was sent\n%s\nwant\n%s", turn, p, b.Input(turn, p), *want)
			}
		}
	}
	if got := b.Describe(0, 0); got != "setup" {
		t.Errorf("turn 0: %q", got)
	}
	if a := b.Asked(2, 100); a != 34 || !b.Acting(34, 2) || b.Acting(35, 2) {
		t.Errorf("P2, out in turn 34, asked last in turn %d; acting in 34 %v, 35 %v", a, b.Acting(34, 2), b.Acting(35, 2))
	}
	reason, rows := b.Ending()
	if reason != "rank stabilized after 276 turns" || len(rows) != 4 || !strings.HasPrefix(rows[2], "score ") || strings.Contains(rows[2], "eliminated") {
		t.Errorf("ending %q %q", reason, rows)
	}
	if w := b.Result().Winner; w < 0 || !strings.HasPrefix(rows[w], "winner · score ") {
		t.Errorf("winner %d: %q", w, rows)
	}
	// A hill's square and an ant under the mouse.
	h := r.Final().Hills[0]
	c := view.Cell{X: int(h.Sq) % b.Cols, Y: int(h.Sq) / b.Cols}
	if lines, owner := b.CellInfo(0, c); owner != int(h.Owner) || !strings.Contains(strings.Join(lines, "\n"), tr.Players[h.Owner]+"'s hill") {
		t.Errorf("hill square: %q, owner %d", lines, owner)
	}
	fr := frameAt(b, 0)
	if p, _, ok := b.HitAt(fr, float64(c.X)+0.5, float64(c.Y)+0.5); !ok || p != int(h.Owner) {
		t.Errorf("the ant on hill 0: player %d, %v", p, ok)
	}
	if _, _, ok := b.HitAt(fr, -1, 3); ok {
		t.Error("a point off the map hits")
	}
}

// As one player sees it, the fog covers exactly the squares the engine
// says its ants do not see.
func TestFog(t *testing.T) {
	b, r, _ := traceBoard(t, "trace_007")
	if fr := frameAt(b, 10); fr.Seat != -1 || fr.Fog != nil {
		t.Fatalf("fog with no viewpoint: %d, %d rectangles", fr.Seat, len(fr.Fog))
	}
	for _, turn := range []int{1, 40, 80} {
		s := state(t, r, turn)
		for p := range s.Players {
			b.SetViewpoint(p)
			fr := frameAt(b, float64(turn))
			if fr.Seat != p || b.Viewpoint() != p {
				t.Fatalf("viewpoint %d, frame's %d", b.Viewpoint(), fr.Seat)
			}
			area, unseen := 0, 0
			for _, rc := range fr.Fog {
				area += int(rc.W * rc.H)
			}
			for sq := range s.Rows * s.Cols {
				if !s.Sees(p, sq) {
					unseen++
				}
				if b.Seen(turn, p, sq%s.Cols, sq/s.Cols) != s.Sees(p, sq) {
					t.Fatalf("state %d: P%d sees square %d: %v, the engine says %v", turn, p, sq, !s.Sees(p, sq), s.Sees(p, sq))
				}
			}
			if area != unseen || unseen == 0 || unseen == s.Rows*s.Cols {
				t.Errorf("state %d P%d: fog of %d squares, %d unseen", turn, p, area, unseen)
			}
		}
	}
	b.SetViewpoint(99)
	if b.Viewpoint() != -1 {
		t.Errorf("viewpoint of a seat not in the game: %d", b.Viewpoint())
	}
}

// The water is the map's, in rectangles that cover it exactly.
func TestWater(t *testing.T) {
	b, r, _ := traceBoard(t, "trace_001")
	s := state(t, r, 0)
	covered := make([]int, s.Rows*s.Cols)
	for _, rc := range frameAt(b, 0).Water {
		for y := rc.Y; y < rc.Y+rc.H; y++ {
			for x := rc.X; x < rc.X+rc.W; x++ {
				covered[int(y)*s.Cols+int(x)]++
			}
		}
	}
	water := 0
	for sq, n := range covered {
		if s.Water(sq) {
			water++
		}
		if n > 1 || (n == 1) != s.Water(sq) {
			t.Fatalf("square %d covered %d times, water %v", sq, n, s.Water(sq))
		}
	}
	if water == 0 || len(b.water) >= water {
		t.Errorf("%d water squares in %d rectangles", water, len(b.water))
	}
}

// The tooltip of a square with an ant tells what the ant did in the turn
// before (its move, as the engine took it) and how it dies in the next.
func TestAntStory(t *testing.T) {
	b, _, _ := traceBoard(t, "trace_001")
	moved, killed := false, false
	for tt := 0; tt+1 < len(b.Events) && !(moved && killed); tt++ {
		ev := b.Events[tt]
		if ev == nil {
			continue
		}
		if !moved && len(ev.Moves) > 0 {
			m := ev.Moves[0]
			c := view.Cell{X: int(m.To) % b.Cols, Y: int(m.To) / b.Cols}
			lines, owner := b.CellInfo(tt+1, c)
			if owner < 0 || !strings.Contains(strings.Join(lines, "|"), fmt.Sprintf("turn %d: moved %s", tt, dirName(m.Dir))) {
				t.Fatalf("turn %d, ant moved to %v: %q", tt, c, lines)
			}
			moved = true
		}
		if !killed && len(ev.Attacks) > 0 {
			k := ev.Attacks[0]
			sq := b.antSquare(tt, k.Ant)
			if sq < 0 {
				continue
			}
			lines, _ := b.CellInfo(tt, view.Cell{X: int(sq) % b.Cols, Y: int(sq) / b.Cols})
			if !strings.Contains(strings.Join(lines, "|"), fmt.Sprintf("turn %d: killed by", tt)) {
				t.Fatalf("turn %d, an ant killed: %q", tt, lines)
			}
			killed = true
		}
	}
	if !moved || !killed {
		t.Fatalf("the trace has no move (%v) or no kill (%v)", moved, killed)
	}
}

// antSquare is ant a's square in state t, -1 if it is not on the map.
func (b *Board) antSquare(t int, a int32) int32 {
	ids, sqs := b.ants(t)
	for k, id := range ids {
		if id == a {
			return sqs[k]
		}
	}
	return -1
}

// The viewer names an official file's seats as the file does, and badges
// a bot that went wrong from the turn it did.
func TestOfficialNamesShown(t *testing.T) {
	tr := tracefile.MustRead(t, "../testdata/trace_004.json.gz") // ErrorBot.py crashed in turn 5
	r, err := ants.Game{}.Decode(tr.OfficialReplay, "trace_004.json")
	if err != nil {
		t.Fatal(err)
	}
	m := viewtest.Match(t, r, "trace_004.json")
	if got := m.Names(); !slices.Equal(got, []string{"ErrorBot.py", "HunterBot.py"}) {
		t.Errorf("names %q", got)
	}
	if s := m.Seats[0]; s.Status != replay.StatusExited || s.StatusTurn != 5 {
		t.Errorf("seat 0: %+v", s)
	}
}

// A player out is the result's: P2, eliminated in turn 34 by nobody (the
// game's outcome), is out from state 35 on its card, in the list and on
// the timeline, as an event of note and on the banner, in the game's word.
func TestOutFromOutcomes(t *testing.T) {
	_, r, _ := traceBoard(t, "trace_001")
	m := viewtest.Match(t, r, "trace_001.json")
	o := m.Board().Result().Outcomes[2]
	if !o.Out || o.Turn != 34 || o.By != -1 || o.How != "eliminated" {
		t.Fatalf("P2's outcome %+v", o)
	}
	if len(m.Outs) != 1 || m.Outs[0] != (view.OutMark{Turn: 34, Player: 2, By: -1}) {
		t.Errorf("outs %+v", m.Outs)
	}
	if c := view.BuildHUD(m, 34, 34, "1x").Cards[2]; c.Out {
		t.Errorf("state 34: P2's card is out: %+v", c)
	}
	h := view.BuildHUD(m, 34, 35, "1x")
	if c := h.Cards[2]; !c.Out || c.By != -1 || c.ByText != "" || !strings.HasPrefix(c.State, "eliminated in turn 34") || c.Acting {
		t.Errorf("state 35: P2's card %+v", c)
	}
	if len(h.Outs) != 1 || h.Outs[0].Name != m.Name(2) || h.Outs[0].ByText != "" || h.Outs[0].When != "turn 34" {
		t.Errorf("state 35: the list %+v", h.Outs)
	}
	var got []view.Note
	for _, n := range m.Notes() {
		if n.Kind == view.NoteOut {
			got = append(got, n)
		}
	}
	if len(got) != 1 || got[0] != (view.Note{Turn: 34, Kind: view.NoteOut, Player: 2, Text: "eliminated"}) {
		t.Errorf("notes of players out %+v", got)
	}
	for _, row := range m.Banner().Rows {
		if row.Player == 2 && !strings.HasPrefix(row.Text, "eliminated in turn 34 · score ") {
			t.Errorf("banner row %q", row.Text)
		}
	}
}

// What a bot's orders did, and whose doing it is that they did not: in
// trace_004 ErrorBot.py exited in turn 5 (the engine's "crashed"; its fault), which decided the
// game before HunterBot.py's orders were read (the rules').
func TestTakenWhose(t *testing.T) {
	_, r, _ := traceBoard(t, "trace_004")
	m := viewtest.Match(t, r, "trace_004.json")
	for _, tc := range []struct {
		seat, turn int
		taken, why string
		fault      view.Fault
	}{
		{0, 0, "ready", "", view.NoFault},
		{1, 3, "1 ant moved", "", view.NoFault},
		{0, 5, "—", "exited", view.BotFault}, // the engine's "crashed": the status floorfall says
		{1, 5, "—", "orders not read: the game was decided", view.NoFault},
	} {
		d := view.BuildDebug(m, tc.seat, tc.turn)
		if d.Turn != tc.turn || d.Taken != tc.taken || d.Why != tc.why || d.Fault != tc.fault {
			t.Errorf("seat %d turn %d: taken %q, why %q, fault %v; want %q, %q, %v", tc.seat, tc.turn, d.Taken, d.Why, d.Fault, tc.taken, tc.why, tc.fault)
		}
	}
}
