package hitandsunk

import (
	"bytes"
	"strings"
	"testing"

	"floorfall/games/hitandsunk/builtin"
	"floorfall/games/hitandsunk/engine"
)

// Serve answers one call as a bot program would: its class with no
// argument, its letters to a turn's argument, as the built-in player
// answers with the same seed; more than one argument is refused.
func TestServe(t *testing.T) {
	s := engine.New(3, 9, nil)
	for s.Round == 0 {
		s.Play("2", true)
	}
	arg := string(s.AppendArg(nil))
	for _, name := range builtin.Names {
		var out bytes.Buffer
		if err := (Game{}).Serve(name, 5, nil, nil, nil, &out); err != nil || engine.ChoiceOf(strings.TrimSpace(out.String())) == 0 {
			t.Errorf("%s: choice %q (%v)", name, out.String(), err)
		}
		out.Reset()
		if err := (Game{}).Serve(name, 5, nil, []string{arg}, nil, &out); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want, _ := builtin.Answer(name, 5, arg)
		if out.String() != want+"\n" {
			t.Errorf("%s: served %q, the player answers %q", name, out.String(), want)
		}
	}
	if err := (Game{}).Serve("hunter", 5, nil, []string{"a", "b"}, nil, new(bytes.Buffer)); err == nil {
		t.Error("two arguments were taken")
	}
}
