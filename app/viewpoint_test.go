package app

import (
	"strings"
	"testing"

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
