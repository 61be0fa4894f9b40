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

	"floorfall/bot"
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

// Cancelling the context while the seats of a turn are asked closes the
// match at once (the bots are killed, not waited for); the turn is not
// played. A second match on the same context, cancelled, plays nothing.
func TestCancelWhileAsked(t *testing.T) {
	asked := filepath.Join(t.TempDir(), "asked")
	g := echoGame{turns: 3, ask: game.Ask{Kind: game.Persistent, Until: "go"}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := Config{Game: g, Bot: bot.Config{ActionTimeout: time.Minute}, Seats: []Seat{
		{Name: "a", Command: "sh -c 'read l; echo go; read l; : >" + asked + "; exec sleep 60'"},
		{Name: "b", Command: "sh -c 'while read l; do echo go; done'"},
	}}
	r, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, ok := r.Next(ctx); !ok {
		t.Fatal("turn 0 not played")
	}
	go func() {
		for {
			if _, err := os.Stat(asked); err == nil {
				break
			}
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	start := time.Now()
	if _, ok := r.Next(ctx); ok {
		t.Fatal("turn 1 played after the cancel")
	}
	if took := time.Since(start); took > testlimit.Scale(20*time.Second) {
		t.Fatalf("the cancelled turn took %v", took)
	}
	if n := r.Match().Turn(); n != 1 {
		t.Fatalf("%d turns played, want 1", n)
	}
	r2, err := Start(ctx, cfg)
	if err == nil {
		defer r2.Close()
		if _, ok := r2.Next(ctx); ok {
			t.Fatal("a turn played on a cancelled context")
		}
	}
}
