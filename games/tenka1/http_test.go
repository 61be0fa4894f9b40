package tenka1

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/match"
)

// Every trace through floorfall's HTTP API, with real calls: six bot
// processes send the recorded moves (a seat that never plays has no bot)
// and get the recorded answers, byte for byte but "now"; the final scores
// and ranks are the recorded ones. A trace whose seats miss turns is
// played with 100 ms turns (a missed turn lasts its whole time).
func TestTracesOverHTTP(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range loadTraces(t) {
		t.Run(tr.Name, func(t *testing.T) {
			out := t.TempDir()
			path, _ := filepath.Abs(filepath.Join("testdata", tr.File))
			cfg := match.Config{Game: Game{}, Seats: make([]match.Seat, 6),
				Bot: bot.Config{Env: []string{"TENKA1_OUT=" + out}}}
			misses := false
			for seat := range 6 {
				last := tr.Last(seat)
				if last < 0 {
					continue
				}
				cfg.Seats[seat].Command = "'" + exe + "' " + botFlag + path + ":" + string(rune('0'+seat))
				for turn := range last {
					misses = misses || tr.Moves[turn][seat] < 0
				}
				misses = misses || last < len(tr.Moves)-1
			}
			if misses {
				if testing.Short() {
					t.Skip("missed turns take 100 ms each")
				}
				cfg.Bot.ActionTimeout = 100 * time.Millisecond
			}
			r, err := match.Play(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			checkFinal(t, tr, r.Result())
			for seat, p := range r.Meta().Players {
				if tr.Last(seat) < 0 {
					continue
				}
				got, err := os.ReadFile(filepath.Join(out, "seat"+string(rune('0'+seat))))
				if string(got) != "ok" || p.Status != string(bot.StatusOK) {
					t.Errorf("seat %d: %s %v; status %s %s", seat, got, err, p.Status, p.Detail)
				}
			}
			// What each seat called is in the records.
			var calls []string
			for _, rec := range r.Meta().Turns {
				if rec.Seat == 0 && rec.Reply != "" {
					calls = append(calls, rec.Reply)
				}
			}
			var want []string
			for _, mv := range tr.Moves {
				if mv[0] >= 0 {
					want = append(want, string(rune('0'+mv[0])))
				}
			}
			if !slices.Equal(calls, want) {
				t.Errorf("seat 0's recorded calls: %d, want %d", len(calls), len(want))
			}
			var _ game.Replay = r
		})
	}
}
