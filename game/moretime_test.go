package game

import (
	"testing"
	"time"

	"floorfall/replay"
)

// The flag that gives a bot more time: the game's own parameter where its
// limit applies (a setup turn's too), --action-timeout else,
// --ready-timeout for a bot not ready in time; none when no time helps.
func TestMoreTime(t *testing.T) {
	plain := Info{}
	ants := Info{Ask: Ask{TurnParam: "turntime", SetupParam: "loadtime"}}
	for _, c := range []struct {
		g      Info
		status string
		turn   int
		detail string
		want   TimeFlag
		ok     bool
	}{
		{plain, replay.StatusTimeout, 12, "no answer within 100ms", TimeFlag{Flag: "--action-timeout"}, true},
		{plain, replay.StatusTimeout, 0, "the call did not end its output within 1s", TimeFlag{Flag: "--action-timeout"}, true},
		{ants, replay.StatusTimeout, 40, "no answer within 500ms", TimeFlag{Flag: "--turntime", Millis: true}, true},
		{ants, replay.StatusTimeout, 0, "no answer within 3s", TimeFlag{Flag: "--loadtime", Millis: true}, true},
		{plain, replay.StatusNotReady, -1, `printed "Ready", want READY (no READY within 1s)`, TimeFlag{Flag: "--ready-timeout"}, true},
		{plain, replay.StatusNotReady, -1, "made no request within 10s", TimeFlag{Flag: "--ready-timeout"}, true},
		{plain, replay.StatusNotReady, -1, "output closed (exited with status 1); stderr:\nwaiting within reason", TimeFlag{}, false},
		{plain, replay.StatusExited, 5, "output closed", TimeFlag{}, false},
		{plain, replay.StatusOK, -1, "", TimeFlag{}, false},
	} {
		got, ok := c.g.MoreTime(c.status, c.turn, c.detail)
		if got != c.want || ok != c.ok {
			t.Errorf("%s in turn %d (%q): %+v %v, want %+v %v", c.status, c.turn, c.detail, got, ok, c.want, c.ok)
		}
	}
	if v := (TimeFlag{Flag: "--turntime", Millis: true}).Value(1500 * time.Millisecond); v != "1500" {
		t.Errorf("milliseconds: %q", v)
	}
	if v := (TimeFlag{Flag: "--action-timeout"}).Value(1500 * time.Millisecond); v != "1.5s" {
		t.Errorf("a duration: %q", v)
	}
}
