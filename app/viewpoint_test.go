package app

import (
	"strings"
	"testing"

	"floorfall/render/rendertest"
	"floorfall/show"
	"floorfall/view"
)

// V shows the board as each player sees it in turn, then all of it, in a
// game with fog of war (Ants); in one without, it says so. --fog P opens
// the first match as P sees it.
func TestViewpointKey(t *testing.T) {
	r := antsTrace(t, "trace_001")
	a := testApp(t)
	a.show(r, "trace_001.json", "trace_001.json")
	ms := &a.scr.match
	vp := ms.m.Board().(view.Viewpoints)
	for _, want := range []int{0, 1, 2, 3, -1, 0} {
		run(t, a, &Input{Chars: []rune("v")})
		if vp.Viewpoint() != want {
			t.Fatalf("after V: viewpoint %d, want %d", vp.Viewpoint(), want)
		}
		if want >= 0 && !strings.Contains(a.over.msg.text, ms.m.Name(want)) {
			t.Errorf("message %q does not name player %d", a.over.msg.text, want)
		}
	}

	showReplay(t, a) // JavaChallenge2015: everyone sees the whole board
	run(t, a, &Input{Chars: []rune("v")})
	if !strings.Contains(a.over.msg.text, "whole board") {
		t.Errorf("V in a game without fog: %q", a.over.msg.text)
	}

	b := testAppWith(t, show.Window{Fog: true, FogPlayer: 2})
	b.show(r, "trace_001.json", "trace_001.json")
	if v := b.scr.match.m.Board().(view.Viewpoints).Viewpoint(); v != 2 {
		t.Errorf("--fog 2: viewpoint %d", v)
	}
}

// --at T opens the first replay shown paused at turn T (floorfall diff
// prints such commands); the next one shown plays from its start.
func TestOpenAt(t *testing.T) {
	path := rendertest.Fixture(t, "sample_log_seed0.json")
	r := rendertest.OpenReplay(t, path)
	a := testAppWith(t, show.Window{OpenAt: true, At: 12})
	a.show(r, path, path)
	run(t, a, &Input{})
	ms := &a.scr.match
	if ms.pb.Pos() != 12 || ms.pb.Playing() {
		t.Fatalf("--at 12: turn %v, playing %v; want turn 12, paused", ms.pb.Pos(), ms.pb.Playing())
	}
	a.show(r, path, path)
	if ms.pb.Pos() != 0 || !ms.pb.Playing() {
		t.Errorf("the next replay shown: turn %v, playing %v; want its start, playing", ms.pb.Pos(), ms.pb.Playing())
	}
	b := testAppWith(t, show.Window{OpenAt: true, At: 1e6})
	b.show(r, path, path)
	if n := float64(b.scr.match.m.Turns()); b.scr.match.pb.Pos() != n {
		t.Errorf("--at past the end: turn %v, want the last, %v", b.scr.match.pb.Pos(), n)
	}
}
