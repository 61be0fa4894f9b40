package tenka1

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
// played with 100 ms turns (a missed turn lasts its whole time); if a call
// comes late on a loaded machine (and so counts for the next turn, as it
// would on the official server), that game is played again, three times
// at most.
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
			var r game.Replay
			for attempt := 1; ; attempt++ {
				var err error
				if r, err = match.Play(context.Background(), cfg); err != nil {
					t.Fatal(err)
				}
				// A late call shows as a LATE at its seat, and as a wrong
				// answer at the others: the game was not played as recorded.
				late, failed := "", ""
				for seat, p := range r.Meta().Players {
					if tr.Last(seat) < 0 {
						continue
					}
					got, err := os.ReadFile(filepath.Join(out, "seat"+string(rune('0'+seat))))
					switch {
					case strings.HasPrefix(string(got), "LATE"):
						late = fmt.Sprintf("seat %d: %s", seat, got)
					case string(got) != "ok" || p.Status != string(bot.StatusOK):
						failed += fmt.Sprintf("seat %d: %s %v; status %s %s\n", seat, got, err, p.Status, p.Detail)
					}
				}
				if late == "" {
					if failed != "" {
						t.Fatal(failed)
					}
					break
				}
				if attempt == 3 {
					t.Skipf("calls came late on this machine three times: %s", late)
				}
				t.Logf("attempt %d: %s: again", attempt, late)
			}
			checkFinal(t, tr, r.Result())
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
		})
	}
}
