package app

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/show"
	"floorfall/view"
)

// V shows the board as each player sees it in turn, then all of it, in a
// game with fog of war (Ants); in one without, it says so. --fog P opens
// the first match as P sees it.
func TestViewpointKey(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "games", "ants", "testdata", "trace_001.json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		OfficialReplay json.RawMessage `json:"officialReplay"`
	}
	if err := json.NewDecoder(z).Decode(&tr); err != nil {
		t.Fatal(err)
	}
	r, err := ants.Game{}.Decode(tr.OfficialReplay, "trace_001.json")
	if err != nil {
		t.Fatal(err)
	}
	a := testApp(t)
	a.show(r, "trace_001.json", "trace_001.json")
	ms := &a.match
	vp := ms.m.Board().(view.Viewpoints)
	for _, want := range []int{0, 1, 2, 3, -1, 0} {
		run(t, a, &Input{Chars: []rune("v")})
		if vp.Viewpoint() != want {
			t.Fatalf("after V: viewpoint %d, want %d", vp.Viewpoint(), want)
		}
		if want >= 0 && !strings.Contains(a.msg.text, ms.m.Name(want)) {
			t.Errorf("message %q does not name player %d", a.msg.text, want)
		}
	}

	showReplay(t, a) // JavaChallenge2015: everyone sees the whole board
	run(t, a, &Input{Chars: []rune("v")})
	if !strings.Contains(a.msg.text, "whole board") {
		t.Errorf("V in a game without fog: %q", a.msg.text)
	}

	b := testAppWith(t, show.Window{Fog: true, FogPlayer: 2})
	b.show(r.(game.Replay), "trace_001.json", "trace_001.json")
	if v := b.match.m.Board().(view.Viewpoints).Viewpoint(); v != 2 {
		t.Errorf("--fog 2: viewpoint %d", v)
	}
}
