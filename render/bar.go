package render

import (
	"math"

	"floorfall/game"
	"floorfall/view"
)

// bar paints the bottom bar: play button, timeline with the marks of seats out and
// playhead, speed (from the HUD h), help button. hot is the control under
// the mouse.
func (p *Painter) bar(m *view.Match, pb *view.Playback, h *view.HUD, hot view.Control) {
	b, l, u := p.b, &p.l, p.l.U
	b.rect(l.Bar.X, l.Bar.Y, l.Bar.W, l.Bar.H, ColBar)
	b.rect(l.Bar.X, l.Bar.Y, l.Bar.W, math.Max(1, u), ColLine)

	// Play / pause.
	pr := l.Play
	cx, cy := pr.X+pr.W/2, pr.Y+pr.H/2
	bg := ColLine
	if hot == view.CtlPlay {
		bg = bg.Mix(ColWhite, 0.12)
	}
	b.circle(cx, cy, pr.W/2, bg)
	s := pr.W * 0.2
	if pb.Playing() {
		b.roundRect(cx-s*0.9, cy-s, s*0.6, 2*s, s*0.15, ColText)
		b.roundRect(cx+s*0.3, cy-s, s*0.6, 2*s, s*0.15, ColText)
	} else {
		b.triangle(cx-s*0.7, cy-s*1.1, cx-s*0.7, cy+s*1.1, cx+s*1.2, cy, ColText)
	}

	// The track: played part, the marks of seats out (in their colour), playhead.
	tr := l.Track
	ty := tr.Y + tr.H/2
	n := m.Turns()
	th := 6 * u
	if hot == view.CtlTrack {
		th = 8 * u
	}
	b.roundRect(tr.X, ty-th/2, tr.W, th, th/2, ColLine)
	frac := 0.0
	if n > 0 {
		frac = pb.Pos() / float64(n)
	}
	b.roundRect(tr.X, ty-th/2, tr.W*frac, th, th/2, Hex(0x6b7585))
	for _, f := range m.Outs {
		x := l.MarkerX(f.Turn, n)
		c := PlayerCol(f.Player)
		b.triangle(x-5*u, ty-15*u, x+5*u, ty-15*u, x, ty-6*u, c)
		b.rect(x-u/2, ty-th/2, u, th, c)
	}
	// A bot's failures and invalid answers, under the track in the
	// colour of alerts.
	for _, nt := range m.NoteList() {
		if nt.Kind == game.NoteTimeout || nt.Kind == game.NoteExit || nt.Kind == game.NoteInvalid {
			x := l.MarkerX(nt.Turn, n)
			b.triangle(x, ty+5*u, x-4*u, ty+12*u, x+4*u, ty+12*u, ColAlert)
		}
	}
	px := l.TrackX(frac)
	b.circle(px, ty, 8*u, ColInk)
	b.circle(px, ty, 6.5*u, ColText)

	// Help button.
	hr := l.HelpB
	bg = ColLine
	if hot == view.CtlHelp {
		bg = bg.Mix(ColWhite, 0.12)
	}
	b.circle(hr.X+hr.W/2, hr.Y+hr.H/2, hr.W/2, bg)
	if hot == view.CtlSpeed {
		sr := l.Speed
		b.roundRect(sr.X, sr.Y, sr.W, sr.H, 6*u, ColLine)
	}
	p.flush()
	p.text("?", 20*u, hr.X+hr.W/2, hr.Y+hr.H/2, center, ColText)
	sr := l.Speed
	p.text("speed", 12*u, sr.X+8*u, sr.Y+sr.H/2, left, ColFaint)
	p.bold(h.Speed, 18*u, sr.X+sr.W-8*u, sr.Y+sr.H/2, right, ColText)
}
