package view

import (
	"strings"
	"testing"

	"floorfall/game"
)

// A board with the parts its game declares passes; one with a part
// undeclared, or without one declared, is refused, naming the game and
// the part.
func TestCheckParts(t *testing.T) {
	type plain struct{ Board }
	type playable struct {
		Board
		Playable
	}
	type fogged struct {
		Board
		Viewpoints
	}
	cases := []struct {
		info game.Info
		b    Board
		want string // "" for none
	}{
		{game.Info{Name: "g"}, plain{}, ""},
		{game.Info{Name: "g", PersonPlays: true}, playable{}, ""},
		{game.Info{Name: "g", Fog: true}, fogged{}, ""},
		{game.Info{Name: "g", PersonPlays: true}, plain{}, "g declares PersonPlays true, but its board is view.Playable: false"},
		{game.Info{Name: "g"}, playable{}, "g declares PersonPlays false, but its board is view.Playable: true"},
		{game.Info{Name: "g", Fog: true}, plain{}, "g declares Fog true, but its board is view.Viewpoints: false"},
		{game.Info{Name: "g"}, fogged{}, "g declares Fog false, but its board is view.Viewpoints: true"},
	}
	for _, c := range cases {
		err := checkParts(c.info, c.b)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%+v, %T: %v", c.info, c.b, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%+v, %T: %v, want %q", c.info, c.b, err, c.want)
		}
	}
}
