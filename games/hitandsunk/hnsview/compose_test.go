package hnsview

import (
	"path/filepath"
	"strings"
	"testing"

	"floorfall/games/hitandsunk"
	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/internal/livetest"
	"floorfall/view"
)

// duel is a live match of testdata/duel.json before its first call: seat
// 0's submarine has its head at 10,10 facing right, seat 1's battleship
// at 14,8 facing up (over 14,8 to 14,11); seat 0 plays first.
func duel(t *testing.T) (*Board, *hitandsunk.Match, *view.Match) {
	t.Helper()
	m, lm := livetest.Start(t, filepath.Join("..", "testdata", "duel.json"))
	return lm.Board().(*Board), m, lm
}

// answerLive plays the call of the seat called next with answer, live.
var answerLive = livetest.Play

// At the ship-choice call a key or its button chooses the class at once.
func TestComposeShipChoice(t *testing.T) {
	b, _, _ := duel(t)
	if ans, sent := b.Compose(0, "right"); !sent || ans != "2" {
		t.Fatalf("→ at the ship choice: %q %v", ans, sent)
	}
	if ans, sent := b.Compose(1, "right"); sent || ans != "" {
		t.Fatalf("seat 1 not called: %q %v", ans, sent)
	}
	bs := b.Buttons(0)
	if len(bs) != 5 || bs[1].Label != "→ submarine" || bs[4].Key != "space" {
		t.Fatalf("ship-choice buttons: %+v", bs)
	}
	if ans, sent := b.Compose(0, bs[4].Key); !sent || engine.ChoiceOf(ans) != engine.Carrier {
		t.Fatalf("the carrier's button: %q %v", ans, sent)
	}
}

// The arrows and clicks make the answer action by action, each shot's
// offset from where the head is by then; what the rules would refuse or
// waste is not added and the box says why; Backspace takes the last back,
// Enter sends.
func TestComposeAnswer(t *testing.T) {
	b, m, lm := duel(t)
	answerLive(m, lm, "2")
	answerLive(m, lm, "4")
	if b.Last().Acting() != 0 || b.Last().Round != 1 {
		t.Fatalf("seat %d called in round %d", b.Last().Acting(), b.Last().Round)
	}
	d := func() string { return b.dr.answer() }
	note := func(want string) {
		t.Helper()
		if !strings.Contains(b.dr.note, want) || !strings.Contains(b.Keys(0), "✗ "+want) {
			t.Fatalf("draft %q: note %q, want %q", d(), b.dr.note, want)
		}
	}
	b.Compose(0, "up")
	b.Compose(0, "right")
	b.ComposeAt(0, 14.5, 8.5, false) // the battleship's head
	if d() != "MKF+3-2" || b.dr.note != "" {
		t.Fatalf("↑ →, a click on 14,8: %q (%s)", d(), b.dr.note)
	}
	y := b.Yours(0).(*Turn)
	if !y.Moved || y.Ship.X != 11 || y.Ship.Y != 10 || y.Ship.Dir != 2 || len(y.Path) != 3 || y.Path[1] != [2]int{11, 10} {
		t.Fatalf("the ghost: moved %v, %+v, path %v", y.Moved, y.Ship, y.Path)
	}
	if len(y.Marks) != 1 || y.Marks[0] != (Mark{X: 14, Y: 8, Letter: 'F', Hit: true}) {
		t.Fatalf("marks %+v", y.Marks)
	}
	keys := b.Keys(0)
	for _, want := range []string{"answer: MKF+3-2", "F 14,8: hit", "left: 0 moves · 0 shots · action spent · 4 mines"} {
		if !strings.Contains(keys, want) {
			t.Errorf("the box says %q, not %q", keys, want)
		}
	}
	b.ComposeAt(0, 14.5, 9.5, false)
	note("F at 14,9 refused: " + engine.WhyNoShot)
	b.Compose(0, "up")
	note("M (ahead) refused: " + engine.WhyNoMove)
	b.Compose(0, "special")
	note("P (dive) refused: " + engine.WhyNoToken)
	if d() != "MKF+3-2" {
		t.Fatalf("refused actions were added: %q", d())
	}
	b.Compose(0, "backspace")
	b.ComposeAt(0, 18.5, 10.5, false)
	note("F at 18,10: out of range (a submarine fires 5 squares)")
	b.ComposeAt(0, 30.5, 10.5, false)
	note("F at 30,10: too far")
	b.ComposeAt(0, -0.5, 10.5, false)
	note("F: off the sea")
	// A mine with the other click; then no shot: the action is spent.
	b.ComposeAt(0, 12.5, 10.5, true)
	if d() != "MKN+1+0" {
		t.Fatalf("a mine at 12,10: %q (%s)", d(), b.dr.note)
	}
	if y = b.Yours(0).(*Turn); y.Marks[0] != (Mark{X: 12, Y: 10, Letter: 'N'}) {
		t.Fatalf("the mine's mark: %+v", y.Marks)
	}
	b.ComposeAt(0, 14.5, 8.5, false)
	note("F at 14,8 refused: " + engine.WhyNoToken)
	// The mine button makes a click lay a mine, for one mine.
	b.Compose(0, "backspace")
	b.Compose(0, "mines")
	if !b.Yours(0).(*Turn).Mine || !buttonOf(t, b, "mines").On {
		t.Fatal("the mine button is not on")
	}
	b.ComposeAt(0, 12.5, 10.5, false)
	if d() != "MKN+1+0" || b.dr.mine {
		t.Fatalf("a click in mine mode: %q, still mine mode %v", d(), b.dr.mine)
	}
	b.Compose(0, "backspace")
	b.Compose(0, "special")
	if d() != "MKP" || buttonOf(t, b, "special").Label != "surface" || !buttonOf(t, b, "special").Off {
		t.Fatalf("dive: %q, special button %+v", d(), buttonOf(t, b, "special"))
	}
	b.Compose(0, "clear")
	if d() != "" || !buttonOf(t, b, "backspace").Off || !buttonOf(t, b, "ram").Off {
		t.Fatalf("cleared: %q, buttons %+v", d(), b.Buttons(0))
	}
	b.Compose(0, "up")
	if y := b.Yours(0).(*Turn); len(y.Targets) != 1 || y.Targets[0] != [2]int{14, 10} {
		t.Fatalf("the cells marked for Space from 11,10: %v", y.Targets)
	}
	b.Compose(0, "space") // the nearest cell of the battleship in sight, from where the head is by then
	if d() != "MF+3+0" {
		t.Fatalf("↑ Space: %q (%s)", d(), b.dr.note)
	}
	if y := b.Yours(0).(*Turn); len(y.Targets) != 0 || !strings.Contains(b.Keys(0), "Space: no ship in sight and range") {
		t.Fatalf("no shot left, Space still marks %v", y.Targets)
	}
	b.Compose(0, "space")
	note("Space: no enemy ship in sight and range, or no shot left")
	b.Compose(0, "clear")
	b.Compose(0, "space")
	if d() != "F+4+0" {
		t.Fatalf("Space: %q (%s)", d(), b.dr.note)
	}
	if ans, sent := b.Compose(1, "enter"); sent || ans != "" || b.Yours(1) != nil || b.Buttons(1) != nil {
		t.Fatal("seat 1, not called, composes")
	}
	ans, sent := b.Compose(0, "enter")
	if !sent || ans != "F+4+0" {
		t.Fatalf("Enter: %q %v", ans, sent)
	}
	answerLive(m, lm, ans)
	if c := b.Calls[len(b.Calls)-1]; c.Steps[0].Effect != "fired" || len(c.Steps[0].Hits) != 1 {
		t.Fatalf("the answer sent did not hit: %+v", c.Steps)
	}
	// Seat 1's call: a draft of its own, empty; Enter with nothing waits.
	if y := b.Yours(1).(*Turn); y.Answer != "" || len(y.Marks) != 0 || y.Moved {
		t.Fatalf("seat 1's draft is not empty: %+v", y)
	}
	if ans, sent := b.Compose(1, "enter"); !sent || ans != "W" {
		t.Fatalf("Enter on an empty answer: %q %v", ans, sent)
	}
}

// buttonOf is the button of b for seat 0 with key.
func buttonOf(t *testing.T, b *Board, key string) view.Button {
	t.Helper()
	for _, bt := range b.Buttons(0) {
		if bt.Key == key {
			return bt
		}
	}
	t.Fatalf("no button %q in %+v", key, b.Buttons(0))
	return view.Button{}
}

// A move onto a mine shows the mine blowing up and the person's own hull
// hit.
func TestComposeShowsOwnBlast(t *testing.T) {
	b, m, lm := duel(t)
	answerLive(m, lm, "2")
	answerLive(m, lm, "4")
	answerLive(m, lm, "N+1+0") // seat 0 lays a mine ahead of its head
	answerLive(m, lm, "W")     // seat 1
	answerLive(m, lm, "W")     // round 2: seat 1 first
	if b.Last().Acting() != 0 || b.Last().At(11, 10) != engine.Mine {
		t.Fatalf("seat %d called, %d at 11,10", b.Last().Acting(), b.Last().At(11, 10))
	}
	b.Compose(0, "up")
	y := b.Yours(0).(*Turn)
	if len(y.Marks) != 1 || y.Marks[0] != (Mark{X: 11, Y: 10, Letter: '*', Hit: true, Own: true}) {
		t.Fatalf("a move onto a mine: marks %+v", y.Marks)
	}
	if k := b.Keys(0); !strings.Contains(k, "M → 11,10: 1 mine blew") {
		t.Fatalf("the box: %q", k)
	}
}
