// Package export renders a replay's playback as the window shows it (the
// same painter, the same pacing) into an animated GIF, PNG frames or an
// MP4, for show.Export. It runs Ebitengine for a moment, so it needs a
// display (xvfb-run -a on a machine without one), once a process.
package export

import (
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/atomicfile"
	"floorfall/render"
	"floorfall/show"
	"floorfall/view"
)

// Export renders a replay's playback as the window shows it (the same
// painter, the same pacing: the game's slow turns slowed down, the banner
// after the last turn) into a GIF, PNG frames and/or an MP4. It runs Ebitengine, so it
// needs a display (xvfb-run -a on a machine without one), once a process.
// An MP4 needs ffmpeg on the PATH (the command line checks it first).
func Export(o show.Export) error {
	if o.Replay == nil {
		return errors.New("export: no replay")
	}
	if o.FPS <= 0 {
		o.FPS = 15
	}
	if o.Speed <= 0 {
		o.Speed = 1
	}
	if o.Width <= 0 || o.Height <= 0 {
		o.Width, o.Height = 960, 540
	}
	n := o.Replay.Turns()
	if o.To <= 0 || o.To > n {
		o.To = n
	}
	if o.From < 0 || o.From >= o.To && !(o.From == n && o.To == n) {
		return fmt.Errorf("export: turns %d to %d are not within the replay's 0 to %d", o.From, o.To, n)
	}
	g := &exportGame{o: o}
	ebiten.SetWindowTitle("floorfall export")
	ebiten.SetWindowSize(320, 180)
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		return err
	}
	return g.err
}

type exportGame struct {
	o    show.Export
	err  error
	done bool
}

func (g *exportGame) Update() error {
	if !g.done {
		g.done = true
		g.err = export(g.o)
	}
	return ebiten.Termination
}

func (g *exportGame) Draw(*ebiten.Image)         {}
func (g *exportGame) Layout(w, h int) (int, int) { return w, h }

// export renders every frame; it must run inside the game loop.
func export(o show.Export) (err error) {
	p, err := render.NewPainter()
	if err != nil {
		return err
	}
	m, err := view.FromReplay(o.Replay, o.Path)
	if err != nil {
		return fmt.Errorf("export: %s: %w", o.Path, err)
	}
	pb := view.NewPlayback(m)
	pb.SetSpeed(speedIndex(o.Speed))
	pb.SetPos(float64(o.From))
	pb.Play()
	var fr view.Frame
	mv := &render.MatchView{NoBar: true, Draw: o.Draw} // a film: no buttons, no keys
	frame := &render.Frame{Screen: mv}
	img := ebiten.NewImage(o.Width, o.Height)
	defer img.Deallocate()
	l := view.BareLayout(float64(o.Width), float64(o.Height), view.UIScale(float64(o.Width), float64(o.Height), 1), m.Board().Shape())

	var out sinks
	defer func() { err = out.finish(err) }()
	if err := out.open(o); err != nil {
		return err
	}
	// Frames from From to To at the window's pacing; at the end of the
	// match, on until the banner is up, which then stays two seconds.
	end := ending{atEnd: o.To == m.Turns(), to: float64(o.To), hold: -1, fps: o.FPS}
	for k := 0; ; k++ {
		// Still frames (no pulse or shake): what does not move is not
		// stored again, and the file stays small.
		view.BuildFrame(m, pb.Pos(), 0, false, &fr)
		mv.Set(m, pb, &fr)
		p.Paint(img, l, frame)
		if err := out.add(k, render.ReadImage(img)); err != nil {
			return err
		}
		if end.over(pb) {
			return nil
		}
		pb.Advance(1 / float64(o.FPS))
		if !end.atEnd && pb.Pos() > end.to {
			pb.SetPos(end.to)
		}
	}
}

// sinks are where an export's frames go: a GIF, PNG files, an MP4 (each
// nil or "" when not asked for).
type sinks struct {
	gifFile *atomicfile.File
	gif     *gifWriter
	pngDir  string
	mp4     *ffmpeg
}

// open opens the outputs o asks for. The GIF is written as the frames
// come, renamed into place at the end: a failed export leaves no partial
// GIF.
func (s *sinks) open(o show.Export) error {
	if o.GIF != "" {
		out, err := atomicfile.Create(o.GIF)
		if err != nil {
			return fmt.Errorf("export: %w", err)
		}
		s.gifFile, s.gif = out, newGIFWriter(out, o.FPS, o.Width, o.Height)
	}
	if o.MP4 != "" {
		var err error
		if s.mp4, err = startFFmpeg(o.MP4, o.Width, o.Height, o.FPS); err != nil {
			return err
		}
	}
	if o.PNGDir != "" {
		if err := os.MkdirAll(o.PNGDir, 0o755); err != nil {
			return fmt.Errorf("export: %w", err)
		}
		s.pngDir = o.PNGDir
	}
	return nil
}

// add adds frame k, pix, to each output.
func (s *sinks) add(k int, pix *image.RGBA) error {
	if s.gif != nil {
		s.gif.add(pix)
	}
	if s.pngDir != "" {
		if err := render.WritePNG(filepath.Join(s.pngDir, "frame-"+pad5(k)+".png"), pix); err != nil {
			return err
		}
	}
	if s.mp4 != nil {
		return s.mp4.write(pix)
	}
	return nil
}

// finish closes the outputs after an export that ended with err, and
// returns the export's error: err, else the first of closing them. The
// GIF is put in place only when all went well.
func (s *sinks) finish(err error) error {
	if s.mp4 != nil {
		if cerr := s.mp4.close(); err == nil {
			err = cerr
		}
	}
	if s.gif == nil {
		return err
	}
	defer s.gifFile.Close()
	if err != nil {
		return err
	}
	if err = s.gif.close(); err == nil {
		err = s.gifFile.Commit()
	}
	if err != nil {
		err = fmt.Errorf("export: %w", err)
	}
	return err
}

// ending tells when an export's frames end: at turn to, or, at the end of
// the match (atEnd), once the banner is up and has stayed two seconds
// (hold frames left, -1 before it is up).
type ending struct {
	atEnd bool
	to    float64
	hold  int
	fps   int
}

// over reports whether the frame at pb's position was the last.
func (e *ending) over(pb *view.Playback) bool {
	if pb.Pos() < e.to {
		return false
	}
	if !e.atEnd {
		return true
	}
	if pb.Animating() { // the banner is not up yet
		return false
	}
	if e.hold < 0 {
		e.hold = 2 * e.fps
	}
	if e.hold == 0 {
		return true
	}
	e.hold--
	return false
}

func pad5(k int) string {
	s := strconv.Itoa(k)
	for len(s) < 5 {
		s = "0" + s
	}
	return s
}

// speedIndex is the preset nearest to speed.
func speedIndex(speed float64) int {
	best := 0
	for i, v := range view.Speeds {
		if abs64(v-speed) < abs64(view.Speeds[best]-speed) {
			best = i
		}
	}
	return best
}

func abs64(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
