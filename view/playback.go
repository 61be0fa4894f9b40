package view

import (
	"math"
	"strconv"
)

// Speeds are the speed presets, slowest first; keys 1 to 9 pick them.
var Speeds = [...]float64{0.25, 0.5, 1, 2, 4, 8, 16, 32, 64}

// DefaultSpeed is the index of 1x in Speeds.
const DefaultSpeed = 2

// SpeedIndex is the index of the preset nearest speed x.
func SpeedIndex(x float64) int {
	if !(x > 0) {
		return 0 // the slowest
	}
	best := DefaultSpeed
	for i, s := range Speeds {
		if math.Abs(math.Log(s/x)) < math.Abs(math.Log(Speeds[best]/x)) {
			best = i
		}
	}
	return best
}

// stepRate is the slowest rate (turns per second) at which a single step
// plays its turn's animation.
const stepRate = 6

// Around a turn an audience must see (Board.Slow: a seat going out) playback
// slows down: such a turn lasts at least slowSeconds when playing at up to
// slowUpTo times; and the end banner waits bannerDelay after the last turn
// has played, so the last such turn is seen before the banner covers the board.
const (
	slowSeconds = 1.0
	slowUpTo    = 8
	bannerDelay = 1.2
)

// Playback is the playing state of a match: a position in turns, a speed,
// playing or paused.
type Playback struct {
	m       *Match
	pos     float64 // in turns, 0..Turns()
	speed   int     // index in Speeds
	playing bool
	target  float64 // a step being played to, or -1
	clock   float64 // seconds of animation so far: drives pulses and shakes
	// bannerHidden is set when the end banner was dismissed; seeking
	// away from the end brings it back next time.
	bannerHidden bool
	// endWait is how long the banner still waits, after playing reached
	// the end.
	endWait float64

	hud    *HUD
	hudKey hudKey
	// outsBack is how many of the newest seats out the panel's list is
	// scrolled past (the wheel over it).
	outsBack int
}

// NewPlayback starts a match paused at turn 0 at 1x.
func NewPlayback(m *Match) *Playback {
	return &Playback{m: m, speed: DefaultSpeed, target: -1}
}

// Pos is the playback position in turns.
func (p *Playback) Pos() float64 { return p.pos }

// Turn is the turn shown: the one being played, or the next one when settled.
func (p *Playback) Turn() int { return int(math.Floor(p.pos)) }

// Playing reports whether the match is playing.
func (p *Playback) Playing() bool { return p.playing }

// Animating reports whether the picture changes with time: playing, a
// step being played, or the end banner about to come.
func (p *Playback) Animating() bool { return p.playing || p.target >= 0 || p.endWait > 0 }

// AtEnd reports whether the position is the end of the match.
func (p *Playback) AtEnd() bool { return p.pos >= float64(p.m.Turns()) }

// Speed is the speed multiplier (1 = one round per second).
func (p *Playback) Speed() float64 { return Speeds[p.speed] }

// SpeedIndex is the index of the speed in Speeds.
func (p *Playback) SpeedIndex() int { return p.speed }

// SpeedText is the speed as shown: "0.25x", "1x", "64x".
func (p *Playback) SpeedText() string {
	return strconv.FormatFloat(p.Speed(), 'f', -1, 64) + "x"
}

// Advance moves time on by dt seconds and reports whether the position or
// the clock changed.
func (p *Playback) Advance(dt float64) bool {
	if dt <= 0 || !p.Animating() {
		return false
	}
	p.clock += dt
	n := float64(p.m.Turns())
	if p.endWait > 0 {
		p.endWait = math.Max(0, p.endWait-dt)
		return true
	}
	if p.target >= 0 {
		rate := math.Max(p.m.board.Pace()*p.Speed(), stepRate)
		p.pos = math.Min(p.pos+dt*rate, p.target)
		if p.pos >= p.target {
			p.target = -1
		}
		return true
	}
	rate := p.m.board.Pace() * p.Speed()
	if p.Speed() <= slowUpTo {
		if t := int(p.pos); t < p.m.Turns() && p.m.board.Slow(t) {
			rate = math.Min(rate, 1/slowSeconds)
		}
	}
	p.pos += dt * rate
	switch {
	case p.pos < n:
	case p.m.isLive:
		p.pos = n // the live edge: playing on as turns come
	default:
		p.pos, p.playing, p.endWait = n, false, bannerDelay
	}
	return true
}

// TogglePlay plays or pauses; playing at the end starts over.
func (p *Playback) TogglePlay() {
	if p.playing {
		p.Pause()
		return
	}
	p.Play()
}

// Play plays from the position (from the start when at the end of a
// finished match; a live match plays on as its turns come).
func (p *Playback) Play() {
	p.settleStep()
	if p.AtEnd() && !p.m.isLive {
		p.pos = 0
	}
	p.playing = p.m.Turns() > 0 || p.m.isLive
}

// Following reports whether a live match is shown at its newest turn.
func (p *Playback) Following() bool {
	return p.m.isLive && p.playing && p.pos >= float64(p.m.Turns())-1
}

// Pause pauses, settling on the turn in progress: a paused view is still.
func (p *Playback) Pause() {
	p.playing = false
	if p.target < 0 && p.pos != math.Floor(p.pos) {
		p.target = math.Ceil(p.pos)
	}
}

// Seek jumps to turn t (rounded, clamped), settled. Playing goes on.
func (p *Playback) Seek(t float64) { p.SetPos(math.Round(t)) }

// SetPos puts the playback at pos exactly (clamped), a fraction of a turn
// showing the middle of its animation (for screenshots and tests). Playing
// goes on; a step being played is dropped.
func (p *Playback) SetPos(pos float64) {
	p.target, p.endWait = -1, 0
	p.pos = math.Max(0, math.Min(pos, float64(p.m.Turns())))
	if !p.AtEnd() {
		p.bannerHidden = false
	}
}

// SeekFraction jumps to a fraction (0..1) of the match.
func (p *Playback) SeekFraction(x float64) { p.Seek(x * float64(p.m.Turns())) }

// settleStep finishes a step being played at once.
func (p *Playback) settleStep() {
	if p.target >= 0 {
		p.pos, p.target = p.target, -1
	}
}

// Step moves by n turns and pauses. One step forward plays that turn's
// animation; others jump.
func (p *Playback) Step(n int) {
	p.playing = false
	p.settleStep()
	cur := p.pos
	if n > 0 {
		cur = math.Floor(cur)
	} else {
		cur = math.Ceil(cur)
	}
	to := math.Max(0, math.Min(cur+float64(n), float64(p.m.Turns())))
	if n == 1 && to > p.pos {
		p.target = to
		return
	}
	p.Seek(to)
}

// StepRound steps to the start of the next round (dir > 0), or back to
// the start of the round before the turn shown (dir < 0), as the game
// names its rounds (Rounds). A game without rounds, or with long ones
// (a half), is stepped ten turns at a time, or a round of every seat when
// there are more.
func (p *Playback) StepRound(dir int) {
	n := p.m.Turns()
	if n == 0 {
		return
	}
	p.settleStep()
	b := p.m.board
	limit := max(10, b.Shape().Seats)
	if dir > 0 {
		t := int(math.Floor(p.pos))
		r := roundOf(b, min(t, n-1))
		k := 1
		for k < limit && t+k < n && roundOf(b, t+k) == r {
			k++
		}
		p.Step(k)
		return
	}
	t := int(math.Ceil(p.pos)) - 1
	if t < 0 {
		p.Step(-1)
		return
	}
	r := roundOf(b, min(t, n-1))
	k := 1
	for k < limit && t-1 >= 0 && roundOf(b, t-1) == r {
		t--
		k++
	}
	p.Step(-k)
}

// roundOf is the round of turn t as board b names it, "" for a board
// without rounds.
func roundOf(b Board, t int) string {
	if r, ok := b.(Rounds); ok {
		return r.Round(t)
	}
	return ""
}

// Home jumps to the start, End to the end.
func (p *Playback) Home() { p.playing = false; p.Seek(0) }

// End jumps to the end of the match; in a live match, to its newest turn,
// following it from there.
func (p *Playback) End() {
	p.playing = p.m.isLive
	p.Seek(float64(p.m.Turns()))
}

// NextEvent jumps to the start of the next turn with an event of note (a
// seat going out, a move the game marks, a bot timing out, exiting or
// answering nonsense), or to the end.
func (p *Playback) NextEvent() {
	p.settleStep()
	if t := NextNote(p.m.notes, int(math.Floor(p.pos))); t >= 0 {
		p.Seek(float64(t))
		return
	}
	p.Seek(float64(p.m.Turns()))
}

// PrevEvent jumps back to the start of the previous turn with an event of
// note, or to the start.
func (p *Playback) PrevEvent() {
	p.settleStep()
	if t := PrevNote(p.m.notes, int(math.Ceil(p.pos))); t >= 0 {
		p.Seek(float64(t))
		return
	}
	p.Seek(0)
}

// SetSpeed picks Speeds[i] (clamped).
func (p *Playback) SetSpeed(i int) { p.speed = max(0, min(i, len(Speeds)-1)) }

// Faster and Slower move through the presets.
func (p *Playback) Faster() { p.SetSpeed(p.speed + 1) }

// Slower picks the next slower preset.
func (p *Playback) Slower() { p.SetSpeed(p.speed - 1) }

// HideBanner dismisses the end banner until the position leaves the end.
func (p *Playback) HideBanner() { p.bannerHidden = true }

// BannerShown reports whether the end banner is up: at the end, once the
// last turn has been seen, unless dismissed.
func (p *Playback) BannerShown() bool {
	return p.AtEnd() && !p.m.isLive && !p.bannerHidden && p.endWait == 0
}
