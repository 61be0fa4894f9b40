package app

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"floorfall/games/jc2015"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/show"
	"floorfall/tournament"
	"floorfall/view"
)

// TestDevShots writes a set of screenshots to $FLOORFALL_SHOTS (a
// directory) to look at the viewer by eye: settled turns, animations part
// way through, overlays. It does nothing without that variable.
//
//	FLOORFALL_SHOTS=/tmp/shots xvfb-run -a go test ./app/ -run DevShots
func TestDevShots(t *testing.T) {
	dir := os.Getenv("FLOORFALL_SHOTS")
	if dir == "" {
		t.Skip("set FLOORFALL_SHOTS to a directory to write screenshots")
	}
	os.MkdirAll(dir, 0o755)
	tl := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	shots := []struct {
		name string
		o    show.Shot
	}{
		{"start", show.Shot{At: 0}},
		{"mid", show.Shot{At: 120}},
		{"attack", show.Shot{}},
		{"end", show.Shot{At: float64(tl.Turns())}},
		{"help", show.Shot{At: 60, Help: true}},
		{"big", show.Shot{At: 120, Width: 1920, Height: 1080}},
		{"hidpi", show.Shot{At: 120, Width: 2560, Height: 1440, Scale: 2}},
		{"small", show.Shot{At: 120, Width: 800, Height: 600}},
		{"debug", show.Shot{At: 120, Debug: true, DebugPlayer: 1}},
		{"debug_start", show.Shot{At: 0, Debug: true, DebugPlayer: 3}},
		{"results", show.Shot{Results: devResults(), ResultsDirs: []string{"/tmp/league"}}},
	}
	// Find an attack and a fall to look at part way through.
	for tt, ev := range tl.(*jc2015.Replay).Timeline().Events {
		if ev.Attack != nil && len(ev.Attack.Scheduled) > 2 && shots[2].o.At == 0 {
			shots[2].o.At = float64(tt) + 0.3
		}
		if len(ev.Falls) > 0 {
			for _, f := range ev.Falls {
				if len(f.Players) > 0 {
					for _, frac := range []float64{0, 0.3, 0.6, 0.8} {
						shots = append(shots, struct {
							name string
							o    show.Shot
						}{fmt.Sprintf("fall%d_%02.0f", tt, frac*100), show.Shot{At: float64(tt) + frac}})
					}
				}
			}
		}
		if len(ev.Restores) > 0 && len(shots) < 40 {
			shots = append(shots, struct {
				name string
				o    show.Shot
			}{fmt.Sprintf("restore%d", tt), show.Shot{At: float64(tt) + 0.7}})
		}
	}
	screens := map[string]func(a *app){
		"screen_start":   func(a *app) {},
		"screen_pending": func(a *app) { a.scr.start.v.Pending, a.scr.start.v.Clock = true, 1.3 },
		"screen_error": func(a *app) {
			a.over.message("replay /tmp/x.json: replay.commands[12]: \"Q\" is not one of U D L R A N", true)
		},
		"screen_yours": func(a *app) { showYourTurn(t, a) },
	}
	for name, set := range screens {
		a := testApp(t)
		set(a)
		a.makeFrame()
		if err := render.WritePNG(filepath.Join(dir, name+".png"), paintApp(t, a)); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range shots {
		s.o.Replay, s.o.Path = tl, "trace_003.replay.json"
		img := shot(t, s.o)
		if err := render.WritePNG(filepath.Join(dir, s.name+".png"), img); err != nil {
			t.Fatal(err)
		}
	}
}

// devResults are made-up standings of three bots over four matches.
func devResults() *tournament.Results {
	r := &tournament.Results{}
	for i, name := range []string{"hunter", "random", "ボブ太郎"} {
		r.Bots = append(r.Bots, tournament.BotResult{Name: name, Games: 4, Wins: 2 - i, Draws: 1, Losses: 1 + i, WinRate: float64(2-i) / 4, MeanPlace: 1.5 + float64(i)/2, Figures: map[string]float64{"drops": float64(3 - i)}, Timeouts: i, Invalid: 2 * i})
	}
	for k := range 4 {
		r.Matches = append(r.Matches, tournament.MatchResult{File: fmt.Sprintf("m%03d.json", k), Outcomes: devSeats(),
			Winner: k % 4, Reason: "last standing", Turns: 100 + k})
	}
	return r
}

// TestDocShots writes the screenshots of docs/sizes/ (the live match, the
// debug panel with a person's seat, a person composing a Hit and Sunk
// answer, the results browser and the presentation's standings, at four
// window sizes) to $FLOORFALL_DOCS.
//
//	FLOORFALL_DOCS=docs/sizes xvfb-run -a go test ./app/ -run DocShots
func TestDocShots(t *testing.T) {
	dir := os.Getenv("FLOORFALL_DOCS")
	if dir == "" {
		t.Skip("set FLOORFALL_DOCS to a directory to write the docs' screenshots")
	}
	os.MkdirAll(dir, 0o755)
	screens := map[string]func(a *app){
		"live": func(a *app) {
			a.showMatch(recordedMatch(t), "")
			a.scr.match.pb.End()
			a.scr.match.pb.SetPos(11.4)
		},
		"debug_person": func(a *app) {
			showYourTurn(t, a)
			a.scr.match.m.Seats[0].Person = true
			a.live.lv = &live{m: a.scr.match.m, seat: 0, yours: a.scr.match.yours, keys: a.scr.match.m.Board().(view.Playable).Keys(0)}
			a.scr.match.debug.open, a.scr.match.debug.sel = true, 0
		},
		"compose_person": func(a *app) { showDraft(t, a) },
		"results": func(a *app) {
			r := devResults()
			for k := 4; k < 24; k++ {
				m := r.Matches[k%4]
				m.File, m.Turns = fmt.Sprintf("m%03d.json", k), 100+k
				r.Matches = append(r.Matches, m)
			}
			v := view.NewResults(r, []string{"league"})
			v.SetFilter(0, -1, "")
			a.showResults(newResultsScreen(v))
		},
		"standings": func(a *app) { a.scr.shown = standingsPage(devResults(), []string{"league"}, "2x") },
	}
	for _, size := range [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}} {
		for name, set := range screens {
			a := testApp(t)
			a.surf.w, a.surf.h = size[0], size[1]
			set(a)
			a.surf.layout(view.UIScale(size[0], size[1], 1), a.scr.present != nil)
			a.makeFrame()
			file := fmt.Sprintf("%s_%.0fx%.0f.png", name, size[0], size[1])
			if err := render.WritePNG(filepath.Join(dir, file), paintApp(t, a)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
