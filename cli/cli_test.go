package cli

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/fixtures"
	"floorfall/internal/testlimit"
	"floorfall/match"
	"floorfall/view"
)

// goroutineID is the running goroutine's number.
func goroutineID() uint64 {
	b := make([]byte, 64)
	b = b[:runtime.Stack(b, false)]
	f := strings.Fields(string(b))
	id, _ := strconv.ParseUint(f[1], 10, 64)
	return id
}

// The one test that plays through the built binary with no display: the
// headless commands never need one.
func TestRunAndInfoWithoutDisplay(t *testing.T) {
	out := filepath.Join(t.TempDir(), "game.json")
	_, stderr, code := floorfall(t, "", "run", "-a", "hunter", "-a", "random", "--ai", "random", "-a", "hunter", "-s", "3", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	tl, err := jcreplay.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	final := tl.At(tl.Turns())
	if !final.Over || tl.File.Meta == nil || *tl.File.Meta.Seed != 3 || tl.File.Meta.Players[1].Command != "random" {
		t.Fatalf("replay: over %v meta %+v", final.Over, tl.File.Meta)
	}
	if !strings.Contains(stderr, "after "+itoa(tl.Turns())+" turns") || !strings.Contains(stderr, "bots:") {
		t.Errorf("summary:\n%s", stderr)
	}
	// Flags after the argument; JSON agrees with the replay.
	stdout, stderr, code := floorfall(t, "", "info", out, "--json")
	if code != 0 {
		t.Fatalf("info: exit %d\n%s", code, stderr)
	}
	var s summary
	if err := json.Unmarshal([]byte(stdout), &s); err != nil {
		t.Fatalf("info --json: %v\n%s", err, stdout)
	}
	if s.Turns != tl.Turns() || s.Winner != final.Result.Winner || s.Reason != string(final.Result.Reason) || len(s.Players) != 4 {
		t.Errorf("info --json = %+v, replay says %d turns, %+v", s, tl.Turns(), final.Result)
	}
	if fell := 0; true {
		for _, p := range final.Players {
			if p.Fallen {
				fell++
			}
		}
		if outs(s) != fell {
			t.Errorf("info lists %d seats out, %d players fell: %+v", outs(s), fell, s.Outcomes)
		}
		for i, p := range final.Players {
			if o := s.Outcomes[i]; p.Fallen != o.Out || p.Fallen && (o.Turn != p.FellAt || o.By != p.FellBy || o.How != "fell") {
				t.Errorf("seat %d: outcome %+v, player %+v", i, o, p)
			}
		}
	}
}

// TestGzippedReplay: a replay kept gzipped (a .json.gz, as sites and
// archives keep them) reads as the file itself, in every command that
// reads one: info says the same, input gives the same stream.
func TestGzippedReplay(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "game.json")
	if _, stderr, code := floorfall(t, "", "run", "-a", "hunter", "-a", "random", "-a", "random", "-a", "hunter", "-s", "3", "-t", "60", "-q", "--out", out); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var packed bytes.Buffer
	z := gzip.NewWriter(&packed)
	z.Write(data)
	z.Close()
	gz := out + ".gz"
	if err := os.WriteFile(gz, packed.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"info", "--json"}, {"input", "--turn", "20"}} {
		want, stderr, code := floorfall(t, "", append([]string{args[0], out}, args[1:]...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s", args[0], code, stderr)
		}
		got, stderr, code := floorfall(t, "", append([]string{args[0], gz}, args[1:]...)...)
		if code != 0 || got != want {
			t.Errorf("%s of the gzipped replay: exit %d, %q\n%s\nwant %q", args[0], code, got, stderr, want)
		}
	}
}

func TestRunToStdoutIsOfficialJSON(t *testing.T) {
	stdout, stderr, code := cliMain(t, "run", "-a", "random", "-a", "random", "-a", "random", "-a", "random", "-t", "40", "-q")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	var official struct {
		Log    []any `json:"log"`
		Winner *int  `json:"winner"`
		Replay struct {
			Initial  [][]string `json:"initial"`
			Commands []string   `json:"commands"`
		} `json:"replay"`
	}
	if err := json.Unmarshal([]byte(stdout), &official); err != nil {
		t.Fatal(err)
	}
	if official.Winner == nil || len(official.Replay.Initial) != 4 || len(official.Replay.Commands) == 0 || len(official.Replay.Commands) > 40 {
		t.Fatalf("not an official replay: %+v", official)
	}
}

// A mistake on the command line: nothing on standard output (it is the
// replay stream), one line saying what is wrong and one pointing to the
// command's help on stderr, exit status 2. A broken replay or a bot that
// cannot start: the message only.
func TestUserErrors(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte(`{"winner": 1, "replay": {"initial": [["0","0","U"]], "commands": []}}`), 0o644)
	noGame := filepath.Join(dir, "chess.json")
	os.WriteFile(noGame, []byte(`{"moves": ["e4", "e5"]}`), 0o644)
	script := filepath.Join(dir, "bot.py")
	os.WriteFile(script, []byte("print('READY')\n"), 0o644)
	t.Chdir(dir)
	cases := []struct {
		args []string
		want string
		help string // the command whose help is pointed to; "" none
	}{
		{[]string{"run", "-a", "./no-such-bot --fast", "-a", "random"}, "./no-such-bot --fast", ""},
		{[]string{"run", "-a", "bot.py"}, "did you mean ./bot.py?", ""},
		{[]string{"run", "-a", "./bot.py"}, "chmod +x ./bot.py", ""},
		{[]string{"run", "-a", dir}, "is a folder", ""},
		{[]string{"run"}, "give 1 to 4 bots", "run"},
		{[]string{"play", "--game", "ants", "-a", "human", "-a", "hunter"}, "a person cannot play a seat of Ants (AI Challenge 2011) (games with a human seat: hit-and-sunk, jc2015, tenka1-2022)", "play"},
		{[]string{"run", "-a", "random", "--out", filepath.Join(dir, "nowhere", "g.json")}, "does not exist", "run"},
		{[]string{"run", "-a", "random", "--out", dir}, "is a folder", "run"},
		{[]string{"run", "-a", "random", "--turns", "200000"}, "200000 is out of range: from 1 to 100000", "run"},
		{[]string{"run", "-a", "random", "-t", "ten"}, `"ten" is not a whole number`, "run"},
		{[]string{"run", "-a", "random", "--seed", "-5"}, "out of range", "run"},
		{[]string{"run", "-a", "random", "--coords", "yx"}, "--coords", "run"},
		{[]string{"run", "-a", "random", "--action-timeout", "100"}, "100 is not a duration; did you mean 100ms?", "run"},
		{[]string{"run", "-a", "random", "--ready-timeout", "fast"}, `"fast" is not a duration`, "run"},
		{[]string{"run", "-a", "random", "--ready-timeout", "-1s"}, "must be positive", "run"},
		{[]string{"run", "-a", "random", "--nope"}, "not defined: --nope", "run"},
		{[]string{"run", "-a", "random", "stray"}, `unexpected argument "stray"`, "run"},
		{[]string{"view", "--watch", filepath.Join(dir, "nowhere")}, "not a folder", "view"},
		{[]string{"view", "x.json", "--at", "NaN", "--screenshot", "x.png"}, `"NaN" is not a turn`, "view"},
		{[]string{"view", "--size", "huge"}, "--size", "view"},
		{[]string{"view", "--at", "5"}, "--at needs a replay file", "view"},
		{[]string{"view", "--present", "--speed", "100", "x.json"}, "--speed 100 is not a playback speed", "view"},
		{[]string{"view", "--present", "--speed", "0", "x.json"}, "the nearest is 0.25", "view"},
		{[]string{"run", "--game", "chess", "-a", "random"}, `unknown game "chess" (games: ants, hit-and-sunk, jc2015, tenka1-2022)`, "run"},
		{[]string{"bot", "--game", "chess", "random"}, `unknown game "chess"`, "bot"},
		{[]string{"input", broken, "--turn", "0", "--seat", "1"}, "broken.json", ""},
		{[]string{"view", "--debug", "17"}, "17 is out of range: from 0 to 15", "view"},
		{[]string{"info", broken}, "broken.json", ""},
		{[]string{"info", noGame}, "chess.json: not a replay of any game floorfall knows (tried ants, hit-and-sunk, jc2015, tenka1-2022)", ""},
		{[]string{"view", noGame}, "not a replay of any game floorfall knows", ""},
		{[]string{"info", ""}, "name is empty", "info"},
		{[]string{"info"}, "give one replay file", "info"},
		{[]string{"view", broken}, "broken.json", ""},
		{[]string{"view", filepath.Join(dir, "missing.json")}, "missing.json", ""},
		{[]string{"bot", "genius"}, "hunter", "bot"},
		{[]string{"export", broken, "--gif", "x.gif"}, "broken.json", ""},
		{[]string{"export", "x.json"}, "give --gif FILE", "export"},
		{[]string{"export", "x.json", "--gif", "g.gif", "--fps", "0"}, "out of range", "export"},
		{[]string{"export", "x.json", "--gif", "g.gif", "--to", "abc"}, `invalid value "abc" for flag --to: "abc" is not a whole number`, "export"},
		{[]string{"export", "x.json", "--gif", "g.gif", "--from", "-10"}, `invalid value "-10" for flag --from: -10 is out of range`, "export"},
		{[]string{"info", "x.json", "--json=maybe"}, `for --json`, "info"},
		{[]string{"input", "x.json"}, "--turn", "input"},
		{[]string{"play", "-a", "human", "-a", "human"}, "one human seat", "play"},
		{[]string{"play", "--pace", "slow"}, "--pace must be view, fast or official", "play"},
		{[]string{"play", "--at", "5"}, "--at needs --from", "play"},
		{[]string{"run", "-a", "human"}, "with 'floorfall play'", "run"},
		{[]string{"tournament", "-a", "hunter"}, "two bots or more", "tournament"},
		{[]string{"tournament", "-a", "hunter", "-a", "random", "--games", "4", "--out", "x", "--shard", "2/2"}, "--shard must be", "tournament"},
		{[]string{"standings", dir}, "no game-NNNNN.json", ""},
		{[]string{"frobnicate"}, "unknown command", "floorfall"},
		{[]string{"--seed", "x"}, `"x" is not a whole number`, "floorfall"},
	}
	for _, c := range cases {
		stdout, stderr, code := cliMain(t, c.args...)
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		wantLines := 1
		if c.help != "" {
			wantLines = 2
		}
		switch {
		case code != ExitUsage || stdout != "" || !strings.Contains(lines[0], c.want) || len(lines) != wantLines:
		case c.help == "floorfall" && lines[1] != "see 'floorfall --help'":
		case c.help != "" && c.help != "floorfall" && lines[1] != "see 'floorfall "+c.help+" --help'":
		default:
			continue
		}
		t.Errorf("floorfall %q: exit %d, want 2 with %q and help of %q; stdout %q; stderr:\n%s", c.args, code, c.want, c.help, stdout, stderr)
	}
}

// Window commands without a display, or in a build without the viewer,
// say so and exit 1; with one, they hand the viewer what was asked for, on
// Main's goroutine.
func TestWindowCommands(t *testing.T) {
	good := filepath.Join(t.TempDir(), "g.json")
	if _, e, code := cliMain(t, "run", "-a", "random", "-t", "8", "-q", "--out", good); code != 0 {
		t.Fatal(e)
	}
	windowArgs := [][]string{{"view", good}, {}, {"view", good, "--screenshot", good + ".png"}}
	for _, args := range windowArgs {
		_, stderr, code := floorfall(t, "", args...)
		if code != 1 || !strings.Contains(stderr, "xvfb-run") || strings.Contains(stderr, "panic") {
			t.Errorf("floorfall %q without a display: exit %d\n%s", args, code, stderr)
		}
		_, stderr, code = cliMain(t, args...)
		if code != 1 || !strings.Contains(stderr, "no viewer") {
			t.Errorf("floorfall %q without a viewer: exit %d\n%s", args, code, stderr)
		}
	}
	t.Setenv("DISPLAY", ":99")
	var f fakeViewer
	v := f.viewer(goroutineID())
	for _, args := range [][]string{
		{"view", good, "--debug", "2", "--size", "800x600", "--fullscreen"},
		{"--seed", "5"},
		{"view", good, "--screenshot", "s.png", "--at", "3.5", "--debug", "1"},
		{"view", "--watch", filepath.Dir(good)},
		{"export", good, "--gif", filepath.Join(filepath.Dir(good), "g.gif"), "--from", "2", "--to", "6", "--fps", "20", "--size", "640x360", "--speed", "2"},
	} {
		if _, stderr, code := cliMainWith(t, "", v, args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, stderr)
		}
	}
	if len(f.windows) != 3 || len(f.shots) != 1 || slices.Contains(f.onMain, false) {
		t.Fatalf("viewer calls: %d windows, %d shots, on Main's goroutine %v", len(f.windows), len(f.shots), f.onMain)
	}
	if w := f.windows[0]; w.Path != good || w.Replay == nil || !w.Debug || w.DebugPlayer != 2 || w.Width != 800 || w.Height != 600 || !w.Fullscreen {
		t.Errorf("view: %+v", w)
	}
	if w := f.windows[1]; w.Live == nil || w.Live.Match == nil || w.Width != 1280 || w.Debug {
		t.Errorf("demo: %+v", w)
	}
	if w := f.windows[2]; w.Watch != filepath.Dir(good) || w.Replay != nil {
		t.Errorf("watch: %+v", w)
	}
	if len(f.exports) != 1 {
		t.Fatalf("%d exports", len(f.exports))
	}
	if x := f.exports[0]; x.GIF == "" || x.From != 2 || x.To != 6 || x.FPS != 20 || x.Width != 640 || x.Speed != 2 || x.Replay == nil {
		t.Errorf("export: %+v", x)
	}
	if s := f.shots[0]; s.Out != "s.png" || s.At != 3.5 || s.Replay == nil || !s.Debug || s.DebugPlayer != 1 {
		t.Errorf("screenshot: %+v", s)
	}
}

// view --present hands the viewer the speed and, with --pause, how long
// title cards and banners stay (by default the presenter's own times).
func TestPresentFlags(t *testing.T) {
	good := filepath.Join(t.TempDir(), "g.json")
	if _, e, code := cliMain(t, "run", "-a", "random", "-t", "8", "-q", "--out", good); code != 0 {
		t.Fatal(e)
	}
	t.Setenv("DISPLAY", ":99")
	var f fakeViewer
	v := f.viewer(goroutineID())
	for _, args := range [][]string{
		{"view", "--present", good},
		{"view", "--present", "--speed", "4", "--pause", "1.5s", good, good},
	} {
		if _, stderr, code := cliMainWith(t, "", v, args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, stderr)
		}
	}
	if len(f.windows) != 2 || f.windows[0].Present == nil || f.windows[1].Present == nil {
		t.Fatalf("viewer calls: %+v", f.windows)
	}
	if p := f.windows[0].Present; p.CardTime != 0 || p.BannerTime != 0 || len(p.Files) != 1 {
		t.Errorf("without --pause: %+v", p)
	}
	if p := f.windows[1].Present; p.CardTime != 1500*time.Millisecond || p.BannerTime != 1500*time.Millisecond ||
		view.Speeds[p.Speed] != 4 || len(p.Files) != 2 {
		t.Errorf("with --pause 1.5s: %+v", p)
	}
	if _, stderr, code := cliMainWith(t, "", v, "view", "--present", "--pause", "2", good); code != ExitUsage || !strings.Contains(stderr, "did you mean 2ms?") {
		t.Errorf("--pause 2: exit %d: %s", code, stderr)
	}
	// --present with --screenshot renders that turn as presented, and ends
	// (it used to ignore both and present for ever).
	shot := filepath.Join(t.TempDir(), "p.png")
	if _, stderr, code := cliMainWith(t, "", v, "view", "--present", good, "--at", "3", "--screenshot", shot); code != 0 {
		t.Fatalf("--present --screenshot: exit %d: %s", code, stderr)
	}
	if len(f.windows) != 2 || len(f.shots) != 1 || !f.shots[0].Present || f.shots[0].At != 3 || f.shots[0].Out != shot {
		t.Errorf("--present --screenshot: windows %d, shots %+v", len(f.windows), f.shots)
	}
}

// export --mp4 without ffmpeg on the PATH says so in one line and exits 1,
// before the replay is read and before any window.
func TestExportNeedsFFmpeg(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	var f fakeViewer
	v := f.viewer(goroutineID())
	_, stderr, code := cliMainWith(t, "", v, "export", "missing.json", "--mp4", "x.mp4")
	if code != 1 || stderr != "floorfall: export: --mp4 needs ffmpeg, which is not installed (on Debian: apt-get install ffmpeg); --gif and --png work without it\n" || len(f.exports) != 0 {
		t.Errorf("export --mp4 without ffmpeg: exit %d, %d exports, stderr:\n%s", code, len(f.exports), stderr)
	}
}

// --help prints the usage once, on standard output, with each flag's
// default said once.
func TestHelp(t *testing.T) {
	for _, cmd := range []string{"run", "play", "view", "info", "input", "diff", "export", "tournament", "standings", "bot"} {
		stdout, stderr, code := cliMain(t, cmd, "--help")
		if code != 0 || stderr != "" || strings.Count(stdout, "Usage: floorfall "+cmd) != 1 || strings.Count(stdout, "Examples:") != 1 {
			t.Errorf("%s --help: exit %d, stderr %q\n%s", cmd, code, stderr, stdout)
		}
		for _, l := range strings.Split(stdout, "\n") {
			if strings.Count(l, "default") > 1 {
				t.Errorf("%s --help: a default said twice: %q", cmd, l)
			}
		}
	}
	stdout, _, _ := cliMain(t, "run", "--help")
	for _, want := range []string{"-s, --seed SEED", "-a, --ai CMD", "--action-timeout DURATION", "(default: the game's; floorfall games lists it)", "(default xy)", "--pace PACE", "-t, --turns N"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("run --help lacks %q:\n%s", want, stdout)
		}
	}
	if stdout, _, code := cliMain(t, "--help"); code != 0 || strings.Count(stdout, "Exit status") != 1 {
		t.Errorf("--help: exit %d\n%s", code, stdout)
	}
}

func TestBuiltinBotProtocol(t *testing.T) {
	s := engine.NewRandomGame(1, 0)
	input := engine.Input(s, engine.RowCol) + "\n"
	stdout, stderr, code := cliMainWith(t, input+input, nil, "bot", "hunter", "--seed", "1")
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if code != 0 || len(lines) != 3 || lines[0] != "READY" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	for _, l := range lines[1:] {
		if _, _, ok := engine.ParseReply(l); !ok {
			t.Errorf("answer %q is not a command", l)
		}
	}
}

func TestInterruptStillWritesReplay(t *testing.T) {
	dir := t.TempDir()
	out, mark := filepath.Join(dir, "cut.json"), filepath.Join(dir, "playing")
	// A bot asked its second turn marks that the first turns are played.
	slow := `sh -c 'echo READY; n=0; while read l; do [ "$l" = EOD ] && { n=$((n+1)); [ $n = 2 ] && touch ` + mark + `; sleep 0.02; echo N; }; done'`
	cmd := exec.Command(binary, "run", "-a", slow, "-a", slow, "-a", slow, "-a", slow, "--out", out)
	cmd.Env = append(os.Environ(), "DISPLAY=")
	var e bytes.Buffer
	cmd.Stderr = &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(mark); err == nil {
			break
		}
		if time.Now().After(end) {
			cmd.Process.Kill()
			t.Fatalf("the match never began\n%s", e.String())
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != ExitInterrupt {
		t.Fatalf("exit: %v\n%s", err, e.String())
	}
	f, err := jcreplay.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(f.Commands); n == 0 || n >= engine.DefaultTurnLimit {
		t.Fatalf("interrupted replay has %d turns", n)
	}
	if !strings.Contains(e.String(), "interrupted") || !strings.Contains(e.String(), "unfinished") {
		t.Errorf("stderr:\n%s", e.String())
	}
}

func TestParseFlagsInterleaved(t *testing.T) {
	e := &env{stdout: io.Discard}
	fs := newFlags(e, "x", "x", "")
	j := fs.Bool("json", false, "")
	n := fs.Int("n", 0, "")
	pos, err := fs.parse([]string{"a.json", "--json", "b", "-n", "3", "--", "-c"})
	if err != nil || !*j || *n != 3 || strings.Join(pos, ",") != "a.json,b,-c" {
		t.Fatalf("pos %q json %v n %d err %v", pos, *j, *n, err)
	}
	if _, err := newFlags(e, "y", "y", "").parse([]string{"--nope"}); err == nil || errors.Is(err, flag.ErrHelp) {
		t.Fatalf("unknown flag: %v", err)
	}
}

// Players are named after their program, never after a trailing argument.
func TestNames(t *testing.T) {
	for cmd, want := range map[string]string{
		"java SampleAI":                           "SampleAI",
		"java -cp D SampleAI -s 5":                "SampleAI",
		"java -Xmx1g -classpath a:b com.acme.Bot": "Bot",
		"java -jar bots/Smart.jar --level 3":      "Smart",
		"java Single.java":                        "Single",
		"java -m mod/com.acme.Main":               "Main",
		"./bots/c_bot":                            "c_bot",
		"./bots/c_bot 5":                          "c_bot",
		"bot.exe --fast":                          "bot",
		"python3 bot.py extra":                    "bot",
		"python3 -u my.py --fast":                 "my",
		"python3.11 -X dev ai.py":                 "ai",
		"pypy3 -m mybot":                          "mybot",
		"node dist/main.js 3":                     "main",
		"ruby -I lib ai.rb":                       "ai",
		"sh -c './bots/run_me --fast'":            "run_me",
		"sh -c 'exec python3 bot.py'":             "bot",
		"exec ./bots/x.bin":                       "x",
		"nice -n 5 java -jar Smart.jar":           "Smart",
		"timeout -s KILL 10 ./a.out":              "a",
		"stdbuf -oL python3 -u my_bot.py":         "my_bot",
		"bash start.sh":                           "start",
		"Rscript bot.R":                           "bot",
		"env FOO=1 python3 x.py":                  "x",
		"FOO=1 ./mybot arg":                       "mybot",
		"hunter":                                  "hunter",
		"python3":                                 "python3",
	} {
		if got := defaultName(cmd); got != want {
			t.Errorf("defaultName(%q) = %q, want %q", cmd, got, want)
		}
	}
	seats := []match.Seat{{Name: "mine", Command: "x"}, {Name: "random", Command: "r"}, {Name: "random", Command: "r"}, {Name: "hunter", Command: "h"}}
	uniqueNames(seats, 1)
	if seats[0].Name != "mine" || seats[1].Name != "random 1" || seats[2].Name != "random 2" || seats[3].Name != "hunter" {
		t.Errorf("uniqueNames: %+v", seats)
	}
	if _, _, err := parseSize("view", "1920x1080"); err != nil {
		t.Error(err)
	}
	if _, _, err := parseSize("view", "big"); err == nil {
		t.Error("parseSize(big) accepted")
	}
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

func TestRunOutUnwritableKeepsReplay(t *testing.T) {
	// /proc takes no new files, even from root: the replay cannot be
	// written there, and is saved in the temporary folder instead of being
	// lost. The same when standard output fails (/dev/full).
	check := func(stderr string, code int) {
		t.Helper()
		i := strings.Index(stderr, "saved to ")
		if code != 1 || i < 0 {
			t.Fatalf("exit %d\n%s", code, stderr)
		}
		rescued := strings.Fields(stderr[i+len("saved to "):])[0]
		defer os.Remove(rescued)
		if _, err := jcreplay.Load(rescued); err != nil {
			t.Fatal(err)
		}
	}
	_, stderr, code := cliMain(t, "run", "-a", "random", "-t", "8", "-q", "--out", "/proc/floorfall-test.json")
	check(stderr, code)

	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full")
	}
	defer full.Close()
	cmd := exec.Command(binary, "run", "-a", "random", "-t", "8", "-q")
	cmd.Env = append(os.Environ(), "DISPLAY=")
	var e bytes.Buffer
	cmd.Stdout, cmd.Stderr = full, &e
	err = cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("run to /dev/full: %v", err)
	}
	check(e.String(), ee.ExitCode())
}

// TestHeadlessBuild: built with -tags headless (no cgo), floorfall runs
// matches and says plainly that it has no viewer.
func TestHeadlessBuild(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "floorfall")
	build := exec.Command("go", "build", "-tags", "headless", "-o", bin, "floorfall")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	out := filepath.Join(dir, "g.json")
	if b, err := exec.Command(bin, "run", "-a", "hunter", "-a", "random", "-t", "40", "-q", "--out", out).CombinedOutput(); err != nil {
		t.Fatalf("run: %v\n%s", err, b)
	}
	b, err := exec.Command(bin, "view", out).CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != ExitFailure || !strings.Contains(string(b), "no viewer") {
		t.Fatalf("view: %v\n%s", err, b)
	}
}

func TestPadWide(t *testing.T) {
	if got := pad("P0 鬼ごっこ", 12); got != "P0 鬼ごっこ " { // 11 columns
		t.Errorf("pad = %q", got)
	}
	if got := pad("P1 random", 12); got != "P1 random   " {
		t.Errorf("pad = %q", got)
	}
}

// info on an official replay (no meta) does not claim the bots were ok;
// names, details and stderr from a file reach the terminal escaped, while
// --json keeps them exact.
func TestInfoOfficialAndHostileText(t *testing.T) {
	official := fixtures.Path("jc2015", "official-fixtures", "sample_log_seed0.json")
	stdout, stderr, code := cliMain(t, "info", official)
	if code != 0 || strings.Count(stdout, "unknown") != 4 || strings.Contains(stdout, " ok") {
		t.Fatalf("info on an official replay: exit %d %s\n%s", code, stderr, stdout)
	}
	out := filepath.Join(t.TempDir(), "g.json")
	evil := "\x1b]0;pwned\x07\x1b[2J\u202eevil"
	if _, stderr, code := cliMain(t, "run", "-a", "random", "--name", evil, "-t", "8", "--out", out); code != 0 || strings.ContainsAny(stderr, "\x1b\x07\u202e") || !strings.Contains(stderr, `\x1b]0;pwned\x07`) {
		t.Fatalf("run's summary: exit %d %q", code, stderr)
	}
	stdout, _, _ = cliMain(t, "info", out)
	if strings.ContainsAny(stdout, "\x1b\x07\u202e") || !strings.Contains(stdout, `\u202eevil`) {
		t.Errorf("info prints raw control characters: %q", stdout)
	}
	stdout, _, _ = cliMain(t, "info", out, "--json")
	var s summary
	if err := json.Unmarshal([]byte(stdout), &s); err != nil || s.Players[0].Name != evil {
		t.Errorf("info --json: %v, name %q", err, s.Players[0].Name)
	}
}

// --debug names a player of the match: a replay of 4 players refuses 4.
func TestDebugPlayerOfTheMatch(t *testing.T) {
	good := filepath.Join(t.TempDir(), "g.json")
	if _, e, code := cliMain(t, "run", "-a", "random", "-t", "8", "-q", "--out", good); code != 0 {
		t.Fatal(e)
	}
	_, stderr, code := cliMain(t, "view", good, "--debug", "4")
	if code != 2 || !strings.Contains(stderr, "has 4 players (0 to 3)") {
		t.Fatalf("view --debug 4: exit %d\n%s", code, stderr)
	}
	_, stderr, code = cliMain(t, "play", "-a", "random", "--debug", "5")
	if code != 2 || !strings.Contains(stderr, "the match has 4 players (0 to 3)") {
		t.Fatalf("play --debug 5: exit %d\n%s", code, stderr)
	}
}

// outs counts the seats out of the game in a summary.
func outs(s summary) int {
	n := 0
	for _, o := range s.Outcomes {
		if o.Out {
			n++
		}
	}
	return n
}

// floorfall games says an option's default only when it has one: Ants'
// --map has none ("(default )" said nothing).
func TestGamesDefaults(t *testing.T) {
	stdout, stderr, code := cliMain(t, "games")
	if code != 0 || stderr != "" {
		t.Fatalf("games: exit %d, stderr %q", code, stderr)
	}
	if strings.Contains(stdout, "(default )") || !strings.Contains(stdout, "--turntime  milliseconds a bot has to answer each turn (default 1000)") {
		t.Errorf("games:\n%s", stdout)
	}
	if !strings.Contains(stdout, "--map       a map file in the official .map format; none: a map made from the seed for the number of players\n") {
		t.Errorf("games: --map's line:\n%s", stdout)
	}
	// What a fork's new bot is given of the turns before, each game.
	if strings.Count(stdout, "  forked:    a new bot is first fed every earlier turn's input") != 2 ||
		!strings.Contains(stdout, "  forked:    a new bot is first asked at the fork's turn, needing no earlier one: a bot is run anew for every call, the whole state in its argument\n") {
		t.Errorf("games: forked lines:\n%s", stdout)
	}
}
