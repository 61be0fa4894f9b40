package match

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/internal/testlimit"
)

// A bot run anew for every call runs in a folder of its own, emptied
// before the match, where its files last from call to call; its command,
// given relative to the project's folder, still runs from there.
func TestPerCallSeatFolders(t *testing.T) {
	proj, seats := t.TempDir(), t.TempDir()
	script := `echo "$1" >> notes.txt; echo "$(pwd) $(wc -l < notes.txt)"`
	if err := os.WriteFile(filepath.Join(proj, "bot.sh"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	// A file an earlier match left in seat 0's folder is gone.
	os.MkdirAll(filepath.Join(seats, "seat-0"), 0o755)
	os.WriteFile(filepath.Join(seats, "seat-0", "notes.txt"), []byte("old\nold\n"), 0o644)

	for _, base := range []string{seats, ""} {
		g := echoGame{ask: game.Ask{Kind: game.PerCall}, turns: 3}
		cfg := Config{Game: g, Seats: []Seat{{Command: "sh bot.sh"}, {Command: "sh bot.sh"}},
			Bot: bot.Config{ActionTimeout: testlimit.Scale(5 * time.Second), Dir: proj}, SeatDirs: base}
		r, err := Start(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		for {
			if _, ok := r.Next(context.Background()); !ok {
				break
			}
		}
		tmp := r.tmp
		r.Close()
		for seat, as := range r.Match().(*echoMatch).answers {
			for turn, a := range as {
				dir, count, _ := strings.Cut(strings.TrimSpace(a), " ")
				if filepath.Base(dir) != fmt.Sprintf("seat-%d", seat) || strings.TrimSpace(count) != fmt.Sprint(turn+1) {
					t.Errorf("base %q seat %d turn %d: answered %q, want its own folder seat-%d and %d calls noted", base, seat, turn, a, seat, turn+1)
				}
				if base != "" && filepath.Dir(dir) != seats {
					t.Errorf("seat %d ran in %s, not under %s", seat, dir, seats)
				}
			}
		}
		if base == "" {
			if tmp == "" {
				t.Fatal("no temporary seat folder was made")
			}
			if _, err := os.Stat(tmp); !os.IsNotExist(err) {
				t.Errorf("the temporary seat folders %s are left after Close (%v)", tmp, err)
			}
		}
	}
}
