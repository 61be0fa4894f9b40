package match

import (
	"context"
	"strings"
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/internal/testlimit"
)

// A person's seat: the match waits for the person as long as it takes,
// the window sees the turn's input, a key pressed out of turn is not kept,
// and the person's commands are what the replay records.
func TestHumanSeat(t *testing.T) {
	h := NewHuman()
	if h.Play("U") {
		t.Fatal("a command was taken before the match asked for one")
	}
	// Turns 1, 5, 9 and 13 are the person's; 9 and 13 are forced to N by
	// the attack at 5, and the person is not asked for them.
	cfg := jcConfig(2, 16)
	cfg.Seats[1] = h.Seat("me")
	cfg.Bot.ActionTimeout = 10 * time.Millisecond // a bot's limit, not a person's
	done := make(chan error, 1)
	var got []engine.Command
	go func() {
		f, err := playFile(context.Background(), cfg)
		if err == nil {
			got = f.Commands
			if p := f.Meta.Players[1]; p.Command != "human" || p.Name != "me" || p.Status != "ok" {
				t.Errorf("player 1 recorded as %+v", p)
			}
		}
		done <- err
	}()
	plays := []engine.Command{engine.CmdLeft, engine.CmdAttack}
	for k, c := range plays {
		var input string
		for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(time.Millisecond) {
			var ok bool
			if input, ok = h.Waiting(); ok {
				break
			}
			if time.Now().After(end) {
				t.Fatalf("the match never asked the person for turn %d", 4*k+1)
			}
		}
		if !strings.HasPrefix(input, "1\n") {
			t.Fatalf("the person's input starts %q", input[:min(len(input), 8)])
		}
		// The person thinks five times as long as a bot may answer (the
		// time is what is tested, a lower bound): the match still waits,
		// on the same turn.
		time.Sleep(5 * cfg.Bot.ActionTimeout)
		if again, ok := h.Waiting(); !ok || again != input {
			t.Fatalf("turn %d: the match did not wait for the person", 4*k+1)
		}
		if !h.Play(c.String()) {
			t.Fatalf("turn %d: the command was refused", 4*k+1)
		}
		if h.Play("D") {
			t.Fatal("a second command was taken for the same turn")
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(testlimit.Scale(30 * time.Second)):
		h.Close()
		t.Fatal("the match still waits for the person, in turns the rules force to N")
	}
	if len(got) != 16 || got[1] != engine.CmdLeft || got[5] != engine.CmdAttack || got[9] != engine.CmdNone || got[13] != engine.CmdNone {
		t.Fatalf("commands %q", got)
	}
}

// Closing the match ends the person's wait at once.
func TestHumanClosed(t *testing.T) {
	h := NewHuman()
	cfg := jcConfig(2, 9)
	cfg.Seats[0] = h.Seat("me")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var closed time.Time
	waited := false
	go func() { // closed once the match waits for the person
		for end := time.Now().Add(testlimit.Scale(30 * time.Second)); !waited && time.Now().Before(end); time.Sleep(time.Millisecond) {
			_, waited = h.Waiting()
		}
		closed = time.Now()
		cancel()
	}()
	f, err := playFile(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !waited {
		t.Fatal("the match never waited for the person")
	}
	if _, asked := h.Waiting(); len(f.Commands) != 0 || asked {
		t.Errorf("%d turns played without the person (still asked: %v)", len(f.Commands), asked)
	}
	if took := time.Since(closed); took > testlimit.Scale(10*time.Second) {
		t.Errorf("closing took %v", took)
	}
}
