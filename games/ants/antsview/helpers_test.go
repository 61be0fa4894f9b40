package antsview

import (
	"fmt"
	"math"
	"testing"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/ants/engine"
	tracefile "floorfall/games/ants/internal/trace"
	"floorfall/games/ants/internal/tracereply"
)

// traceBoard is the board of a reference game's official replay, and the
// game's replay and trace.
func traceBoard(t testing.TB, name string) (*Board, *ants.Replay, *tracefile.Trace) {
	t.Helper()
	tr := tracefile.MustRead(t, "../testdata/"+name+".json.gz")
	r, err := ants.Game{}.Decode(tr.OfficialReplay, name+".json")
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(r, tr.Players)
	if err != nil {
		t.Fatal(err)
	}
	return b.(*Board), r.(*ants.Replay), tr
}

// state is the engine's state t of a replay.
func state(t testing.TB, r *ants.Replay, turn int) *engine.State {
	t.Helper()
	s, err := r.State(turn)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// frameAt is the board's frame at position pos.
func frameAt(b *Board, pos float64) *Frame {
	var fr Frame
	b.BuildFrame(pos, &fr)
	return &fr
}

// antKey is an ant drawn whole, where it stands: "P2@(10,4)".
func antKey(x, y float64, owner int) string {
	return fmt.Sprintf("P%d@(%d,%d)", owner, int(math.Floor(x)), int(math.Floor(y)))
}

// drawn are the ants of a frame drawn whole (alpha and scale 1), as keys.
func drawn(fr *Frame) map[string]int {
	m := map[string]int{}
	for _, a := range fr.Ants {
		if a.Alpha > 0.999 && a.Scale > 0.999 {
			m[antKey(a.X, a.Y, a.Owner)]++
		}
	}
	return m
}

// living are a state's ants, as keys.
func living(s *engine.State) map[string]int {
	m := map[string]int{}
	for _, a := range s.Live() {
		sq := int(s.Ants[a].Sq)
		m[antKey(float64(sq%s.Cols), float64(sq/s.Cols), int(s.Ants[a].Owner))]++
	}
	return m
}

func sameCounts(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// replyOf is the trace's answer of seat p to slot k, as the runner hands
// it to the game.
func replyOf(tr *tracefile.Trace, k, p int) game.Reply { return tracereply.Of(tr, k, p) }
