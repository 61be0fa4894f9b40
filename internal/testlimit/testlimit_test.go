package testlimit

import (
	"testing"
	"time"
)

// The slack is read from its variable, a factor from 1 to 100; anything
// else is the default.
func TestParse(t *testing.T) {
	for s, want := range map[string]float64{"": Default, "1": 1, "3.5": 3.5, "100": 100, "0.5": Default, "0": Default,
		"-2": Default, "NaN": Default, "Inf": Default, "101": Default, "x": Default} {
		if got := parse(s); got != want {
			t.Errorf("parse(%q) = %v, want %v", s, got, want)
		}
	}
}

// Scale multiplies by the slack, and never shortens a bound.
func TestScale(t *testing.T) {
	if got, want := Scale(300*time.Millisecond), time.Duration(float64(300*time.Millisecond)*Slack()); got != want {
		t.Errorf("Scale(300ms) = %v, want %v", got, want)
	}
	if Scale(time.Second) < time.Second {
		t.Errorf("Scale(1s) = %v, shorter than 1s", Scale(time.Second))
	}
}
