package cli

import (
	"errors"
	"os"
	"os/exec"

	"floorfall/show"
)

const exportExamples = `  floorfall export game.json --gif game.gif
  floorfall export game.json --gif fall.gif --from 110 --to 130 --size 640x360 --fps 20
  floorfall export game.json --png frames/ --speed 2
  floorfall export game.json --mp4 game.mp4            (needs ffmpeg)
  floorfall export game.json --html game.html          (one web page, the viewer in it)

The frames are painted as the window paints them (falls slowed down, the
winner banner at the end). It needs a display: on a machine without one,
run it under xvfb-run -a.
`

func exportCmd(e *env, args []string) error {
	fs := newFlags(e, "export", "export REPLAY --gif FILE | --png DIR | --mp4 FILE | --html FILE [flags]", exportExamples)
	var x show.Export
	fs.StringVar(&x.GIF, "gif", "", "write an animated GIF to `FILE`")
	fs.StringVar(&x.PNGDir, "png", "", "write every frame as a PNG into `DIR` (made if missing)")
	fs.StringVar(&x.MP4, "mp4", "", "write an MP4 video to `FILE` (needs ffmpeg)")
	htmlOut := fs.String("html", "", "write one web page to `FILE`: the viewer and the replay, opened in a browser with no network")
	intVar(fs, &x.From, []string{"from"}, 0, 0, 1<<30, "the first `TURN`")
	to := -1
	intVar(fs, &to, []string{"to"}, -1, 0, 1<<30, "the last `TURN` (default: the end, with the winner banner)")
	intVar(fs, &x.FPS, []string{"fps"}, 15, 1, 60, "frames per second, `N`")
	speed := 1.0
	fs.Var(turnFlag{&speed}, "speed", "playback `SPEED`: 1 is the game's own pace (a JavaChallenge2015 round a second)")
	size := fs.String("size", "960x540", "frame size `WxH`")
	fs.Var(drawFlag{&x.Draw}, "draw", drawUsage)
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || pos[0] == "" {
		return usagef("export", "export: give one replay file")
	}
	if *htmlOut != "" {
		if x.GIF != "" || x.PNGDir != "" || x.MP4 != "" {
			return usagef("export", "export: --html writes a page alone: give --gif, --png or --mp4 in another export")
		}
		return exportHTML(e, pos[0], *htmlOut)
	}
	if x.GIF == "" && x.PNGDir == "" && x.MP4 == "" {
		return usagef("export", "export: give --gif FILE, --png DIR, --mp4 FILE or --html FILE")
	}
	if speed <= 0 || speed > 64 {
		return usagef("export", "export: --speed must be above 0 and at most 64")
	}
	x.Speed = speed
	if x.Width, x.Height, err = parseSize("export", *size); err != nil {
		return err
	}
	if x.MP4 != "" {
		if _, err := exec.LookPath("ffmpeg"); err != nil {
			return errors.New("export: --mp4 needs ffmpeg, which is not installed (on Debian: apt-get install ffmpeg); --gif and --png work without it")
		}
	}
	x.Path = pos[0]
	if x.Replay, err = loadShown(x.Path); err != nil {
		return err
	}
	if err := checkExport(&x, to); err != nil {
		return err
	}
	return e.window(func(v *Viewer) error { return v.Export(x) })
}

// checkExport checks export x of its replay against it (--draw, --from,
// --to: the last turn, -1 the end) and makes its outputs' folders.
func checkExport(x *show.Export, to int) error {
	if err := checkDraw("export", x.Draw, x.Replay.Seats()); err != nil {
		return err
	}
	if to >= 0 {
		if to <= x.From {
			return usagef("export", "export: --to %d must be after --from %d", to, x.From)
		}
		x.To = to
	}
	if x.From >= x.Replay.Turns() {
		return usagef("export", "export: --from %d: the replay's turns are 0 to %d", x.From, x.Replay.Turns()-1)
	}
	for _, f := range []string{x.GIF, x.MP4} {
		if f != "" {
			if err := checkOut("export", f); err != nil {
				return err
			}
		}
	}
	if x.PNGDir != "" {
		if err := os.MkdirAll(x.PNGDir, 0o755); err != nil {
			return usagef("export", "export: --png %s: %v", x.PNGDir, err)
		}
	}
	return nil
}
