package app

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one tick's keyboard and mouse. readInput takes it from
// Ebitengine once a tick; everything the window does with keys and the
// mouse reads it here, so tests drive the window with plain values.
type Input struct {
	X, Y       float64 // the cursor, in the screen's pixels
	Click      bool    // the left button went down this tick
	Held       bool    // the left button is down
	RightClick bool    // the right button went down this tick
	Wheel      float64 // the vertical wheel: > 0 away from the user
	Ctrl       bool    // Control or Meta is held
	Shift      bool
	Chars      []rune // the characters typed, in order
	Dropped    fs.FS  // files dropped on the window; nil none

	pressed [ebiten.KeyMax + 1]bool  // went down this tick
	held    [ebiten.KeyMax + 1]int32 // ticks held down so far
	repeats bool                     // a key held would repeat (see Repeating)
}

// Down reports a key pressed this tick or, with repeat, held long enough
// to repeat (after 0.4 s, 20 times a second at 60 ticks per second). A key
// pressed and released within one tick counts: the loop may run few ticks
// while idle or loaded, and every press must be one action.
func (in *Input) Down(key ebiten.Key, repeat bool) bool {
	d := in.held[key]
	if repeat && d > 0 {
		in.repeats = true
	}
	return in.pressed[key] || repeat && d > 24 && d%3 == 0
}

// Repeating reports whether a key held down this tick would repeat (Down
// asked with repeat): the repeat counts ticks, so the loop must run every
// tick while it is held, even with nothing moving (see app.pace).
func (in *Input) Repeating() bool { return in.repeats }

// Press makes key pressed this tick.
func (in *Input) Press(key ebiten.Key) { in.pressed[key], in.held[key] = true, 1 }

// Hold makes key held down for ticks ticks.
func (in *Input) Hold(key ebiten.Key, ticks int) {
	in.pressed[key], in.held[key] = ticks == 1, int32(ticks)
}

// readInput takes this tick's keyboard and mouse from Ebitengine into in
// (its slices are reused).
func readInput(in *Input) {
	x, y := ebiten.CursorPosition()
	_, wy := ebiten.Wheel()
	chars := ebiten.AppendInputChars(in.Chars[:0])
	*in = Input{
		X: float64(x), Y: float64(y),
		Click:      inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		Held:       ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		RightClick: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight),
		Wheel:      wy,
		Ctrl:       ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta),
		Shift:      ebiten.IsKeyPressed(ebiten.KeyShift),
		Chars:      chars,
		Dropped:    ebiten.DroppedFiles(),
	}
	for k := range ebiten.KeyMax + 1 {
		in.pressed[k] = inpututil.IsKeyJustPressed(k)
		in.held[k] = int32(inpututil.KeyPressDuration(k))
	}
}
