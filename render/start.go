package render

import (
	"math"
	"strings"

	"floorfall/view"
)

// start paints the start screen (no replay yet), or the wait for a match
// being played.
func (p *Painter) start(s *StartView) {
	b, l, u := p.b, &p.l, p.l.U
	p.emblem(l.W/2, l.H*0.25, 110*u)
	open, drop := l.StartRects()
	if s.Pending {
		cx, cy := l.W/2, open.Y+40*u
		b.ring(cx, cy, 22*u, 4*u, ColLine)
		a := s.Clock * 5
		b.arc(cx, cy, 22*u, 4*u, a, a+math.Pi*0.6, ColPlayers[int(s.Clock)%4])
		p.flush()
		p.bold("floorfall", 48*u, l.W/2, l.H*0.25+95*u, center, ColText)
		p.text("playing a match of built-in bots...", 18*u, l.W/2, cy+56*u, center, ColDim)
		return
	}
	bg := ColLine
	if s.Hot == view.CtlOpen {
		bg = bg.Mix(ColWhite, 0.12)
	}
	b.roundRect(open.X, open.Y, open.W, open.H, 10*u, bg)
	p.dashedRect(drop, 10*u, ColFaint)
	p.flush()
	p.bold("floorfall", 48*u, l.W/2, l.H*0.25+95*u, center, ColText)
	p.text(p.fit(StartLine(), 15*u, l.W-40*u), 15*u, l.W/2, l.H*0.25+135*u, center, ColDim)
	p.bold("Open replay...", 20*u, open.X+open.W/2, open.Y+open.H/2, center, ColText)
	p.text("Ctrl+O", 13*u, open.X+open.W-16*u, open.Y+open.H/2, right, ColFaint)
	p.text("or drop a replay file here", 17*u, drop.X+drop.W/2, drop.Y+drop.H/2-10*u, center, ColDim)
	p.text("the games' official replays and floorfall's own", 13*u, drop.X+drop.W/2, drop.Y+drop.H/2+16*u, center, ColFaint)
}

// StartLine is the start screen's line under floorfall: the games the
// window shows, "replay viewer · Ants (AI Challenge 2011) · Hit and Sunk".
func StartLine() string {
	return "replay viewer · " + strings.Join(view.ShownTitles(), " · ")
}

// emblem draws a small 2x2 board with one square sinking: the logo.
func (p *Painter) emblem(cx, cy, size float64) {
	b := p.b
	s := size / 2
	g := size * 0.05
	for k := range 4 {
		x := cx - s + float64(k%2)*s
		y := cy - s + float64(k/2)*s
		switch k {
		case 3:
			b.roundRect(x+g, y+g, s-2*g, s-2*g, s*0.15, ColVoid)
			sc := 0.55
			w := (s - 2*g) * sc
			b.roundRect(x+s/2-w/2, y+s/2-w/2, w, w, s*0.1, ColPlayers[0].Mix(ColVoid, 0.5))
		default:
			top := ColTop
			if k == 1 {
				top = top.Mix(ColPlayers[1], 0.5)
			}
			b.roundRect(x+g, y+g, s-2*g, s-2*g, s*0.15, ColSide)
			b.roundRect(x+g, y+g, s-2*g, s-2*g-s*0.08, s*0.15, top)
		}
	}
}

// titleCard paints a presentation's title card over the screen: the
// game's line (view.GameLine) over the card's lines.
func (p *Painter) titleCard(gameLine string, lines [3]string) {
	b, l, u := p.b, &p.l, p.l.U
	b.rect(0, 0, l.W, l.H, ColBackground)
	p.flush()
	cx, cy := l.W/2, l.H/2
	p.text(p.fit(gameLine, 18*u, l.W-80*u), 18*u, cx, cy-120*u, center, ColDim)
	p.bold(lines[0], 56*u, cx, cy-40*u, center, ColText)
	p.bold(p.fit(lines[1], 28*u, l.W-80*u), 28*u, cx, cy+40*u, center, ColText)
	p.text(lines[2], 18*u, cx, cy+100*u, center, ColFaint)
}
