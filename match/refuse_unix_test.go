//go:build unix

package match

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/internal/testlimit"
)

// refusingGame refuses every match in New, once its bot has started (the
// match is made while the bots start).
type refusingGame struct {
	echoGame
	started string // a file the bot writes its pid in
}

func (g refusingGame) New(game.Setup) (game.Match, error) {
	end := time.Now().Add(testlimit.Scale(10 * time.Second))
	for time.Now().Before(end) {
		if b, err := os.ReadFile(g.started); err == nil && strings.HasSuffix(string(b), "\n") {
			break
		}
		time.Sleep(time.Millisecond)
	}
	return nil, errors.New("no match today")
}

// A match the game refuses while its bots start is not played: Start
// returns the game's error, and the bots started are closed.
func TestStartRefusedWhileBotsStart(t *testing.T) {
	started := filepath.Join(t.TempDir(), "pid")
	g := refusingGame{echoGame: echoGame{turns: 1, ask: game.Ask{Kind: game.Persistent, Until: "go"}}, started: started}
	cfg := Config{Game: g, Seats: []Seat{
		{Name: "a", Command: "sh -c 'echo $$ >" + started + "; exec sleep 30'"},
		{Name: "b", Command: "sleep 30"},
	}}
	r, err := Start(context.Background(), cfg)
	if err == nil || err.Error() != "no match today" {
		if r != nil {
			r.Close()
		}
		t.Fatalf("Start: %v, want the game's refusal", err)
	}
	b, err := os.ReadFile(started)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Fatalf("the bot (pid %d) after the refusal: %v, want it gone", pid, err)
	}
}
