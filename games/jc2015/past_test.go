package jc2015_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/internal/fixtures"
)

// The whole stream a seat's bot is sent (game.Stream, the Match's Past
// playing the commands again from the placement) is the official
// server's, byte for byte, in the 40 games recorded from it: the input of
// each of its turns (every fourth, a fallen player's too), each ending in
// a newline, through the turn asked for.
func TestStreamIsTheOfficialServers(t *testing.T) {
	paths, _ := filepath.Glob(fixtures.Path("jc2015", "traces", "trace_*.json"))
	if len(paths) != 40 {
		t.Fatalf("%d traces, want 40", len(paths))
	}
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var tr struct {
			Inputs         []string
			OfficialReplay json.RawMessage
		}
		if err := json.Unmarshal(data, &tr); err != nil {
			t.Fatal(err)
		}
		r, err := game.Decode(tr.OfficialReplay, path)
		if err != nil {
			t.Fatal(err)
		}
		last := min(r.Turns(), r.(*jc2015.Replay).Timeline().End()) - 1
		for _, through := range []int{last, last / 3} {
			for seat := range r.Seats() {
				var want strings.Builder
				for turn := seat; turn <= through; turn += 4 {
					want.WriteString(tr.Inputs[turn] + "\n")
				}
				got, err := game.Stream(nil, r, seat, through)
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != want.String() {
					t.Fatalf("%s, seat %d through turn %d: %d bytes, want the official server's %d", filepath.Base(path), seat, through, len(got), want.Len())
				}
			}
		}
	}
}
