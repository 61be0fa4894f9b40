package render

import (
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/atomicfile"
	"floorfall/show"
	"floorfall/view"
)

// Export renders a replay's playback as the window shows it (the same
// painter, the same pacing: falls slowed down, the banner after the last
// turn) into a GIF, PNG frames and/or an MP4. It runs Ebitengine, so it
// needs a display (xvfb-run -a on a machine without one), once a process.
// An MP4 needs ffmpeg on the PATH (the command line checks it first).
func Export(o show.Export) error {
	if o.Timeline == nil {
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
	n := o.Timeline.Turns()
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
	p, err := newPainter()
	if err != nil {
		return err
	}
	m := view.FromTimeline(o.Timeline, o.Path)
	s := &scene{m: m, pb: view.NewPlayback(m), hover: view.Hover{Player: -1}}
	s.pb.SetSpeed(speedIndex(o.Speed))
	s.pb.SetPos(float64(o.From))
	s.pb.Play()
	img := ebiten.NewImage(o.Width, o.Height)
	defer img.Deallocate()
	l := view.NewLayout(float64(o.Width), float64(o.Height), view.UIScale(float64(o.Width), float64(o.Height), 1))

	var gw *gifWriter
	if o.GIF != "" {
		// Written as the frames come, renamed into place at the end: a
		// failed export leaves no partial GIF.
		out, err := atomicfile.Create(o.GIF)
		if err != nil {
			return fmt.Errorf("export: %w", err)
		}
		defer out.Close()
		gw = newGIFWriter(out, o.FPS, o.Width, o.Height)
		defer func() {
			if err != nil {
				return
			}
			if err = gw.close(); err == nil {
				err = out.Commit()
			}
			if err != nil {
				err = fmt.Errorf("export: %w", err)
			}
		}()
	}
	var mp4 *ffmpeg
	if o.MP4 != "" {
		if mp4, err = startFFmpeg(o.MP4, o.Width, o.Height, o.FPS); err != nil {
			return err
		}
		defer func() {
			if cerr := mp4.close(); err == nil {
				err = cerr
			}
		}()
	}
	if o.PNGDir != "" {
		if err := os.MkdirAll(o.PNGDir, 0o755); err != nil {
			return fmt.Errorf("export: %w", err)
		}
	}
	// Frames from From to To at the window's pacing; at the end of the
	// match, on until the banner is up, which then stays two seconds.
	atEnd := o.To == m.Turns()
	hold := -1
	for k := 0; ; k++ {
		// Still blocks (no pulse or shake): what does not move is not
		// stored again, and the file stays small.
		view.BuildFrame(m, s.pb.Pos(), 0, false, &s.fr)
		p.paint(img, l, s)
		frame := readImage(img)
		if gw != nil {
			gw.add(frame)
		}
		if o.PNGDir != "" {
			if err := writePNG(filepath.Join(o.PNGDir, "frame-"+pad5(k)+".png"), frame); err != nil {
				return err
			}
		}
		if mp4 != nil {
			if err := mp4.write(frame); err != nil {
				return err
			}
		}
		if s.pb.Pos() >= float64(o.To) {
			if !atEnd {
				break
			}
			if !s.pb.Animating() { // the banner is up
				if hold < 0 {
					hold = 2 * o.FPS
				}
				if hold == 0 {
					break
				}
				hold--
			}
		}
		s.pb.Advance(1 / float64(o.FPS))
		if !atEnd && s.pb.Pos() > float64(o.To) {
			s.pb.SetPos(float64(o.To))
		}
	}
	return nil
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

// ffmpeg is an ffmpeg process encoding raw frames from its standard input.
type ffmpeg struct {
	cmd *exec.Cmd
	in  io.WriteCloser
}

func startFFmpeg(out string, w, h, fps int) (*ffmpeg, error) {
	cmd := exec.Command("ffmpeg", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
		"-s", fmt.Sprintf("%dx%d", w, h), "-r", strconv.Itoa(fps), "-i", "-",
		"-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", out)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("export: starting ffmpeg: %w", err)
	}
	return &ffmpeg{cmd, in}, nil
}

func (f *ffmpeg) write(img *image.RGBA) error {
	if _, err := f.in.Write(img.Pix); err != nil {
		return fmt.Errorf("export: ffmpeg: %w", err)
	}
	return nil
}

func (f *ffmpeg) close() error {
	f.in.Close()
	if err := f.cmd.Wait(); err != nil {
		return fmt.Errorf("export: ffmpeg: %w", err)
	}
	return nil
}
