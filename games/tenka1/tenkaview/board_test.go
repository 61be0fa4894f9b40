package tenkaview

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/tenka1"
	"floorfall/games/tenka1/engine"
	"floorfall/games/tenka1/internal/trace"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// traceBoard is the board of trace k of testdata, and the trace.
func traceBoard(t testing.TB, k int) (*Board, *trace.Trace) {
	t.Helper()
	files, err := trace.Files("../testdata")
	if err != nil || len(files) <= k {
		t.Fatalf("traces: %v (%d)", err, len(files))
	}
	tr, err := trace.Load(files[k])
	if err != nil {
		t.Fatal(err)
	}
	r, err := tenka1.Game{}.Decode(tr.ReplayFile(), tr.File)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(r, []string{"a", "b", "c", "d", "e", "f"})
	if err != nil {
		t.Fatal(err)
	}
	return b.(*Board), tr
}

// A settled frame shows state t: each cell's paint, each agent at the
// centre of its cell heading its way, nothing glowing.
func TestFrameSettled(t *testing.T) {
	b, _ := traceBoard(t, 0)
	for _, turn := range []int{0, 1, 100, 200, b.Turns()} {
		var fr Frame
		b.BuildFrame(float64(turn), &fr)
		s := &b.States[turn]
		if fr.Turn != turn || fr.Shown != turn {
			t.Fatalf("pos %d: turn %d shown %d", turn, fr.Turn, fr.Shown)
		}
		for i := range s.Field {
			for j := range s.Field[i] {
				for k, c := range s.Field[i][j] {
					if cv := fr.Cells[i][j][k]; cv.Owner != c.Owner || cv.Val != c.Val || cv.Flash != 0 {
						t.Fatalf("turn %d cell %d %d %d: %+v, state %+v", turn, i, j, k, cv, c)
					}
				}
			}
		}
		for a, g := range s.Agents {
			av := fr.Agents[a]
			dj, dk := heading(int(g.D))
			if av.Face != int(g.I) || av.J != float64(g.J)+0.5 || av.K != float64(g.K)+0.5 || av.DJ != dj || av.DK != dk || av.Alpha != 1 {
				t.Fatalf("turn %d agent %d: %+v, state %+v", turn, a, av, g)
			}
		}
	}
}

// Agents on one cell are drawn apart, around it, small enough not to
// cover each other; an agent alone keeps its size.
func TestAgentsSharingACellSpread(t *testing.T) {
	b, _ := traceBoard(t, 2)
	shared := 0
	for turn := range b.Turns() + 1 {
		var fr Frame
		b.BuildFrame(float64(turn), &fr)
		s := &b.States[turn]
		for a := range engine.Agents {
			alone := true
			for c := range engine.Agents {
				o := &s.Agents[c]
				alone = alone && (c == a || o.I != s.Agents[a].I || o.J != s.Agents[a].J || o.K != s.Agents[a].K)
			}
			if alone && fr.Agents[a].MaxR != 0 {
				t.Fatalf("turn %d: agent %d alone, drawn smaller (%v)", turn, a, fr.Agents[a].MaxR)
			}
			for c := a + 1; c < engine.Agents; c++ {
				if s.Agents[a].I != s.Agents[c].I || s.Agents[a].J != s.Agents[c].J || s.Agents[a].K != s.Agents[c].K {
					continue
				}
				shared++
				p, q := fr.Agents[a], fr.Agents[c]
				if p.OJ == q.OJ && p.OK == q.OK || math.Abs(math.Hypot(p.OJ, p.OK)-spread) > 1e-9 {
					t.Fatalf("turn %d: agents %d and %d share a cell, drawn at %v %v and %v %v", turn, a, c, p.OJ, p.OK, q.OJ, q.OK)
				}
				// Their spheres side by side, neither covering the
				// other's number (their radii were a third of a cell,
				// 0.4 apart).
				if d := math.Hypot(p.OJ-q.OJ, p.OK-q.OK); p.MaxR <= 0.2 || q.MaxR <= 0.2 || p.MaxR+q.MaxR > d {
					t.Fatalf("turn %d: agents %d and %d %.2f apart, radii up to %.2f and %.2f", turn, a, c, d, p.MaxR, q.MaxR)
				}
			}
		}
	}
	if shared == 0 {
		t.Fatal("no agents share a cell")
	}
}

// Mid-turn: before the tick the paint is the state before, after it the
// state after, the cells that changed glowing; a moving agent is between
// its cells; one crossing an edge goes on along the surface with no jump
// in the cube's picture.
func TestFrameMidTurn(t *testing.T) {
	b, _ := traceBoard(t, 4) // with missed turns
	changed, crossed, idle := 0, 0, 0
	for turn := 0; turn < b.Turns(); turn++ {
		s0, s1 := &b.States[turn], &b.States[turn+1]
		var before, after Frame
		b.BuildFrame(float64(turn)+0.3, &before)
		b.BuildFrame(float64(turn)+0.7, &after)
		if before.Shown != turn || after.Shown != turn+1 {
			t.Fatalf("turn %d: shown %d and %d", turn, before.Shown, after.Shown)
		}
		for i := range s0.Field {
			for j := range s0.Field[i] {
				for k := range s0.Field[i][j] {
					c0, c1 := s0.Field[i][j][k], s1.Field[i][j][k]
					bv, av := before.Cells[i][j][k], after.Cells[i][j][k]
					if bv.Owner != c0.Owner || bv.Val != c0.Val || bv.Flash != 0 || av.Owner != c1.Owner || av.Val != c1.Val {
						t.Fatalf("turn %d cell %d %d %d: %+v %+v, states %+v %+v", turn, i, j, k, bv, av, c0, c1)
					}
					if (av.Flash > 0) != (c0 != c1) {
						t.Fatalf("turn %d cell %d %d %d: flash %v, changed %v", turn, i, j, k, av.Flash, c0 != c1)
					}
					if c0 != c1 {
						changed++
					}
				}
			}
		}
		for a := range engine.Agents {
			g0, g1 := s0.Agents[a], s1.Agents[a]
			av := before.Agents[a]
			if s1.Moves[a] < 0 {
				if !av.Idle || av.Face != int(g0.I) {
					t.Fatalf("turn %d agent %d made no move: %+v", turn, a, av)
				}
				idle++
				continue
			}
			if g0.I == g1.I {
				d := math.Abs(av.J-float64(g0.J)-0.5) + math.Abs(av.K-float64(g0.K)-0.5)
				if d <= 0 || d >= 1 {
					t.Fatalf("turn %d agent %d is not between its cells: %+v", turn, a, av)
				}
				continue
			}
			crossed++
			// Just before and just after the edge, the same point of the picture.
			p := b.pointAt(turn, a, MoveStart+(MoveEnd-MoveStart)*0.499)
			q := b.pointAt(turn, a, MoveStart+(MoveEnd-MoveStart)*0.501)
			if math.Hypot(p.X-q.X, p.Y-q.Y) > 0.05 {
				t.Fatalf("turn %d agent %d jumps at the edge: %v → %v", turn, a, p, q)
			}
		}
	}
	if changed == 0 || crossed == 0 || idle == 0 {
		t.Fatalf("%d cells changed, %d edges crossed, %d moves missed: not all tested", changed, crossed, idle)
	}
}

// pointAt is where agent a is on the 3D picture at fraction f of turn
// t, seen from the official corner (every face drawn, as if glass).
func (b *Board) pointAt(t, a int, f float64) Vec {
	av := agentAt(&b.States[t], &b.States[t+1], a, f, Cube)
	all := Iso.place(nil, Vec{5, 5}, 1, false, 0)
	all = Iso.place(all, Vec{5, 5}, 1, true, 0)
	for _, p := range all {
		if p.Face == av.Face {
			return p.At(av.J, av.K)
		}
	}
	panic("face not placed")
}

// Turning the cube changes where its faces are drawn, never what they
// show; a cell drawn is found again at its centre.
func TestCameraKeepsTheCells(t *testing.T) {
	b, _ := traceBoard(t, 2)
	var a, c Frame
	b.BuildFrame(150.7, &a)
	b.Drag(120, -80)
	b.BuildFrame(150.7, &c)
	if a.Cells != c.Cells || a.Turn != c.Turn {
		t.Fatal("the cells changed with the camera")
	}
	if a.Cam == c.Cam || a.Faces == c.Faces {
		t.Fatal("the camera did not turn")
	}
	for _, p := range c.Placed() {
		for j := range engine.N {
			for k := range engine.N {
				pt := p.At(float64(j)+0.5, float64(k)+0.5)
				// Away from the agents, which are hit first.
				if who, cell, ok := b.HitAt(&c, pt.X, pt.Y); ok && who < 0 && (cell != view.Cell{X: p.Face, Y: j*engine.N + k}) {
					t.Fatalf("face %d cell %d %d: hit %+v", p.Face, j, k, cell)
				}
			}
		}
	}
	b.Drag(0, 1e6)
	if b.cam.Pitch != MaxPitch {
		t.Errorf("pitch %v, want the most %v", b.cam.Pitch, MaxPitch)
	}
	// The other views do not turn.
	b.SetView(Net, Iso)
	b.Drag(100, 100)
	if b.cam != Iso {
		t.Errorf("the net turned the camera: %+v", b.cam)
	}
}

// V shows the pair (three faces in each of two cubes) and the net (all
// six), then the cube again.
func TestViews(t *testing.T) {
	b, _ := traceBoard(t, 3)
	var fr Frame
	if name := b.NextView(); !strings.Contains(name, "pair") {
		t.Errorf("second view: %q", name)
	}
	b.BuildFrame(10, &fr)
	cubes := [2]int{}
	for _, p := range fr.Placed() {
		cubes[p.Cube]++
		if (p.Cube == 1) != (p.Face >= 3) {
			t.Errorf("pair: face %d in picture %d", p.Face, p.Cube)
		}
	}
	if fr.NFaces != 6 || cubes != [2]int{3, 3} || fr.NCaptions != 2 {
		t.Errorf("pair: %d faces %v, %d captions", fr.NFaces, cubes, fr.NCaptions)
	}
	if name := b.NextView(); !strings.Contains(name, "net") {
		t.Errorf("third view: %q", name)
	}
	b.BuildFrame(10, &fr)
	for _, p := range fr.Placed() {
		for _, c := range []Vec{p.At(0, 0), p.At(5, 5)} {
			if c.X < 0 || c.Y < 0 || c.X > Size || c.Y > Size {
				t.Errorf("net: face %d off the board at %v", p.Face, c)
			}
		}
	}
	if fr.NFaces != 6 {
		t.Errorf("net: %d faces", fr.NFaces)
	}
	if name := b.NextView(); !strings.Contains(name, "3D") {
		t.Errorf("fourth view: %q", name)
	}
}

// What seat m was sent for turn t is the answer the official server gave
// it to its call of turn t-1 (the time aside).
func TestInputIsTheAnswer(t *testing.T) {
	b, tr := traceBoard(t, 4)
	for _, turn := range []int{1, 50, 148, 294} {
		for m := range engine.Agents {
			want := tr.Responses[turn-1][m]
			if want == nil {
				continue
			}
			got, err := engine.ParseAnswer([]byte(b.Input(turn, m)))
			w, err2 := engine.ParseAnswer([]byte(*want))
			if err != nil || err2 != nil || got.State != w.State {
				t.Fatalf("turn %d seat %d: %v %v\n got %s\nwant %s", turn, m, err, err2, b.Input(turn, m), *want)
			}
		}
	}
}

// The texts: moves described, the cards' scores and ranking points, the
// ending, the seats that stop calling.
func TestTexts(t *testing.T) {
	b, tr := traceBoard(t, 5)
	n := b.Turns()
	for turn := range 3 {
		for a := range engine.Agents {
			d := b.Describe(turn, a)
			v := tr.Moves[turn][a]
			if v < 0 && d != "no call" || v >= 0 && d != moveNames[v] {
				t.Errorf("turn %d seat %d move %d: %q", turn, a, v, d)
			}
		}
	}
	_, rows := b.Ending()
	for a := range engine.Agents {
		c := b.Card(n, a)
		pts := tr.Final.RankPoints[a]
		if !strings.Contains(c.State, "ranking points") || !strings.Contains(rows[a], fmt.Sprintf("score %d ", tr.Final.Scores[a])) ||
			!strings.Contains(rows[a], fmt.Sprintf("%+d ranking points", pts)) {
			t.Errorf("seat %d: card %q, ending %q, want score %d and %d points", a, c.State, rows[a], tr.Final.Scores[a], pts)
		}
	}
	if c := b.Card(10, 0); !strings.Contains(c.State, "area") || strings.Contains(c.State, "ranking") {
		t.Errorf("card in turn 10: %q", c.State)
	}
	res := b.Result()
	for a := range engine.Agents {
		if res.Places()[a] != tr.Final.Ranks[a] {
			t.Errorf("seat %d: rank %d, want %d", a, res.Places()[a], tr.Final.Ranks[a])
		}
	}
}

// A seat that stops calling is a note, once a run of turns, with the
// turns it stands still; each turn it did not call, the debug panel's
// line says nothing was taken, by the bot's fault.
func TestNotesMissedTurns(t *testing.T) {
	b, tr := traceBoard(t, 4) // seats miss turns here and there
	runs, notes := 0, 0
	for turn := range b.Turns() {
		for a := range engine.Agents {
			v := tr.Moves[turn][a]
			if v < 0 && (turn == 0 || tr.Moves[turn-1][a] >= 0) {
				runs++
			}
			// No call is the bot's doing.
			if tk := b.Taken(turn, a); v < 0 && (tk.What != "none" || tk.Fault != view.BotFault) || v >= 0 && tk != (view.Taken{What: moveNames[v]}) {
				t.Fatalf("turn %d seat %d move %d: taken %+v", turn, a, v, tk)
			}
		}
		for _, nt := range b.Notes(nil, turn) {
			if nt.Kind == game.NoteMark {
				continue // a new leader
			}
			if nt.Kind != game.NoteTimeout || !strings.HasPrefix(nt.Text, "made no move") || tr.Moves[turn][nt.Seat] >= 0 {
				t.Fatalf("turn %d: %+v", turn, nt)
			}
			notes++
		}
	}
	if runs == 0 || notes != runs {
		t.Fatalf("%d notes for %d runs of missed turns", notes, runs)
	}
	// Seat 5 calls for the last time in turn 249: the note counts the rest.
	found := false
	for _, nt := range b.Notes(nil, 250) {
		found = found || nt.Seat == 5 && nt.Text == "made no move for 44 turns"
	}
	if !found {
		t.Errorf("turn 250: %+v", b.Notes(nil, 250))
	}
}

// The chart: the scores per seat, nothing in the first half, the final
// scores at the end; the cells painted.
func TestChart(t *testing.T) {
	b, tr := traceBoard(t, 6)
	c := b.Chart()
	n := b.Turns()
	top := 0
	for a, s := range c.Series[1:] {
		if len(s.Values) != n+1 || s.Seat != a {
			t.Fatalf("series %d: %d values, seat %d", a, len(s.Values), s.Seat)
		}
		if s.Values[engine.ScoreFrom] != 0 || s.Values[n] != float64(tr.Final.Scores[a]) {
			t.Errorf("seat %d: %v at turn %d, %v at the end, want 0 and %d", a, s.Values[engine.ScoreFrom], engine.ScoreFrom, s.Values[n], tr.Final.Scores[a])
		}
		top = max(top, tr.Final.Scores[a])
	}
	if c.Max != float64(top) {
		t.Errorf("scale %v, want %d", c.Max, top)
	}
	if p := c.Series[seriesPainted].Values; p[0] != engine.Agents || p[n] <= 0 || p[n] > 150 {
		t.Errorf("cells painted: %v at the start, %v at the end", p[0], p[n])
	}
}

// Arrow keys are the moves relative to the heading; a person is shown
// where each takes their agent.
func TestKeys(t *testing.T) {
	b, _ := traceBoard(t, 7)
	for key, want := range map[string]string{"up": "0", "left": "1", "down": "2", "right": "3"} {
		if got, ok := b.Answer(key); !ok || got != want {
			t.Errorf("%s: %q %v", key, got, ok)
		}
	}
	if _, ok := b.Answer("space"); ok {
		t.Error("space answers")
	}
	y := b.Yours(2).(*Turn)
	if y.Player != 2 || y.To[0] != engine.Step(b.Last().Agents[2], 0) {
		t.Errorf("yours: %+v", y)
	}
}

// The board is the viewer's for a Tenka1 replay: the shared view model
// takes it.
func TestRegistered(t *testing.T) {
	files, _ := trace.Files("../testdata")
	tr, err := trace.Load(files[0])
	if err != nil {
		t.Fatal(err)
	}
	r, err := tenka1.Game{}.Decode(tr.ReplayFile(), "x.json")
	if err != nil {
		t.Fatal(err)
	}
	m := viewtest.Match(t, r, "x.json")
	if m.Turns() != engine.Turns || m.Banner() == nil || len(m.Board().(*Board).States) != engine.Turns+1 {
		t.Fatalf("%d turns", m.Turns())
	}
	if _, ok := m.Board().(view.Dragger); !ok {
		t.Error("the cube does not turn")
	}
	if _, ok := m.Board().(view.Views); !ok {
		t.Error("the cube has one view")
	}
}
