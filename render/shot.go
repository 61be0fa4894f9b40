package render

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/show"
	"floorfall/view"
)

// Screenshot renders one position of a replay at the window's size and
// writes it as a PNG, without showing the viewer. It runs Ebitengine for a
// moment, so it needs a display (use xvfb-run -a on a headless machine), and
// like Run it can be called once per process.
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
	return writePNG(o.Out, g.img)
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

// shoot renders o into an image. It must run inside the game loop.
func shoot(o show.Shot) (*image.RGBA, error) {
	if o.Timeline == nil && o.Results == nil {
		return nil, fmt.Errorf("screenshot: no replay")
	}
	w, h, dsf := o.Width, o.Height, o.Scale
	if w <= 0 || h <= 0 {
		w, h = 1280, 720
	}
	if dsf <= 0 {
		dsf = 1
	}
	p, err := newPainter()
	if err != nil {
		return nil, err
	}
	s := &scene{help: o.Help, helpRows: helpRows(modeReplay), hover: view.Hover{Player: -1}, debug: o.Debug, sel: o.DebugPlayer, screen: matchScreen{}}
	if o.Results != nil {
		s.screen = newResultsScreen(view.NewResults(o.Results, o.ResultsDirs))
	} else {
		s.m = view.FromTimeline(o.Timeline, o.Path)
		s.pb = view.NewPlayback(s.m)
		s.pb.SetPos(o.At)
		s.pb.Frame(&s.fr)
	}
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	l := view.NewLayout(float64(w), float64(h), view.UIScale(float64(w)/dsf, float64(h)/dsf, dsf))
	p.paint(img, l, s)
	return readImage(img), nil
}

// readImage copies an image's pixels back from the GPU.
func readImage(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	return rgba
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("screenshot %s: %w", path, err)
	}
	return f.Close()
}
