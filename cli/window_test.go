package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/testlimit"
	"floorfall/match"
)

// needDisplay skips a test of the real window where there is no display
// (the suite runs under xvfb-run in CI).
func needDisplay(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display (run under xvfb-run)")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("no xdotool")
	}
}

// windowRun runs the built floorfall with the display, feeding it keys
// with xdotool every 250 ms (if keys is set) until it exits.
func windowRun(t *testing.T, keys []string, args ...string) (stderr string, code int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), "TMPDIR="+t.TempDir())
	e, done := startBinary(t, cmd)
	giveUp := time.After(testlimit.Scale(90 * time.Second))
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return e.String(), cmd.ProcessState.ExitCode()
		case <-giveUp:
			cmd.Process.Kill()
			<-done
			t.Fatalf("floorfall %q did not end\n%s", args, e.String())
		case <-tick.C:
			if len(keys) > 0 {
				out, _ := exec.Command("xdotool", "search", "--onlyvisible", "--name", "^floorfall").Output()
				if ids := strings.Fields(string(out)); len(ids) > 0 {
					exec.Command("xdotool", "windowfocus", "--sync", ids[len(ids)-1]).Run()
					exec.Command("xdotool", append([]string{"key", "--delay", "50"}, keys...)...).Run()
				}
			}
		}
	}
}

// The issue's own check: a live match of built-in bots at --pace fast in a
// real window exits 0 at its end with a finished replay.
func TestPlayWindowQuitAtEnd(t *testing.T) {
	needDisplay(t)
	out := filepath.Join(t.TempDir(), "m.json")
	stderr, code := windowRun(t, nil, "play", "-a", "hunter", "-a", "random", "-a", "hunter", "-a", "random", "--pace", "fast", "--quit-at-end", "--out", out, "-s", "3")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	tl, err := jcreplay.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	if !tl.At(tl.Turns()).Over || len(tl.File.Meta.Turns) == 0 || !strings.Contains(stderr, "replay: "+out) {
		t.Fatalf("over %v, %d records; stderr:\n%s", tl.At(tl.Turns()).Over, len(tl.File.Meta.Turns), stderr)
	}
}

// Issue 14's check: play with no players plays the demo in the real
// window, to its end, and saves the very match the demo shows.
func TestPlayWindowDemo(t *testing.T) {
	needDisplay(t)
	out := filepath.Join(t.TempDir(), "d.json")
	stderr, code := windowRun(t, nil, "play", "--seed", "7", "--pace", "max", "--quit-at-end", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	f, err := jcreplay.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	cfg := demoConfig(7)
	cfg.NoRecords = true
	r, err := match.Play(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	want := r.(*jc2015.Replay).Timeline().File
	for i, p := range f.Meta.Players {
		if p.Name != cfg.Seats[i].Name || p.Command != cfg.Seats[i].Command {
			t.Errorf("player %d: %q %q, want the demo's %q %q", i, p.Name, p.Command, cfg.Seats[i].Name, cfg.Seats[i].Command)
		}
	}
	if !slices.Equal(f.Commands, want.Commands) || f.Winner != want.Winner {
		t.Errorf("%d turns, winner %d; the demo: %d turns, winner %d", len(f.Commands), f.Winner, len(want.Commands), want.Winner)
	}
}

// A person plays with the keyboard in the real window: the arrow pressed
// is the command of each of the person's turns.
func TestPlayHumanKeys(t *testing.T) {
	needDisplay(t)
	out := filepath.Join(t.TempDir(), "h.json")
	stderr, code := windowRun(t, []string{"Left"}, "play", "-a", "human", "-a", "hunter", "-a", "hunter", "-a", "hunter",
		"-t", "8", "-s", "5", "--pace", "max", "--quit-at-end", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	f, err := jcreplay.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Commands) != 8 || f.Meta.Players[0].Command != "human" {
		t.Fatalf("%d turns, player 0 %+v", len(f.Commands), f.Meta.Players[0])
	}
	asked := 0
	for _, r := range f.Meta.Turns {
		if r.Turn%4 == 0 {
			asked++
			if r.Reply != "L" {
				t.Errorf("turn %d: the person's answer is %q, want L", r.Turn, r.Reply)
			}
		}
	}
	if asked != 2 {
		t.Errorf("the person answered %d turns, want 2", asked)
	}
}

// Playing on from a turn of a replay: the new replay has the same
// placement and the first turns' commands, then the new bots' own, and is
// a complete replay.
func TestPlayFork(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	parent := filepath.Join(dir, "parent.json")
	if _, stderr, code := cliMain(t, "run", "-a", "random", "-a", "random", "-a", "random", "-a", "random", "-s", "9", "-t", "60", "--out", parent, "-q"); code != 0 {
		t.Fatal(stderr)
	}
	p, err := jcreplay.Load(parent)
	if err != nil {
		t.Fatal(err)
	}
	at := min(20, len(p.Commands)-1)
	out := filepath.Join(dir, "fork.json")
	stderr, code := windowRun(t, nil, "play", "--from", parent, "--at", itoa(at), "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter",
		"--pace", "max", "--quit-at-end", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	f, err := jcreplay.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if f.Initial != p.Initial || len(f.Commands) <= at || string(f.Commands[:at]) != string(p.Commands[:at]) {
		t.Fatalf("fork: initial same %v, %d commands, first %q want %q", f.Initial == p.Initial, len(f.Commands), f.Commands[:min(at, len(f.Commands))], p.Commands[:at])
	}
	if fk := f.Meta.Fork; fk == nil || fk.From != "parent.json" || fk.At != at || !slices.Equal(fk.Names, []string{"random 0", "random 1", "random 2", "random 3"}) {
		t.Errorf("meta.fork = %+v, want parent.json at %d by its four randoms", fk, at)
	}
	if f.Meta.Turns[0].Turn != at {
		t.Errorf("the first record is of turn %d, want %d (the first turns were not asked)", f.Meta.Turns[0].Turn, at)
	}
}

// windowTitle waits for a visible floorfall window whose title matches re
// (wait with the test's slack).
func windowTitle(t *testing.T, re string, wait time.Duration) bool {
	for end := time.Now().Add(testlimit.Scale(wait)); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		out, _ := exec.Command("xdotool", "search", "--onlyvisible", "--name", re).Output()
		if len(strings.Fields(string(out))) > 0 {
			return true
		}
	}
	return false
}

// The results browser in a real window: a click on a bot's wins lists
// them, a click on a match plays it, Backspace comes back to the table.
func TestResultsBrowserWindow(t *testing.T) {
	needDisplay(t)
	dir := filepath.Join(t.TempDir(), "cup")
	if _, stderr, code := cliMain(t, "tournament", "-a", "hunter", "-a", "random", "--games", "4", "-t", "100", "--out", dir, "-q"); code != 0 {
		t.Fatal(stderr)
	}
	cmd := exec.Command(binary, "view", dir, "--size", "1280x720")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	if !windowTitle(t, "standings of cup", 30*time.Second) {
		t.Fatal("no results browser window")
	}
	out, _ := exec.Command("xdotool", "search", "--onlyvisible", "--name", "standings of cup").Output()
	win := strings.Fields(string(out))[0]
	click := func(x, y string) {
		exec.Command("xdotool", "mousemove", "--window", win, x, y, "click", "1").Run()
	}
	// The first match in the list (right half, first row).
	for i := 0; i < 10; i++ {
		click("900", "155")
		if windowTitle(t, "game-0000", 2*time.Second) {
			break
		}
	}
	if !windowTitle(t, "floorfall — game-0000", time.Second) {
		t.Fatal("a click on a match did not play it")
	}
	exec.Command("xdotool", "windowfocus", "--sync", win, "key", "BackSpace").Run()
	if !windowTitle(t, "standings of cup", 20*time.Second) {
		t.Fatal("Backspace did not come back to the standings")
	}
}

// Presenting a tournament folder plays its matches one after the other,
// each after its title card, and ends on the standings.
func TestPresentPlaylist(t *testing.T) {
	needDisplay(t)
	dir := filepath.Join(t.TempDir(), "cup")
	if _, stderr, code := cliMain(t, "tournament", "-a", "hunter", "-a", "random", "--games", "2", "-t", "24", "--out", dir, "-q"); code != 0 {
		t.Fatal(stderr)
	}
	cmd := exec.Command(binary, "view", "--present", "--speed", "64", "--pause", "300ms", dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	for _, title := range []string{"game-00000.json", "game-00001.json", "standings of cup"} {
		if !windowTitle(t, title, 60*time.Second) {
			t.Fatalf("the presentation never showed %s", title)
		}
	}
}

// waitGlob waits at most d (with the test's slack) for files matching
// pattern, and returns them.
func waitGlob(pattern string, d time.Duration) []string {
	for end := time.Now().Add(testlimit.Scale(d)); ; time.Sleep(50 * time.Millisecond) {
		if m, _ := filepath.Glob(pattern); len(m) > 0 || time.Now().After(end) {
			return m
		}
	}
}

// The debug panel in a real window: --debug opens it, Tab picks the next
// player, I saves the input shown; the file holds exactly what
// 'floorfall input' prints for that turn (the bot's very input).
func TestDebugPanelSavesInput(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	game := filepath.Join(dir, "game.json")
	if _, stderr, code := cliMain(t, "run", "-a", "hunter", "-a", "random", "-a", "hunter", "-a", "random", "-s", "5", "-t", "200", "--out", game, "-q"); code != 0 {
		t.Fatal(stderr)
	}
	// The panel opens on player 0 (--debug 0); End shows the last turn,
	// Tab moves the panel to player 1, and F12 after them saves a
	// screenshot once the window has taken both and drawn the last turn.
	// Only then I saves: keys that come in one tick act on the turn shown
	// before it (on a loaded machine turn 0, where player 1 has had no
	// input yet, and I saved nothing). I is pressed again until the file
	// is there; a key can be lost while the window takes the focus: then
	// the viewer starts again.
	shots := filepath.Join(dir, "game-turn*.png")
	var saved []string
	for try := 0; try < 5 && len(saved) == 0; try++ {
		old, _ := filepath.Glob(shots)
		for _, f := range old {
			os.Remove(f)
		}
		cmd := exec.Command(binary, "view", game, "--debug", "0")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if windowTitle(t, "game.json", 30*time.Second) {
			out, _ := exec.Command("xdotool", "search", "--onlyvisible", "--name", "game.json").Output()
			win := strings.Fields(string(out))[0]
			exec.Command("xdotool", "windowfocus", "--sync", win, "key", "--delay", "200", "End", "Tab", "F12").Run()
			if len(waitGlob(shots, 10*time.Second)) > 0 {
				for i := 0; i < 5 && len(saved) == 0; i++ {
					exec.Command("xdotool", "windowfocus", "--sync", win, "key", "i").Run()
					saved = waitGlob(filepath.Join(dir, "game-turn*-player1.txt"), 2*time.Second)
				}
			}
		}
		cmd.Process.Kill()
		cmd.Wait()
	}
	if len(saved) == 0 {
		t.Fatal("I saved no input of player 1")
	}
	var turn int
	if _, err := fmt.Sscanf(filepath.Base(saved[0]), "game-turn%04d-player1.txt", &turn); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(saved[0])
	want, stderr, code := cliMain(t, "input", game, "--turn", itoa(turn))
	if code != 0 || string(got) != want {
		t.Fatalf("saved %q\ninput --turn %d: %q %s", got, turn, want, stderr)
	}
}

// Ctrl+N in a live match: a rematch with the same players and a new seed;
// the first match is saved to --out, the rematch next to it, and Ctrl-C
// (SIGINT) saves it too.
func TestRematch(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "m.json")
	cmd := exec.Command(binary, "play", "-a", "hunter", "-a", "random", "-a", "hunter", "-a", "random", "-s", "1", "--out", out, "-q")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	if !windowTitle(t, "live match, seed 1$", 30*time.Second) {
		t.Fatal("no live window")
	}
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(200 * time.Millisecond) {
		if _, err := os.Stat(out); err == nil {
			break
		}
		if time.Now().After(end) {
			t.Fatal("Ctrl+N did not end and save the first match")
		}
		out, _ := exec.Command("xdotool", "search", "--onlyvisible", "--name", "live match").Output()
		if ids := strings.Fields(string(out)); len(ids) > 0 {
			exec.Command("xdotool", "windowfocus", "--sync", ids[0], "key", "ctrl+n").Run()
		}
	}
	second := filepath.Join(dir, "m-2.json")
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	a, err := jcreplay.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	b, err := jcreplay.Load(second)
	if err != nil {
		t.Fatalf("the rematch was not saved on Ctrl-C: %v", err)
	}
	if *a.Meta.Seed != 1 || *b.Meta.Seed == 1 || b.Meta.Players[1].Name != a.Meta.Players[1].Name {
		t.Fatalf("first seed %d, rematch seed %d, players %q / %q", *a.Meta.Seed, *b.Meta.Seed, a.Meta.Players[1].Name, b.Meta.Players[1].Name)
	}
}

// The demo says where its replay went when it ends (closed, or Ctrl-C):
// one line, nothing else (issue 14).
func TestDemoSaysWhereTheReplayWent(t *testing.T) {
	needDisplay(t)
	tmp := t.TempDir()
	cmd := exec.Command(binary, "--seed", "3")
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	var e bytes.Buffer
	cmd.Stderr = &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if !windowTitle(t, "live match", 60*time.Second) {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the demo's window never came\n%s", e.String())
	}
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	out := e.String()
	i := strings.Index(out, "replay saved to ")
	if i < 0 {
		t.Fatalf("the demo did not say where its replay went:\n%s", out)
	}
	path := strings.TrimSpace(strings.SplitN(out[i+len("replay saved to "):], "\n", 2)[0])
	if _, err := os.Stat(path); err != nil || !strings.HasPrefix(path, tmp) {
		t.Errorf("said %q: %v", path, err)
	}
}
