package antsview

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/ants/engine"
	"floorfall/replay"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// storyText is a story's lines as text: "33 | said | what happened !" (!
// for a bad line), "33-40" for a run of turns.
func storyText(s *view.Story) []string {
	var out []string
	for _, l := range s.Lines {
		turns := fmt.Sprint(l.Turn)
		if l.Last > l.Turn {
			turns += fmt.Sprintf("-%d", l.Last)
		}
		line := turns + " | " + l.Said + " | " + l.Text
		if l.Bad {
			line += " !"
		}
		out = append(out, line)
	}
	return out
}

// selectAnt selects ant a of b at position pos, where it is drawn.
func selectAnt(t *testing.T, b *Board, pos float64, a int32) {
	t.Helper()
	fr := frameAt(b, pos)
	for _, d := range fr.Ants {
		if d.ID == a {
			if !b.Select(fr, d.X+0.2, d.Y-0.2, 0.5) {
				t.Fatalf("ant %d at (%.1f, %.1f) not selected", a, d.X, d.Y)
			}
			if got, ok := b.Selected(); !ok || got != a {
				t.Fatalf("selected %d (%v), clicked ant %d", got, ok, a)
			}
			return
		}
	}
	t.Fatalf("ant %d not drawn at %v", a, pos)
}

// An ant selected on the board stays selected as the playback moves: the
// frames mark it where it is drawn, and where it was born or died when it
// is not on the map; its story (from an official replay: the moves, not
// the answers) tells its birth, each move as the engine made it, and its
// death in a fight, by whom. A click on nothing deselects.
func TestSelectKilledAnt(t *testing.T) {
	b, r, tr := traceBoard(t, "trace_001")
	var victim engine.Attack
	died := -1
	for turn, ev := range b.Events {
		if len(ev.Attacks) > 0 && turn > 20 {
			victim, died = ev.Attacks[0], turn
			break
		}
	}
	if died < 0 {
		t.Fatal("no ant killed in trace_001")
	}
	a := victim.Ant
	ant := r.Final().Ants[a]
	selectAnt(t, b, float64(died-3), a)
	s := b.Story()
	lines := storyText(s)
	owner, killer := tr.Players[ant.Owner], tr.Players[r.Final().Ants[victim.By[0]].Owner]
	if s.Title != fmt.Sprintf("%s's ant %d", owner, a) || s.Player != int(ant.Owner) || s.Note != "its moves: the replay has no answers" {
		t.Errorf("story of ant %d: %q, player %d, note %q", a, s.Title, s.Player, s.Note)
	}
	born := fmt.Sprintf("%d |  | born on its hill, row %d, col %d", ant.Spawn, int(ant.Start)/b.Cols, int(ant.Start)%b.Cols)
	if ant.Spawn == 0 {
		born = fmt.Sprintf("0 |  | on its hill from the start, row %d, col %d", int(ant.Start)/b.Cols, int(ant.Start)%b.Cols)
	}
	last := fmt.Sprintf("%d |  | killed in a fight by an ant of %s: died !", died, killer)
	if lines[0] != born || lines[len(lines)-1] != last {
		t.Errorf("story of ant %d: first %q, last %q; want %q, %q", a, lines[0], lines[len(lines)-1], born, last)
	}
	// A line a turn from its birth to its death, each the engine's move
	// (the replay's order) or a stay.
	turn := int(ant.Spawn)
	for _, l := range s.Lines[1:] {
		if l.Turn != turn+1 && l.Turn != turn {
			t.Fatalf("line %+v after turn %d", l, turn)
		}
		first := l.Turn == turn+1 // the turn's first line: its order
		turn = l.Last
		k := l.Turn - int(ant.Spawn) - 1
		if k < 0 || k >= len(ant.Orders) || !first {
			continue
		}
		if o := ant.Orders[k]; o != '-' && !strings.HasPrefix(l.Text, "moved "+dirName(o)+" to row ") || o == '-' && !strings.HasPrefix(l.Text, "stayed") {
			t.Errorf("turn %d: the replay's order %q, the story's %q", l.Turn, o, l.Text)
		}
	}
	if turn != died {
		t.Errorf("the story ends in turn %d, the ant died in turn %d", turn, died)
	}

	// The mark follows it: where it is drawn, then where it died.
	for _, pos := range []float64{float64(died - 2), float64(died) - 0.5, float64(died)} {
		fr := frameAt(b, pos)
		var at []Ant
		for _, d := range fr.Ants {
			if d.ID == a {
				at = append(at, d)
			}
		}
		if len(fr.Marks) != len(at) || len(at) == 0 || fr.Marks[0].X != at[0].X || fr.Marks[0].Y != at[0].Y || fr.Marks[0].Gone {
			t.Errorf("position %v: marks %+v, the ant drawn at %+v", pos, fr.Marks, at)
		}
	}
	x, y := b.centre(ant.Sq)
	if fr := frameAt(b, float64(died+5)); len(fr.Marks) != 1 || !fr.Marks[0].Gone || fr.Marks[0].X != x || fr.Marks[0].Y != y {
		t.Errorf("after its death: marks %+v, want where it died (%v, %v)", fr.Marks, x, y)
	}
	if ant.Spawn > 0 {
		x, y = b.centre(ant.Start)
		if fr := frameAt(b, 0); len(fr.Marks) != 1 || !fr.Marks[0].Gone || fr.Marks[0].X != x || fr.Marks[0].Y != y {
			t.Errorf("before its birth: marks %+v, want its hill (%v, %v)", fr.Marks, x, y)
		}
	}
	if got := storyText(b.Story()); strings.Join(got, "\n") != strings.Join(lines, "\n") {
		t.Error("the story changed with the playback")
	}

	// What its player was sent: the line of the ant where it stands, then
	// the line of its death; in no turn, a line of anything else.
	p := int(ant.Owner)
	sq := b.antSquare(died-1, a)
	for turn, want := range map[int]string{
		died - 1: fmt.Sprintf("a %d %d 0", sq/int32(b.Cols), sq%int32(b.Cols)),
		died + 1: fmt.Sprintf("d %d %d 0", ant.Sq/int32(b.Cols), ant.Sq%int32(b.Cols)),
	} {
		in := strings.Split(b.Input(turn, p), "\n")
		lit := b.SelectedLines(turn, p, in)
		if len(lit) != 1 || in[lit[0]] != want {
			t.Errorf("turn %d: lines %v of what P%d was sent lit, want the one %q", turn, lit, p, want)
		}
	}
	if lit := b.SelectedLines(died+2, p, strings.Split(b.Input(died+2, p), "\n")); len(lit) != 0 {
		t.Errorf("two turns after its death: lines %v lit", lit)
	}

	// A click on bare land deselects; so does Deselect.
	fr := frameAt(b, float64(died-3))
	if b.Select(fr, -5, -5, 0.5) || b.Story() != nil || len(frameAt(b, 10).Marks) != 0 {
		t.Error("a click on nothing left a selection")
	}
	selectAnt(t, b, float64(died-3), a)
	b.Deselect()
	if _, ok := b.Selected(); ok || b.Story() != nil {
		t.Error("Deselect left a selection")
	}
}

// crafted plays trace_001 with its bots' answers up to the first turn in
// which a player has two ants two squares apart in a row, with land
// between them, and another ant next to water; then that player answers
// that both step between them (they collide), the other into the water
// (blocked), and two lines the engine refuses: the first ant ordered
// again (a duplicate) and the other with a bad direction. It returns the
// live board, the match, the turn, the player, the three ants, and the
// answers given (for records).
func crafted(t *testing.T) (b *Board, m game.Match, turn, p int, a1, a2, a3 int32, answers []replay.TurnRecord) {
	t.Helper()
	_, r, tr := traceBoard(t, "trace_001")
	m, err := ants.Game{}.New(game.Setup{Seats: len(tr.Players), Initial: r})
	if err != nil {
		t.Fatal(err)
	}
	b, err = FromReplay(m.Replay(nil).(*ants.Replay), tr.Players)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 200; k++ {
		var replies []game.Reply
		s := m.(*ants.Match).State()
		text, who := "", -1
		if k > 0 {
			text, who, a1, a2, a3 = craft(s)
		}
		for _, act := range m.Acting(nil) {
			rep := replyOf(tr, k, act.Seat)
			if act.Seat == who {
				rep = game.Reply{Seat: who, Text: text}
			}
			replies = append(replies, rep)
			answers = append(answers, replay.TurnRecord{Turn: k, Seat: act.Seat, Reply: rep.Text + "\ngo\n"})
		}
		b.Append(m.Play(replies), m)
		if who >= 0 {
			return b, m, k, who, a1, a2, a3, answers
		}
	}
	t.Fatal("no turn of trace_001 fits")
	return
}

// craft finds in s a player with ants a1 and a2 at (r, c) and (r, c+2),
// land between them, and an ant a3 next to water, and its answer; who -1
// for none.
func craft(s *engine.State) (text string, who int, a1, a2, a3 int32) {
	food := map[int32]bool{}
	for _, f := range s.Present() {
		food[s.Food[f].Sq] = true
	}
	rc := func(sq int32) (int, int) { return int(sq) / s.Cols, int(sq) % s.Cols }
	at := func(r, c int) int32 { return int32((r+s.Rows)%s.Rows*s.Cols + (c+s.Cols)%s.Cols) }
	for _, x := range s.Live() {
		ax := s.Ants[x]
		r, c := rc(ax.Sq)
		mid, far := at(r, c+1), at(r, c+2)
		y := s.AntAt(int(far))
		if y < 0 || s.Ants[y].Owner != ax.Owner || s.Water(int(mid)) || food[mid] || s.AntAt(int(mid)) >= 0 {
			continue
		}
		for _, z := range s.Live() {
			az := s.Ants[z]
			zr, zc := rc(az.Sq)
			if z == x || int32(y) == z || az.Owner != ax.Owner || !s.Water(int(at(zr-1, zc))) {
				continue
			}
			text = fmt.Sprintf("o %d %d e\no %d %d w\no %d %d n\no %d %d s\no %d %d x", r, c, r, (c+2)%s.Cols, zr, zc, r, c, zr, zc)
			return text, int(ax.Owner), x, int32(y), z
		}
	}
	return "", -1, -1, -1, -1
}

// The story of ants whose orders the engine read (a match played live):
// each order line as the bot wrote it, with what came of it: a move, a
// move into water blocked, an order refused, a collision that killed both
// ants; the ants of the player that gave no order stayed.
func TestStoryOfOrders(t *testing.T) {
	b, _, turn, p, a1, a2, a3, _ := crafted(t)
	name := b.name(p)
	for _, tc := range []struct {
		a    int32
		want []string // the story's lines of the turn
	}{
		{a1, []string{"| o %d %d e | moved east to row %d, col %d", "| o %d %d s | refused: duplicate order !", "|  | collided with an ant of " + name + ", row %d, col %d: died !"}},
		{a2, []string{"| o %d %d w | moved west to row %d, col %d", "|  | collided with an ant of " + name + ", row %d, col %d: died !"}},
		{a3, []string{"| o %d %d n | blocked: water to the north !", "| o %d %d x | refused: invalid direction !"}},
	} {
		selectAnt(t, b, float64(turn), tc.a)
		s := b.Story()
		if s.Note != "its bot's orders (lower-cased) and what came of them" {
			t.Errorf("ant %d: note %q", tc.a, s.Note)
		}
		var got []string
		for _, l := range storyText(s) {
			if strings.HasPrefix(l, fmt.Sprint(turn)+" ") {
				got = append(got, strings.TrimPrefix(l, fmt.Sprint(turn)+" "))
			}
		}
		if len(got) != len(tc.want) {
			t.Fatalf("ant %d, turn %d: %q, want %d lines like %q", tc.a, turn, got, len(tc.want), tc.want)
		}
		for k, w := range tc.want {
			if !fitsPattern(got[k], w) {
				t.Errorf("ant %d, turn %d, line %d: %q, want %q", tc.a, turn, k, got[k], w)
			}
		}
	}
	// Another ant of the player was given no order in that turn.
	fr := frameAt(b, float64(turn))
	for _, d := range fr.Ants {
		if d.Owner != p || d.ID == a1 || d.ID == a2 || d.ID == a3 {
			continue
		}
		selectAnt(t, b, float64(turn), d.ID)
		want := fmt.Sprintf("%d |  | no order: stayed, row %d, col %d", turn, int(d.Y), int(d.X))
		if got := storyText(b.Story()); !containsRun(got, turn, want) {
			t.Errorf("ant %d given no order: %q, want %q", d.ID, got, want)
		}
		break
	}
}

// fitsPattern reports whether s is w with its %d filled with numbers.
func fitsPattern(s, w string) bool {
	parts := strings.Split(w, "%d")
	for k, part := range parts {
		if !strings.HasPrefix(s, part) {
			return false
		}
		s = s[len(part):]
		if k < len(parts)-1 {
			n := 0
			for n < len(s) && s[n] >= '0' && s[n] <= '9' {
				n++
			}
			if n == 0 {
				return false
			}
			s = s[n:]
		}
	}
	return s == ""
}

// containsRun reports whether lines hold want, or the same for a run of
// turns through turn.
func containsRun(lines []string, turn int, want string) bool {
	_, rest, _ := strings.Cut(want, " ")
	for _, l := range lines {
		first, lrest, _ := strings.Cut(l, " ")
		var from, to int
		if n, _ := fmt.Sscanf(first, "%d-%d", &from, &to); l == want || n == 2 && lrest == rest && from <= turn && turn <= to {
			return true
		}
	}
	return false
}

// A replay that records the bots' answers tells the same stories as the
// match played live: its answers are read again against its states. An
// answer recorded in part tells what it can: the moves past the cut are
// the engine's, marked as such.
func TestStoryFromRecords(t *testing.T) {
	live, m, turn, p, a1, a2, _, answers := crafted(t)
	meta := &replay.Meta{Players: make([]replay.PlayerMeta, m.(*ants.Match).State().Players), Turns: answers}
	for i := range meta.Players {
		meta.Players[i].Name = live.name(i)
	}
	read := func(meta *replay.Meta) *Board {
		var buf bytes.Buffer
		if err := m.Replay(meta).Write(&buf); err != nil {
			t.Fatal(err)
		}
		r, err := ants.Game{}.Decode(buf.Bytes(), "records.json")
		if err != nil {
			t.Fatal(err)
		}
		b, err := FromReplay(r.(*ants.Replay), live.names)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	b := read(meta)
	for _, a := range []int32{a1, a2} {
		selectAnt(t, live, float64(turn), a)
		selectAnt(t, b, float64(turn), a)
		want, got := storyText(live.Story()), storyText(b.Story())
		if strings.Join(got, "\n") != strings.Join(want, "\n") || b.Story().Note != live.Story().Note {
			t.Errorf("ant %d from the records:\n%s\nlive:\n%s", a, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	// The answer of the turn recorded up to the middle of its second line.
	for k := range meta.Turns {
		if rec := &meta.Turns[k]; rec.Turn == turn && rec.Seat == p {
			i := strings.IndexByte(rec.Reply, '\n')
			rec.Reply = rec.Reply[:i+4] + fmt.Sprintf("…[%d more bytes not recorded]", len(rec.Reply)-i-4)
		}
	}
	b = read(meta)
	selectAnt(t, b, float64(turn), a2)
	s := b.Story()
	got := storyText(s)
	if s.Note != "its bot's orders, as far as recorded, and what came of them" {
		t.Errorf("note %q", s.Note)
	}
	if !slicesContainsPattern(got, fmt.Sprint(turn)+" |  | moved west to row %d, col %d (its order is past what was recorded)") {
		t.Errorf("ant %d, its order cut from the record: %q", a2, got)
	}
	selectAnt(t, b, float64(turn), a1)
	if got := storyText(b.Story()); !slicesContainsPattern(got, fmt.Sprint(turn)+" | o %d %d e | moved east to row %d, col %d") {
		t.Errorf("ant %d, its order recorded: %q", a1, got)
	}
}

func slicesContainsPattern(lines []string, w string) bool {
	for _, l := range lines {
		if fitsPattern(l, w) {
			return true
		}
	}
	return false
}

// The board's charts count each player's ants, hills and score as the
// engine does, after each turn; ShowChart picks the one shown.
func TestCharts(t *testing.T) {
	b, r, _ := traceBoard(t, "trace_002")
	for k, tab := range []string{"ants", "hills", "score"} {
		b.ShowChart(k)
		c := b.Chart()
		if c.Tab != k || len(c.Tabs) != 3 || c.Tabs[k] != tab || !strings.HasPrefix(c.Label, tab+" per player") {
			t.Fatalf("chart %d: tab %d of %q, label %q", k, c.Tab, c.Tabs, c.Label)
		}
		for _, turn := range []int{0, 50, b.Turns()} {
			s := state(t, r, turn)
			for p := range s.Players {
				want := 0
				switch tab {
				case "ants":
					for _, a := range s.Live() {
						if int(s.Ants[a].Owner) == p {
							want++
						}
					}
				case "hills":
					for _, h := range s.Hills {
						if int(h.Owner) == p && h.Razed == 0 {
							want++
						}
					}
				case "score":
					want = s.Score()[p]
				}
				if got := c.Series[p].Values[turn]; got != float64(want) || got > c.Max || got < c.Min {
					t.Errorf("%s, state %d, P%d: %v, the engine's %d (chart from %v to %v)", tab, turn, p, got, want, c.Min, c.Max)
				}
			}
		}
	}
	b.ShowChart(7)
	if b.Chart().Tab != 2 {
		t.Error("a chart that is not one changed the chart shown")
	}

	// The chart's tooltip says which chart it is and gives its values.
	m := viewtest.Match(t, r, "trace_002")
	s := state(t, r, 60)
	for k, want := range map[int]string{1: "turn 60 · hills per player", 2: "turn 60 · score per player"} {
		m.Board().(view.Charts).ShowChart(k)
		lines := view.ChartInfo(m, 60)
		if len(lines) != 1+s.Players || lines[0] != want {
			t.Fatalf("chart %d's tooltip %q, want %q first", k, lines, want)
		}
		if k == 2 && lines[1] != fmt.Sprintf("%s %d", m.Name(0), s.Score()[0]) {
			t.Errorf("the score chart's tooltip %q, P0's score %d", lines, s.Score()[0])
		}
	}
}
