package cli

import (
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/internal/testlimit"
	"floorfall/view"
)

// drawBots are the drawing bots of testdata/draw (the README's), one a
// game, with the seats they play against and the extra flags of the run.
var drawBots = []struct {
	game   string
	others []string
	flags  []string
	// circle is where on the screen (in board units) a circle of radius r
	// around position (a, b) as the bot wrote it passes: right of its
	// centre; nil: anywhere on the board (a cube).
	circle func(a, b, r float64) (x, y float64)
}{
	{"jc2015", []string{"random", "random", "random"}, nil, func(a, b, r float64) (float64, float64) { return a + 0.5 + r, b + 0.5 }},
	{"ants", []string{"random"}, []string{"--turns", "20"}, func(a, b, r float64) (float64, float64) { return b + 0.5 + r, a + 0.5 }},
	{"hit-and-sunk", []string{"random"}, nil, func(a, b, r float64) (float64, float64) { return a + 0.5 + r, b + 0.5 }},
	{"tenka1-2022", []string{"random"}, nil, nil},
}

// The bar: in each game a bot of the game's protocol (persistent:
// JavaChallenge2015 and Ants; run per call: Hit and Sunk; calling the HTTP
// API: Tenka1) draws; its commands are in the replay ('floorfall
// drawings'), and the screenshots of the turn with --draw all and --draw
// none differ where it drew (on a circle it drew, or on the cube).
func TestBotsDrawInEveryGame(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	for _, tc := range drawBots {
		t.Run(tc.game, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			out := filepath.Join(dir, "m.json")
			bot, _ := filepath.Abs(filepath.Join("testdata", "draw", tc.game+".py"))
			// Python starts slowly on a loaded machine: the limits are
			// not what is tested here.
			limit := testlimit.Scale(10 * time.Second)
			args := []string{"run", "--game", tc.game, "-a", "python3 " + bot, "--seed", "5", "--out", out, "-q"}
			args = append(args, roomyLimits(tc.game, limit)...)
			for _, o := range tc.others {
				args = append(args, "-a", o)
			}
			if _, stderr, code := cliMain(t, append(args, tc.flags...)...); code != 0 {
				t.Fatalf("run: exit %d: %s", code, stderr)
			}
			// The first turn in which it drew a circle.
			r, err := loadReplay(out)
			if err != nil {
				t.Fatal(err)
			}
			turn := -1
			for _, rec := range r.Meta().Turns {
				if rec.Seat == 0 && turn < 0 && slices.ContainsFunc(rec.Draw, func(c string) bool { return strings.HasPrefix(c, "circle ") }) {
					turn = rec.Turn
				}
			}
			if turn < 0 {
				t.Fatalf("no turn record of seat 0 holds a drawing: %+v", r.Meta().Turns[:min(3, len(r.Meta().Turns))])
			}
			stdout, stderr, code := cliMain(t, "drawings", out, "--turn", strconv.Itoa(turn))
			if code != 0 || !strings.Contains(stdout, "0 circle ") || !strings.Contains(stdout, "0 say ") || strings.Contains(stdout, "dropped") {
				t.Fatalf("drawings --turn %d: exit %d %s\n%s", turn, code, stderr, stdout)
			}
			var circle []float64
			for _, l := range strings.Split(stdout, "\n") {
				if f := strings.Fields(l); len(f) > 2 && f[1] == "circle" {
					for _, w := range f[2:] {
						if v, err := strconv.ParseFloat(w, 64); err == nil {
							circle = append(circle, v)
						}
					}
					break
				}
			}
			if os.Getenv("DISPLAY") == "" {
				t.Skip("no display for the screenshots")
			}
			shot := func(draw string) image.Image {
				png := filepath.Join(dir, draw+".png")
				cmd := exec.Command(binary, "view", out, "--at", strconv.Itoa(turn), "--draw", draw, "--screenshot", png)
				if b, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("view --draw %s --screenshot: %v\n%s", draw, err, b)
				}
				return readPNG(t, png)
			}
			all, none := shot("all"), shot("none")
			l := boardLayout(t, r, all.Bounds())
			box := l.Board
			if tc.circle != nil {
				// Pixels on the circle's ring, right of its centre.
				n := len(circle)
				x, y := tc.circle(circle[0], circle[1], circle[n-1])
				px, py := l.At(x, y)
				box = view.Rect{X: px - 3, Y: py - 3, W: 7, H: 7}
			}
			if d := differ(all, none, box); d == 0 {
				t.Errorf("turn %d: --draw all and --draw none are the same in %+v (board %+v)", turn, box, l.Board)
			}
			if d := differ(all, none, l.Board); d < 50 {
				t.Errorf("turn %d: --draw all and --draw none differ in %d pixels of the board", turn, d)
			}
		})
	}
}

// boardLayout is the layout of a screenshot of r in bounds b.
func boardLayout(t *testing.T, r game.Replay, b image.Rectangle) view.Layout {
	t.Helper()
	m, err := view.FromReplay(r, "m.json")
	if err != nil {
		t.Fatal(err)
	}
	w, h := float64(b.Dx()), float64(b.Dy())
	return view.NewLayout(w, h, view.UIScale(w, h, 1), m.Board().Shape())
}

// differ counts the pixels in r where a and b differ.
func differ(a, b image.Image, r view.Rect) int {
	n := 0
	for y := int(math.Floor(r.Y)); y < int(math.Ceil(r.Y+r.H)); y++ {
		for x := int(math.Floor(r.X)); x < int(math.Ceil(r.X+r.W)); x++ {
			if a.At(x, y) != b.At(x, y) {
				n++
			}
		}
	}
	return n
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(fmt.Errorf("%s: %w", path, err))
	}
	return img
}

// 'floorfall drawings' prints a turn's commands led by their seat, then
// how many were dropped and why; a turn or a seat the game does not have
// is a usage error, a replay without records an error.
func TestDrawingsCommand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "m.json")
	bot := `sh -c 'echo READY; while read l; do [ "$l" = EOD ] && { printf "#ff dot 3 4 navy\n#ff dot 99 1\n#ff dot 1 1 nocolour\n#ff say hi there\n" >&2; echo N; }; done'`
	if _, stderr, code := cliMain(t, "run", "-a", bot, "-a", "random", "--turns", "8", "--seed", "1", "--out", out, "-q"); code != 0 {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	stdout, stderr, code := cliMain(t, "drawings", out, "--turn", "4")
	want := "0 dot 3 4 navy\n0 say hi there\n# seat 0: 2 dropped (1 bad colour, 1 off the board)\n"
	if code != 0 || stdout != want {
		t.Errorf("drawings --turn 4: exit %d %s\n%q\nwant\n%q", code, stderr, stdout, want)
	}
	if stdout, _, code := cliMain(t, "drawings", out, "--turn", "5", "--seat", "1"); code != 0 || stdout != "# seat 1 drew nothing in turn 5\n" {
		t.Errorf("drawings --seat 1: exit %d %q", code, stdout)
	}
	for _, args := range [][]string{{"--turn", "99"}, {"--turn", "2", "--seat", "4"}, {}} {
		if _, stderr, code := cliMain(t, append([]string{"drawings", out}, args...)...); code != 2 || !strings.Contains(stderr, "drawings --help") {
			t.Errorf("drawings %q: exit %d, want 2: %s", args, code, stderr)
		}
	}
	bare := filepath.Join(dir, "bare.json")
	if _, stderr, code := cliMain(t, "run", "-a", bot, "--turns", "4", "--records=false", "--out", bare, "-q"); code != 0 {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	if _, stderr, code := cliMain(t, "drawings", bare, "--turn", "0"); code != 1 || !strings.Contains(stderr, "no per-turn records") {
		t.Errorf("drawings of a replay without records: exit %d %s", code, stderr)
	}
}
