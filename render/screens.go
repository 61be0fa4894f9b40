package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// screen is one of the window's scenes, in the manner of Ebitengine's
// examples/blocks scene manager: what is painted and what the keys and the
// mouse do depend on the screen shown. The game switches screens (a match
// shown, the standings opened, a presentation's title card) by setting
// scene.screen; nothing else asks which one is up.
type screen interface {
	// input handles this tick's keys and mouse, and reports whether
	// anything changed on screen.
	input(g *app) bool
	// paint paints the screen; the help and the message go over it.
	paint(p *painter, s *scene)
}

// startScreen is the window with nothing open: open a replay, or drop one.
type startScreen struct{}

func (startScreen) input(g *app) bool          { return g.matchInput() }
func (startScreen) paint(p *painter, s *scene) { p.start(s) }

// matchScreen shows scene.m: a replay, or a live match as it is played.
type matchScreen struct{}

func (matchScreen) input(g *app) bool { return g.matchInput() }

func (matchScreen) paint(p *painter, s *scene) {
	h := s.pb.HUD()
	p.board(&s.fr)
	if s.yours != nil {
		p.yourTurn(s.yours)
	}
	if s.debug {
		p.debugPanel(s.m, s.debugInfo(), &s.replies, s.fr.Turn)
	} else {
		p.panel(h)
		p.course(s.m, s.fr.Turn)
	}
	if !s.present {
		p.bar(s.m, s.pb, h, s.hot)
	}
	if s.pb.BannerShown() {
		p.banner(s.m.Banner()) // made once, with the match
	}
	p.flush()
	if !s.help && !s.present {
		p.tooltip(&s.hover, s.mx, s.my)
	}
}

// resultsScreen is the results browser of a tournament (see results.go);
// hot is the index of its part under the mouse, -1 none.
type resultsScreen struct {
	v   *view.Results
	hot int
}

func newResultsScreen(v *view.Results) *resultsScreen { return &resultsScreen{v: v, hot: -1} }

func (r *resultsScreen) input(g *app) bool          { return g.resultsInput(r) }
func (r *resultsScreen) paint(p *painter, _ *scene) { p.results(r.v, r.hot) }

// cardScreen is a presentation's title card.
type cardScreen struct{ lines []string }

func (c cardScreen) paint(p *painter, _ *scene) { p.titleCard(c.lines) }

// input: a title card only goes; help, fullscreen and Esc still work.
func (c cardScreen) input(g *app) bool {
	g.chars = ebiten.AppendInputChars(g.chars[:0])
	changed := false
	for _, a := range actions(g.acts[:0], modeReplay, g.chars) {
		switch a.act {
		case actHelp:
			g.s.help = !g.s.help
		case actFullscreen:
			ebiten.SetFullscreen(!ebiten.IsFullscreen())
		case actEscape:
			g.s.help, g.s.msg = false, ""
		default:
			continue
		}
		changed = true
	}
	return changed
}

// showResults puts the results browser on screen.
func (g *app) showResults(r *resultsScreen) {
	g.results = r
	g.s.screen = r
	ebiten.SetWindowTitle("floorfall — standings of " + r.v.Title)
	g.dirty = true
}
