package game_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"floorfall/bot/ask"
	"floorfall/game"
)

// upper is a game whose one built-in bot answers its input in capitals,
// and which writes no Serve of its own.
type upper struct{}

func (upper) Info() game.Info {
	return game.Info{Name: "upper", MinSeats: 1, MaxSeats: 1, Ask: game.Ask{Kind: game.Persistent, Ready: "READY"}}
}
func (upper) New(game.Setup) (game.Match, error)         { return nil, errors.New("none") }
func (upper) Decode([]byte, string) (game.Replay, error) { return nil, errors.New("none") }
func (upper) Builtin(name string, seat int, seed int64, s game.Setup) (ask.Player, error) {
	if name != "caps" {
		return nil, errors.New("no bot " + name)
	}
	return ask.Decider(strings.ToUpper), nil
}

// A game that is no Server has its built-in bot served a line at a time,
// after its ready line; arguments and unknown bots are refused.
func TestServeLines(t *testing.T) {
	var out bytes.Buffer
	if err := game.Serve(upper{}, "caps", 1, nil, nil, strings.NewReader("a b\nc\n"), &out); err != nil || out.String() != "READY\nA B\nC\n" {
		t.Errorf("served %q, %v", out.String(), err)
	}
	if err := game.Serve(upper{}, "caps", 1, nil, []string{"x"}, strings.NewReader(""), io.Discard); err == nil {
		t.Error("an argument taken")
	}
	if err := game.Serve(upper{}, "lower", 1, nil, nil, strings.NewReader(""), io.Discard); err == nil || err.Error() != "no bot lower" {
		t.Errorf("an unknown bot: %v", err)
	}
}
