package jcview

import (
	"reflect"
	"strconv"
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/replay"
	"floorfall/view"
)

// A live match grows turn by turn: playback follows its newest turn and
// waits there, scrubbing back does not stop it, End returns to the newest
// turn, and the banner comes only once the game is over (and seen).
func TestLiveMatch(t *testing.T) {
	p0 := engine.Placement{
		{Square: engine.Square{X: 1, Y: 1}, Facing: engine.Right},
		{Square: engine.Square{X: 5, Y: 1}, Facing: engine.Down},
		{Square: engine.Square{X: 10, Y: 10}, Facing: engine.Up},
		{Square: engine.Square{X: 0, Y: 17}, Facing: engine.Up},
	}
	f := jcreplay.FromGame(p0, nil, &jcreplay.Meta{Meta: replay.Meta{TurnLimit: 40}})
	tl, err := jcreplay.NewTimeline(f)
	if err != nil {
		t.Fatal(err)
	}
	start := jc2015.NewReplay(tl)
	gm, err := start.At(0)
	if err != nil {
		t.Fatal(err)
	}
	m, err := view.NewLive("live", start)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Live() || m.Turns() != 0 {
		t.Fatalf("a new live match: live %v, %d turns", m.Live(), m.Turns())
	}
	p := view.NewPlayback(m)
	p.Play()
	for range 30 {
		p.Advance(1.0 / 60)
	}
	if !p.Playing() || p.Pos() != 0 || p.BannerShown() {
		t.Fatalf("waiting for turn 0: playing %v at %v", p.Playing(), p.Pos())
	}
	play := func(reply string) {
		n := gm.Turn()
		turn := gm.Play([]game.Reply{{Seat: n % 4, Text: reply}})
		m.Append(turn, gm.Clone(), []replay.TurnRecord{{Turn: n, Seat: n % 4, Reply: reply}}, m.Seats)
	}
	for _, c := range []string{"A", "N", "L", "L", "N", "N"} {
		play(c)
		if hud := p.HUD(); hud.Counter != "turn "+strconv.Itoa(p.Turn())+" / "+strconv.Itoa(m.Turns())+" · live" {
			t.Fatalf("the view.HUD follows the turn count: %q", hud.Counter)
		}
	}
	for range 200 {
		p.Advance(1.0 / 60)
	}
	if p.Pos() != 6 || !p.Playing() || !p.Following() {
		t.Fatalf("at the live edge: pos %v, playing %v", p.Pos(), p.Playing())
	}
	if len(m.Outs) != 1 || m.Outs[0].Player != 1 || m.Record(2, 2) == nil || m.Record(2, 2).Reply != "L" {
		t.Fatalf("falls %v, record %+v", m.Outs, m.Record(2, 2))
	}
	p.Seek(2) // scrubbing back
	play("N")
	if p.Following() || !p.Playing() {
		t.Fatal("scrubbed back: still playing, not following")
	}
	p.End()
	if p.Pos() != 7 || !p.Following() {
		t.Fatalf("End returns to live: %v", p.Pos())
	}
	// An answer the rules refuse is the match's note, on the timeline
	// once, as the whole match's notes say it again.
	play("XYZ")
	var invalid []game.Note
	for _, n := range m.NoteList() {
		if n.Kind == game.NoteInvalid {
			invalid = append(invalid, n)
		}
	}
	if len(invalid) != 1 || invalid[0] != (game.Note{Turn: 7, Kind: game.NoteInvalid, Seat: 3, By: -1, Text: `answered "XYZ"`}) ||
		!reflect.DeepEqual(m.Notes(), m.NoteList()) {
		t.Errorf("notes of the invalid answer %+v; timeline %+v, notes %+v", invalid, m.NoteList(), m.Notes())
	}
	for !gm.Over() {
		play("N")
	}
	if m.Live() || m.Banner() == nil {
		t.Fatal("over: no longer live, with a banner")
	}
	for p.Animating() {
		p.Advance(1.0 / 60)
	}
	if !p.AtEnd() || !p.BannerShown() {
		t.Fatalf("the banner at the end: pos %v of %d", p.Pos(), m.Turns())
	}
	n := m.Turns()
	m.Append(game.Turn{Number: n, Events: engine.Events{Turn: n}}, gm.Clone(), nil, m.Seats) // a turn after the end is not taken
	if m.Turns() != n {
		t.Fatal("Append after the end added a turn")
	}
}
