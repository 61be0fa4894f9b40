package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// resultsInput handles the mouse and keys in the results browser, and
// reports whether anything changed on screen.
func (g *app) resultsInput(r *resultsScreen) bool {
	v := r.v
	changed := false
	x, y := ebiten.CursorPosition()
	mx, my := float64(x), float64(y)
	hits, rows := resultsLayout(&g.l, v)
	hot := -1
	for k, h := range hits {
		if h.r.In(mx, my) {
			hot = k
		}
	}
	if hot != r.hot {
		r.hot, changed = hot, true
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && hot >= 0 && !g.s.help {
		h := hits[hot]
		switch {
		case h.match >= 0:
			g.load(v.Path(h.match))
		case h.seat >= -1:
			if v.Bot >= 0 {
				v.SetFilter(v.Bot, h.seat, v.Outcome)
			}
		case h.bot >= 0:
			v.SetFilter(h.bot, -1, h.outcome)
		}
		changed = true
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		n := 1
		if wy > 0 {
			n = -1
		}
		v.Scroll(3*n, rows)
		changed = true
	}
	g.chars = ebiten.AppendInputChars(g.chars[:0])
	for _, a := range actions(g.acts[:0], modeReplay, g.chars) {
		switch a.act {
		case actEscape:
			switch {
			case g.s.help:
				g.s.help = false
			case g.s.msg != "":
				g.s.msg = ""
			default:
				v.SetFilter(-1, -1, "")
			}
		case actHelp:
			g.s.help = !g.s.help
		case actFullscreen:
			ebiten.SetFullscreen(!ebiten.IsFullscreen())
		case actStepFwd:
			v.Scroll(1, rows)
		case actStepBack:
			v.Scroll(-1, rows)
		case actBack:
			if g.s.m != nil {
				g.s.screen = matchScreen{} // the replay opened last
				ebiten.SetWindowTitle("floorfall — " + g.s.m.Title)
			}
		case actOpen:
			g.openDialog()
		default:
			continue
		}
		changed = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyPageDown) {
		v.Scroll(rows, rows)
		changed = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyPageUp) {
		v.Scroll(-rows, rows)
		changed = true
	}
	return changed
}
