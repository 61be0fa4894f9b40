package jcview

import (
	"strings"
	"testing"

	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/fixtures"
	"floorfall/view"
	"floorfall/view/viewtest"
)

func TestHUD(t *testing.T) {
	m := scenario(t)
	p := view.NewPlayback(m)
	h := p.HUD()
	if h.Counter != "turn 0 / 40" || h.Round != "round 1" || h.Speed != "1x" || h.Acting != 0 || !h.Cards[0].Acting {
		t.Fatalf("start: %+v", h)
	}
	if h.Cards[1].Name != "Player 1" || h.Cards[2].Name != "ボブ" || h.Cards[0].State != "on board at x 1, y 1" || h.Cards[0].Last != "—" {
		t.Fatalf("cards: %+v", h.Cards)
	}
	p.Seek(4)
	h = p.HUD()
	c := h.Cards[1]
	if !c.Out || c.State != "fell in turn 3" || c.ByText != "dropped by Alice" || c.By != 0 || c.Last != "N" {
		t.Fatalf("P1 after the fall: %+v", c)
	}
	if h.Cards[0].Last != "A: 5 blocks" || h.Cards[0].Wait != 2 || h.Cards[2].Last != "L → x 9, y 10" || h.Cards[3].Last != "L blocked: edge" {
		t.Fatalf("last commands: %+v", h.Cards)
	}
	if len(h.Outs) != 1 || h.Outs[0] != (view.OutLine{OutMark: view.OutMark{Turn: 3, Player: 1, By: 0}, When: "turn 3", Name: "Player 1", ByText: "← Alice"}) || len(view.BuildHUD(m, 3, 3, "").Outs) != 0 {
		t.Fatalf("falls so far: %+v", h.Outs)
	}
	if h.Round != "round 2" || h.Counter != "turn 4 / 40" {
		t.Fatalf("counter: %+v", h)
	}
	if h.Cards[3].Badge != "" {
		t.Fatal("no badge before the timeout")
	}
	p.Seek(8)
	if p.End(); p.HUD().Round != "round 10" {
		t.Fatalf("the last round at the end: %q", p.HUD().Round)
	}
	p.Seek(8)
	if b := p.HUD().Cards[3].Badge; b != "timeout in turn 7" {
		t.Fatalf("badge after the timeout: %q", b)
	}
	if p.HUD() != p.HUD() {
		t.Fatal("the view.HUD is cached while nothing changes")
	}
	p.Seek(4)
	if got := p.HUD().Cards[0].Last; got != "A: 5 blocks" {
		t.Fatal(got)
	}
	// In the middle of the fall's turn the HUD follows the tick.
	p.Seek(3)
	p.Play()
	p.Advance(0.4) // 3.4: a fall's turn lasts a second
	if p.HUD().Cards[1].Out {
		t.Fatal("not fallen before the tick")
	}
	p.Advance(0.2) // 3.6
	if !p.HUD().Cards[1].Out {
		t.Fatal("fallen after the tick")
	}
	if jb(m).Describe(4, (4)%4) != "N (waiting)" || jb(m).Describe(5, (5)%4) != "— (fallen)" {
		t.Fatalf("P0 waits, P1 has fallen: %q %q", jb(m).Describe(4, (4)%4), jb(m).Describe(5, (5)%4))
	}
}

func TestBannerWinner(t *testing.T) {
	m := trace(t, "trace_003.json") // P2 wins
	b := m.Banner()
	if b.Winner != 2 || b.Title != "Player 2 wins" || !strings.Contains(b.Reason, "last one standing") {
		t.Fatalf("%+v", b)
	}
	if len(b.Rows) != 4 || b.Rows[0].Player != 2 || b.Rows[0].Place != 1 || b.Rows[0].Text != "winner" {
		t.Fatalf("rows: %+v", b.Rows)
	}
	s := jb(m).States[m.Turns()]
	for k := 1; k < 4; k++ {
		r, prev := b.Rows[k], b.Rows[k-1]
		if s.Players[r.Player].FellAt > s.Players[prev.Player].FellAt && k > 1 {
			t.Fatalf("later falls rank higher: %+v", b.Rows)
		}
		if !strings.HasPrefix(r.Text, "fell in turn ") {
			t.Fatalf("row: %+v", r)
		}
	}
}

func TestBannerDraw(t *testing.T) {
	m := scenario(t) // 40-turn limit: three left
	b := m.Banner()
	if b.Winner != -1 || b.Title != "3 share first" || b.Reason != "turn limit reached with 3 players on the board" {
		t.Fatalf("%+v", b)
	}
	if b.Rows[0].Text != "survived" || b.Rows[3].Place != 4 || b.Rows[3].Text != "fell in turn 3, dropped by Alice" {
		t.Fatalf("%+v", b.Rows)
	}
	if view.Ordinal(1) != "1st" || view.Ordinal(2) != "2nd" || view.Ordinal(3) != "3rd" || view.Ordinal(4) != "4th" {
		t.Fatal("ordinals")
	}
}

// An official file that goes on after an all-fallen end (the official
// server played on to its turn limit with nobody on the board) shows all its
// turns; the banner says when the game ended and that it was played on.
func TestBannerPlayedOn(t *testing.T) {
	tl, err := jcreplay.Open(fixtures.Path("jc2015", "played-on", "all_fallen.json"))
	if err != nil {
		t.Fatal(err)
	}
	m := viewtest.Match(t, jc2015.NewReplay(tl), "official.json")
	bn := m.Banner()
	if m.Turns() != 1000 || jb(m).End() != 8 || jb(m).Result().Turns != 8 || bn.Title != "Player 2 and Player 3 share first" ||
		bn.Reason != "all fallen in turn 7; the official server played on to turn 999" {
		t.Fatalf("%d turns, end %d, result %+v, banner %+v", m.Turns(), jb(m).End(), jb(m).Result(), bn)
	}
	if bn.Rows[0].Place != 1 || bn.Rows[0].Text != "fell in turn 7, dropped by Player 0" {
		t.Errorf("rows %+v", bn.Rows)
	}
	// Its timeline goes to turn 1000: in turn 500 the board is empty, every
	// card fallen, the debug panel has the input the official server sent.
	p := view.NewPlayback(m)
	p.Seek(500)
	h := p.HUD()
	if h.Counter != "turn 500 / 1000" || !h.Cards[0].Out || !h.Cards[3].Out {
		t.Errorf("turn 500: %+v", h)
	}
	if in := jb(m).Input(500, 0); !strings.HasPrefix(in, "0\n500\n0 0 0 0 0 0\n") || !strings.Contains(in, "-1 -1 R 1\n") {
		t.Errorf("input of turn 500: %q", in)
	}
	if fr := frameAt(m, 500); fr == nil {
		t.Error("no frame at turn 500")
	}
	p.End()
	if !p.AtEnd() || m.Banner() != bn {
		t.Error("the end is not the banner's")
	}
	// A game that ends there, without the turns played on, says no more.
	short, err := newTestMatch("short", jb(m).States[:9], jb(m).Events[:8], nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := short.Banner().Reason; r != "the last players fell together in turn 7" {
		t.Errorf("reason %q", r)
	}
}

func TestBannerUnfinished(t *testing.T) {
	m := scenario(t)
	short, err := newTestMatch("short", jb(m).States[:11], jb(m).Events[:10], m.Seats)
	if err != nil {
		t.Fatal(err)
	}
	b := short.Banner()
	if b.Title != "Replay ends at turn 10" || b.Rows[0].Text != "still on the board" {
		t.Fatalf("%+v", b)
	}
	if _, err := newTestMatch("bad", jb(m).States[:3], jb(m).Events[:3], m.Seats); err == nil {
		t.Fatal("states and events must match")
	}
}

func TestHoverInfo(t *testing.T) {
	m := scenario(t)
	l := view.NewLayout(1280, 720, 1, jcShape)
	fr := frameAt(m, 1)
	// P1 stands on (5,1), in block (1,0) that falls in 3 turns.
	x, y := l.At(5.5, 1.5)
	h := hoverAt(m, &l, fr, x, y)
	if h.Player != 1 || h.Lines[0] != "P1 Player 1" || !strings.Contains(strings.Join(h.Lines, "|"), "its block falls in 3 turns") {
		t.Fatalf("%+v", h)
	}
	x, y = l.At(3.2, 0.2)
	h = hoverAt(m, &l, fr, x, y)
	if h.Player != 0 || strings.Join(h.Lines, "|") != "block x 1, y 0|falls in 3 turns|set by Alice" {
		t.Fatalf("%+v", h)
	}
	x, y = l.At(3.2, 0.2)
	h = hoverAt(m, &l, frameAt(m, 5), x, y)
	if strings.Join(h.Lines, "|") != "block x 1, y 0|fallen|stands again in 18 turns" {
		t.Fatalf("%+v", h)
	}
	h = hoverAt(m, &l, fr, l.MarkerX(3, m.Turns()), l.Track.Y+l.Track.H/2)
	if h.Player != 1 || h.Lines[0] != "turn 3: Player 1 fell, dropped by Alice" {
		t.Fatalf("marker: %+v", h)
	}
	if h := hoverAt(m, &l, fr, 1, 1); len(h.Lines) != 0 {
		t.Fatalf("nothing in the corner: %+v", h)
	}
	if n := testing.AllocsPerRun(10, func() { view.TargetAt(m, &l, vf(fr), x, y) }); n != 0 {
		t.Fatalf("view.TargetAt allocates %.0f times", n)
	}
	if tg := view.TargetAt(m, &l, vf(fr), x, y); tg.Kind != view.CellTarget || tg.Cell != (view.Cell{X: 1, Y: 0}) {
		t.Fatalf("%+v", tg)
	}
	m.Seats[3].StatusTurn = 0
	if got := strings.Join(view.PlayerInfo(m, 2, 3), "|"); !strings.Contains(got, "timeout in turn 0: no answer in 100ms") {
		t.Fatal(got)
	}
}

// A fallen player's card is not highlighted in its turns.
func TestFallenCardNotActing(t *testing.T) {
	m := scenario(t)
	seen := 0
	for shown := range m.Turns() {
		pb := view.NewPlayback(m)
		pb.SetPos(float64(shown))
		h := pb.HUD()
		for _, c := range h.Cards {
			if c.Out && c.Acting {
				t.Fatalf("turn %d: fallen player %d highlighted", shown, c.Player)
			}
			if c.Out && shown%4 == c.Player {
				seen++
			}
		}
	}
	if seen == 0 {
		t.Fatal("the scenario has no fallen player's turn")
	}
}
