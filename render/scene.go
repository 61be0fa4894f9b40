package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// control is a clickable part of the window.
type control int

const (
	ctlNone control = iota
	ctlPlay
	ctlTrack
	ctlSpeed
	ctlHelp
	ctlOpen // the start screen's open button
)

// scene is everything one frame shows.
type scene struct {
	m        *view.Match // nil: the start screen
	pb       *view.Playback
	fr       view.Frame // the frame of pb, filled by whoever changes it
	pending  bool       // a match is being played: "playing match…"
	clock    float64    // seconds, for the spinner
	help     bool
	helpRows [][2]string // the keys in force, for the help
	// screen is the screen shown (see screen): the start screen, a match,
	// the results browser, a title card.
	screen screen
	// present: presenting to a room (no bar, no tooltips).
	present bool
	// yours is the person's turn, while the live match waits for it.
	yours   *view.Turn
	hover   view.Hover
	hoverAt hoverKey // what hover was made for
	mx, my  float64
	hot     control
	msg     string // a message at the top (an error when alert)
	alert   bool
	// debug shows the debug panel for player sel in the panel's place.
	debug   bool
	sel     int
	dbg     *view.Debug // made for dbgKey
	dbgKey  [3]int      // player, turn, turns
	replies view.ReplyTimes
}

// debugInfo is the debug panel's model for the shown turn, made again
// only when the player, the turn or the match's length changes.
func (s *scene) debugInfo() *view.Debug {
	k := [3]int{s.sel, s.fr.Turn, s.m.Turns()}
	if s.dbg == nil || k != s.dbgKey {
		s.dbg, s.dbgKey = view.BuildDebug(s.m, s.sel, s.fr.Turn), k
		s.replies = s.m.Replies(s.sel)
	}
	return s.dbg
}

// paint paints the scene onto dst, laid out by l: its screen, then the
// help and the message over it.
func (p *painter) paint(dst *ebiten.Image, l view.Layout, s *scene) {
	p.begin(dst, l)
	dst.Fill(colBackground.color())
	s.current().paint(p, s)
	p.flush()
	if s.help {
		p.help(s.helpRows)
	}
	p.toast(s.msg, s.alert)
	p.flush()
}

// hoverKey is what a tooltip says depends on: the thing under the mouse
// and the state shown. The zero value is no tooltip.
type hoverKey struct {
	m      *view.Match
	target view.Target
	shown  int
}

// updateHover finds what the mouse points at (nothing when off) and
// reports whether the tooltip changed. The tooltip's text is made again
// only when the thing under the mouse or the state shown changes, not on
// every frame.
func (s *scene) updateHover(l *view.Layout, off bool) bool {
	var k hoverKey
	if s.m != nil && !off && !s.help && !s.pb.BannerShown() {
		k = hoverKey{s.m, view.TargetAt(s.m, l, &s.fr, s.mx, s.my), s.fr.Shown}
	}
	if k == s.hoverAt {
		return false
	}
	s.hoverAt = k
	h := view.Hover{Player: -1}
	if k.m != nil {
		h = k.target.Hover(k.m, k.shown)
	}
	if sameHover(h, s.hover) {
		return false
	}
	s.hover = h
	return true
}

func sameHover(a, b view.Hover) bool {
	if a.Player != b.Player || len(a.Lines) != len(b.Lines) {
		return false
	}
	for i := range a.Lines {
		if a.Lines[i] != b.Lines[i] {
			return false
		}
	}
	return true
}

// startRects are the start screen's open button and drop zone.
func startRects(l *view.Layout) (open, drop view.Rect) {
	u := l.U
	w := math.Min(460*u, l.W-40*u)
	x := (l.W - w) / 2
	open = view.Rect{X: x, Y: l.H*0.5 - 10*u, W: w, H: 56 * u}
	drop = view.Rect{X: x, Y: open.Y + open.H + 20*u, W: w, H: 120 * u}
	return open, drop
}

// start paints the start screen (no replay yet), or the wait for a match
// being played.
func (p *painter) start(s *scene) {
	b, l, u := p.b, &p.l, p.l.U
	p.emblem(l.W/2, l.H*0.25, 110*u)
	open, drop := startRects(l)
	if s.pending {
		cx, cy := l.W/2, open.Y+40*u
		b.ring(cx, cy, 22*u, 4*u, colLine)
		a := s.clock * 5
		b.arc(cx, cy, 22*u, 4*u, a, a+math.Pi*0.6, colPlayers[int(s.clock)%4])
		p.flush()
		p.bold("floorfall", 48*u, l.W/2, l.H*0.25+95*u, center, colText)
		p.text("playing a match of four built-in bots...", 18*u, l.W/2, cy+56*u, center, colDim)
		return
	}
	bg := colLine
	if s.hot == ctlOpen {
		bg = bg.mix(colWhite, 0.12)
	}
	b.roundRect(open.X, open.Y, open.W, open.H, 10*u, bg)
	p.dashedRect(drop, 10*u, colFaint)
	p.flush()
	p.bold("floorfall", 48*u, l.W/2, l.H*0.25+95*u, center, colText)
	p.text("replay viewer · JavaChallenge2015 \"drop the floor, drop the enemies\"", 15*u, l.W/2, l.H*0.25+135*u, center, colDim)
	p.bold("Open replay...", 20*u, open.X+open.W/2, open.Y+open.H/2, center, colText)
	p.text("Ctrl+O", 13*u, open.X+open.W-16*u, open.Y+open.H/2, right, colFaint)
	p.text("or drop a replay file here", 17*u, drop.X+drop.W/2, drop.Y+drop.H/2-10*u, center, colDim)
	p.text("official JavaChallenge2015 replays and floorfall's own", 13*u, drop.X+drop.W/2, drop.Y+drop.H/2+16*u, center, colFaint)
}

// emblem draws a small 2x2 board with one block falling: the logo.
func (p *painter) emblem(cx, cy, size float64) {
	b := p.b
	s := size / 2
	g := size * 0.05
	for k := range 4 {
		x := cx - s + float64(k%2)*s
		y := cy - s + float64(k/2)*s
		switch k {
		case 3:
			b.roundRect(x+g, y+g, s-2*g, s-2*g, s*0.15, colVoid)
			sc := 0.55
			w := (s - 2*g) * sc
			b.roundRect(x+s/2-w/2, y+s/2-w/2, w, w, s*0.1, colPlayers[0].mix(colVoid, 0.5))
		default:
			top := colTop
			if k == 1 {
				top = top.mix(colPlayers[1], 0.5)
			}
			b.roundRect(x+g, y+g, s-2*g, s-2*g, s*0.15, colSide)
			b.roundRect(x+g, y+g, s-2*g, s-2*g-s*0.08, s*0.15, top)
		}
	}
}

// dashedRect outlines r with dashes.
func (p *painter) dashedRect(r view.Rect, dash float64, c rgba) {
	w := math.Max(1.5, p.l.U*1.5)
	for x := r.X; x < r.X+r.W; x += 2 * dash {
		e := math.Min(x+dash, r.X+r.W)
		p.b.rect(x, r.Y, e-x, w, c)
		p.b.rect(x, r.Y+r.H-w, e-x, w, c)
	}
	for y := r.Y; y < r.Y+r.H; y += 2 * dash {
		e := math.Min(y+dash, r.Y+r.H)
		p.b.rect(r.X, y, w, e-y, c)
		p.b.rect(r.X+r.W-w, y, w, e-y, c)
	}
}

// current is the screen shown; a scene made without one shows its match,
// or the start screen.
func (s *scene) current() screen {
	switch {
	case s.screen != nil:
		return s.screen
	case s.m != nil:
		return matchScreen{}
	}
	return startScreen{}
}
