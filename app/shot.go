package app

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render"
	"floorfall/show"
	"floorfall/view"
)

// Screenshot renders one position of a replay (or the results browser) at
// the window's size, as the window shows it, and writes it as a PNG,
// without showing the viewer. It runs Ebitengine for a moment, so it needs
// a display (use xvfb-run -a on a headless machine), and like Run it can
// be called once per process.
func Screenshot(o show.Shot) error {
	g := &shotGame{o: o}
	ebiten.SetWindowTitle("floorfall screenshot")
	ebiten.SetWindowSize(320, 180)
	err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true})
	if err != nil {
		return err
	}
	if g.err != nil {
		return g.err
	}
	return render.WritePNG(o.Out, g.img)
}

type shotGame struct {
	o   show.Shot
	img *image.RGBA
	err error
}

func (g *shotGame) Update() error {
	if g.img == nil && g.err == nil {
		g.img, g.err = shoot(g.o)
	}
	return ebiten.Termination
}

func (g *shotGame) Draw(*ebiten.Image)         {}
func (g *shotGame) Layout(w, h int) (int, int) { return w, h }

// shoot renders o into an image: the window's screens, made as the window
// makes them, for a window of that size. It must run inside the game loop.
func shoot(o show.Shot) (*image.RGBA, error) {
	if o.Replay == nil && o.Results == nil {
		return nil, fmt.Errorf("screenshot: no replay")
	}
	w, h, dsf := o.Width, o.Height, o.Scale
	if w <= 0 || h <= 0 {
		w, h = 1280, 720
	}
	if dsf <= 0 {
		dsf = 1
	}
	p, err := render.NewPainter()
	if err != nil {
		return nil, err
	}
	a := newShotApp(o, float64(w), float64(h), dsf, p)
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	p.Paint(img, a.surf.l, &a.surf.frame)
	return render.ReadImage(img), nil
}

// newShotApp is a window showing o at w x h pixels, its frame made: no
// background work, no input, nothing moving. p is the painter that will
// paint it (what it measures is laid out as the window lays it out), nil
// for none.
func newShotApp(o show.Shot, w, h, dsf float64, p *render.Painter) *app {
	a := newApp(show.Window{Debug: o.Debug, DebugPlayer: o.DebugPlayer, Fog: o.Fog, FogPlayer: o.FogPlayer, Draw: o.Draw}, noWindow{}, p)
	if o.Present {
		a.scr.present = newPresenter(&show.Present{Speed: o.Speed})
	}
	a.surf.w, a.surf.h = w, h
	a.surf.layout(view.UIScale(w/dsf, h/dsf, dsf), a.scr.present != nil)
	if o.Results != nil && o.Present {
		a.scr.shown = standingsPage(o.Results, o.ResultsDirs, speedText(o.Speed))
	} else if o.Results != nil {
		a.showResults(newResultsScreen(view.NewResults(o.Results, o.ResultsDirs)))
	} else {
		a.show(o.Replay, o.Path, o.Path)
		if a.scr.match.pb == nil {
			return a // not shown: the message says why
		}
		a.scr.match.pb.Pause() // still: no pulse, the play button shown
		if o.Present {
			a.scr.match.pb.SetSpeed(o.Speed) // the status line shows it
		}
		a.scr.match.pb.SetPos(o.At)
	}
	a.over.help.shown, a.over.help.rows = o.Help, helpRows(modeReplay, "", a.scr.match.board())
	a.scr.match.mx, a.scr.match.my = -1, -1 // no tooltip
	a.makeFrame()
	return a
}

// noWindow is the window of a screenshot: nothing to do.
type noWindow struct{}

func (noWindow) SetTitle(string)   {}
func (noWindow) ToggleFullscreen() {}
func (noWindow) SetBusy(bool)      {}
func (noWindow) Wake()             {}
