package jcview

import (
	"math"
	"testing"

	"floorfall/game"
	"floorfall/view"
)

func TestPlayAtSpeeds(t *testing.T) {
	m := trace(t, "trace_003.json") // 342 turns
	p := view.NewPlayback(m)
	if p.Speed() != 1 || p.SpeedText() != "1x" || p.Animating() {
		t.Fatalf("starts paused at 1x: %v %v", p.Speed(), p.Animating())
	}
	p.Play()
	p.Advance(1)
	if !near(p.Pos(), 4) {
		t.Fatalf("1x is one round (4 turns) per second: %v", p.Pos())
	}
	p.SetSpeed(8) // 64x
	if p.SpeedText() != "64x" {
		t.Fatal(p.SpeedText())
	}
	p.Advance(1.0 / 60)
	if !near(p.Pos(), 4+64*4.0/60) {
		t.Fatalf("64x does not lag: %v", p.Pos())
	}
	p.Faster()
	if p.Speed() != 64 {
		t.Fatal("64x is the fastest")
	}
	for range 20 {
		p.Slower()
	}
	if p.Speed() != 0.25 || p.SpeedText() != "0.25x" {
		t.Fatal("0.25x is the slowest")
	}
	p.SetSpeed(8)
	for !p.AtEnd() {
		p.Advance(1.0 / 60)
	}
	if p.BannerShown() || !p.Animating() {
		t.Fatal("the banner comes at once, before the last turn is seen")
	}
	for range 100 {
		p.Advance(1.0 / 60)
	}
	if !p.AtEnd() || p.Playing() || p.Animating() || !p.BannerShown() {
		t.Fatalf("stops at the end with the banner: pos %v playing %v", p.Pos(), p.Playing())
	}
	p.HideBanner()
	if p.BannerShown() {
		t.Fatal("the banner hides")
	}
	p.Play()
	if p.Pos() != 0 || !p.Playing() {
		t.Fatal("playing at the end starts over")
	}
}

func TestPauseSettles(t *testing.T) {
	m := scenario(t)
	p := view.NewPlayback(m)
	p.Play()
	p.Advance(0.3) // 1.2 turns
	p.Pause()
	if p.Playing() || !p.Animating() {
		t.Fatal("a pause mid-turn finishes the turn")
	}
	for p.Animating() {
		p.Advance(1.0 / 60)
	}
	if p.Pos() != 2 {
		t.Fatalf("settled on the next turn: %v", p.Pos())
	}
	pos := p.Pos()
	if p.Advance(1) || p.Pos() != pos {
		t.Fatal("a paused playback does not change")
	}
}

func TestSteps(t *testing.T) {
	m := scenario(t)
	p := view.NewPlayback(m)
	p.Step(1)
	if p.Pos() != 0 || !p.Animating() {
		t.Fatal("a step forward plays its turn")
	}
	p.Advance(0.05)
	if p.Pos() <= 0 || p.Pos() >= 1 {
		t.Fatalf("mid-step: %v", p.Pos())
	}
	p.Step(1) // a second press finishes the first step and plays the next
	if p.Pos() != 1 {
		t.Fatalf("the first step is settled: %v", p.Pos())
	}
	for p.Animating() {
		p.Advance(0.01)
	}
	if p.Pos() != 2 {
		t.Fatalf("two steps: %v", p.Pos())
	}
	p.Step(-1)
	if p.Pos() != 1 || p.Animating() {
		t.Fatalf("a step back jumps: %v", p.Pos())
	}
	p.Step(4)
	if p.Pos() != 5 {
		t.Fatalf("a round forward: %v", p.Pos())
	}
	p.Step(-4)
	p.Step(-4)
	if p.Pos() != 0 {
		t.Fatalf("clamped at the start: %v", p.Pos())
	}
	p.End()
	if p.Pos() != float64(m.Turns()) {
		t.Fatal("End")
	}
	p.Step(1)
	if p.Pos() != float64(m.Turns()) || p.Animating() {
		t.Fatal("no step past the end")
	}
	p.Home()
	if p.Pos() != 0 {
		t.Fatal("Home")
	}
	// A step back from the middle of a turn goes to its start.
	p.Play()
	p.Advance(0.6) // 2.4 turns
	p.Step(-1)
	if p.Pos() != 2 || p.Playing() {
		t.Fatalf("back from 2.4: %v", p.Pos())
	}
}

func TestSeek(t *testing.T) {
	m := trace(t, "trace_003.json")
	p := view.NewPlayback(m)
	p.SeekFraction(0.5)
	if p.Pos() != math.Round(0.5*float64(m.Turns())) {
		t.Fatalf("seek to half: %v", p.Pos())
	}
	p.Seek(-3)
	if p.Pos() != 0 {
		t.Fatal("seek clamps")
	}
	p.Seek(1e9)
	if !p.AtEnd() {
		t.Fatal("seek clamps at the end")
	}
	p.Seek(10.4)
	if p.Pos() != 10 {
		t.Fatal("a seek lands on a settled turn")
	}
	// Seeking while playing goes on playing from there.
	p.Play()
	p.Seek(100)
	p.Advance(0.25)
	if !near(p.Pos(), 101) || !p.Playing() {
		t.Fatalf("plays on after a seek: %v", p.Pos())
	}
}

func TestEvents(t *testing.T) {
	m := trace(t, "trace_003.json")
	// Every turn with an event of note, in order: falls and attacks here;
	// ft, the turns of the falls.
	var turns, ft []int
	falls := 0
	for _, n := range m.Notes() {
		if len(turns) == 0 || turns[len(turns)-1] != n.Turn {
			turns = append(turns, n.Turn)
		}
		if n.Kind == game.NoteOut {
			falls++
			if len(ft) == 0 || ft[len(ft)-1] != n.Turn {
				ft = append(ft, n.Turn)
			}
		}
	}
	if len(ft) < 2 {
		t.Fatalf("trace_003 has falls: %v", ft)
	}
	if falls != len(m.Outs) || len(turns) <= len(ft) || m.Outs[0].Turn != ft[0] {
		t.Fatalf("notes: %d falls of %d (the first in turn %d), %d turns of note", falls, len(m.Outs), m.Outs[0].Turn, len(turns))
	}
	p := view.NewPlayback(m)
	for _, want := range turns {
		p.NextEvent()
		if p.Pos() != float64(want) {
			t.Fatalf("next event at %d, got %v", want, p.Pos())
		}
		fr := frameAt(m, p.Pos()+0.99)
		if want == ft[0] && !fr.Tokens[m.Outs[0].Player].Falling {
			t.Fatalf("the first fall plays in the turn landed on")
		}
	}
	p.NextEvent()
	if !p.AtEnd() {
		t.Fatal("after the last event, the end")
	}
	for i := len(turns) - 1; i >= 0; i-- {
		p.PrevEvent()
		if p.Pos() != float64(turns[i]) {
			t.Fatalf("previous event at %d, got %v", turns[i], p.Pos())
		}
	}
	p.PrevEvent()
	if p.Pos() != 0 {
		t.Fatal("before the first event, the start")
	}
	// From the middle of a fall's turn, back goes to that turn's start.
	p.Seek(float64(ft[1]))
	p.Play()
	p.Advance(0.1)
	p.PrevEvent()
	if p.Pos() != float64(ft[1]) {
		t.Fatalf("back to the start of the fall being played: %v", p.Pos())
	}
}

// A turn in which a player falls plays slowly enough to be seen (at least
// a second) up to 8x; faster, the user asked for speed.
func TestSlowAroundFalls(t *testing.T) {
	m := scenario(t) // P1 falls at the end of turn 3
	p := view.NewPlayback(m)
	p.SetSpeed(5) // 8x: 32 turns a second
	p.Seek(3)
	p.Play()
	p.Advance(0.5)
	if !near(p.Pos(), 3.5) {
		t.Fatalf("half a second into the fall's turn at 8x: %v", p.Pos())
	}
	p.Advance(0.5) // the fall's turn is over; the next goes at 8x
	p.Advance(1.0 / 32)
	if !near(p.Pos(), 5) {
		t.Fatalf("after the fall, 8x again: %v", p.Pos())
	}
	p.SetSpeed(6) // 16x: no slowing
	p.Seek(3)
	p.Advance(1.0 / 64)
	if !near(p.Pos(), 4) {
		t.Fatalf("16x does not slow: %v", p.Pos())
	}
}

// The picture depends on the position only, not on how it was reached: a
// seek shows the same as playing there.
func TestSeekEqualsPlay(t *testing.T) {
	m := trace(t, "trace_003.json")
	a, b := view.NewPlayback(m), view.NewPlayback(m)
	a.Play()
	for range 200 {
		a.Advance(1.0 / 60)
	}
	a.Pause()
	for a.Animating() {
		a.Advance(1.0 / 60)
	}
	b.Seek(a.Pos())
	var fa, fb view.Frame
	a.Frame(&fa)
	ja := *fa.Board.(*Frame) // the board's own frame: copied before the next
	b.Frame(&fb)
	if ja != *fb.Board.(*Frame) || fa.Pos != fb.Pos || a.HUD().Counter != b.HUD().Counter {
		t.Fatalf("seek and play differ at %v", a.Pos())
	}
}

// Shift+arrows step by the game's rounds: four turns in JavaChallenge2015,
// to a round's start from inside it.
func TestStepRound(t *testing.T) {
	m := trace(t, "trace_003.json") // 342 turns
	p := view.NewPlayback(m)
	p.SetPos(9)
	for _, c := range []struct {
		dir  int
		want float64
	}{{1, 12}, {1, 16}, {-1, 12}, {-1, 8}, {-1, 4}, {-1, 0}, {-1, 0}} {
		p.StepRound(c.dir)
		p.Advance(10) // a step of one turn animates: let it land
		if p.Pos() != c.want {
			t.Fatalf("StepRound(%d): at %v, want %v", c.dir, p.Pos(), c.want)
		}
	}
	p.SetPos(10)
	p.StepRound(-1)
	if p.Pos() != 8 {
		t.Fatalf("StepRound(-1) from inside round 3: at %v, want its start 8", p.Pos())
	}
}
