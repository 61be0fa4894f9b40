package view_test

import (
	"strings"
	"testing"

	"floorfall/game"
	_ "floorfall/games/all" // every game
	"floorfall/view"
)

// A registration without a board maker, or of a game registered already,
// panics: a mistake found when the program starts, not an empty window.
func TestRegisterMistakesPanic(t *testing.T) {
	g, err := game.Lookup("jc2015")
	if err != nil {
		t.Fatal(err)
	}
	mk := func(game.Replay, []string) (view.Board, error) { return nil, nil }
	for what, reg := range map[string]func(){
		"no maker": func() { view.Register(g, nil, nil) },
		"no game":  func() { view.Register(nil, mk, nil) },
		"twice":    func() { view.Register(g, mk, nil) },
	} {
		func() {
			defer func() {
				r, _ := recover().(string)
				if !strings.Contains(r, "view: ") {
					t.Errorf("%s: recovered %q, want view's panic", what, r)
				}
			}()
			reg()
		}()
	}
	if view.PainterOf("jc2015") == nil {
		t.Error("jc2015's painter is gone")
	}
	if len(game.Names()) != len(view.Shown()) {
		t.Errorf("games %v, shown %v: every game registered with its view", game.Names(), view.Shown())
	}
}
