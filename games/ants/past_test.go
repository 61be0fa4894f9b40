package ants_test

import (
	"path/filepath"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/ants/internal/trace"
)

// The whole stream a seat's bot is sent (game.Stream, the Match's Past
// played back from the start) is the official engine's, byte for byte,
// in each of the ten games recorded from it: the setup, every turn's
// message while the player is in the game, a player's end message in the
// turn it is eliminated or killed (crashed, timed out); only the end
// messages sent after the last turn are not part of it. Through an
// earlier turn T it is the start of that stream, ending with turn T's
// message.
func TestStreamIsTheOfficialEngines(t *testing.T) {
	for _, path := range trace.MustPaths(t, trace.Dir()) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json.gz"), func(t *testing.T) {
			tr := trace.MustRead(t, path)
			r, err := game.Decode(tr.OfficialReplay, "official.json")
			if err != nil {
				t.Fatal(err)
			}
			last := r.Turns() - 1
			for p := range r.Seats() {
				var official strings.Builder
				for _, slot := range tr.Inputs {
					if slot[p] != nil {
						official.WriteString(*slot[p])
					}
				}
				want := official.String()
				got, err := game.Stream(nil, r, p, last)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.HasPrefix(want, string(got)) {
					n := commonPrefix(want, string(got))
					t.Fatalf("seat %d: the stream through turn %d differs from the engine's at byte %d:\n%.300q\nwant\n%.300q", p, last, n, got[n:], want[n:])
				}
				_, err = r.Input(nil, last, p, nil)
				inAtEnd := err == nil
				if rest := want[len(got):]; rest != "" && (!inAtEnd || !strings.HasPrefix(rest, "end\n") || strings.Count(rest, "end\n") != 1) {
					t.Fatalf("seat %d (in the game at its last turn: %v): the stream through turn %d stops short of the engine's by more than the end message after the last turn: %.200q", p, inAtEnd, last, rest)
				}
				mid := last / 2
				part, err := game.Stream(nil, r, p, mid)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.HasPrefix(string(got), string(part)) {
					t.Fatalf("seat %d: the stream through turn %d is not the start of the stream through %d", p, mid, last)
				}
				if in, err := r.Input(nil, mid, p, nil); err == nil && !strings.HasSuffix(string(part), string(in)+"\n") {
					t.Fatalf("seat %d: the stream through turn %d does not end with that turn's message %.100q", p, mid, in)
				}
			}
		})
	}
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
