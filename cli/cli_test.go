package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"floorfall/engine"
	"floorfall/match"
	"floorfall/replay"
)

// binary is floorfall built once for the tests that run it as a user would.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "floorfall-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "floorfall")
	build := exec.Command("go", "build", "-o", binary, "floorfall")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		os.RemoveAll(dir)
		panic("building floorfall: " + err.Error())
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// floorfall runs the binary with no display, as in CI or over ssh.
func floorfall(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), "DISPLAY=", "WAYLAND_DISPLAY=")
	cmd.Stdin = strings.NewReader(stdin)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return o.String(), e.String(), code
}

func TestRunAndInfoWithoutDisplay(t *testing.T) {
	out := filepath.Join(t.TempDir(), "game.json")
	_, stderr, code := floorfall(t, "", "run", "-a", "hunter", "-a", "random", "--ai", "random", "-a", "hunter", "-s", "3", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	tl, err := replay.Open(out)
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
		if len(s.Falls) != fell {
			t.Errorf("info lists %d falls, %d players fell", len(s.Falls), fell)
		}
	}
}

func TestRunToStdoutIsOfficialJSON(t *testing.T) {
	stdout, stderr, code := floorfall(t, "", "run", "-a", "random", "-a", "random", "-a", "random", "-a", "random", "-t", "40", "-q")
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

func TestUserErrors(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte(`{"winner": 1, "replay": {"initial": [["0","0","U"]], "commands": []}}`), 0o644)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"run", "-a", "./no-such-bot --fast", "-a", "random"}, 2, "./no-such-bot --fast"},
		{[]string{"run"}, 2, "give 1 to 4 bots"},
		{[]string{"run", "-a", "random", "--out", filepath.Join(dir, "nowhere", "g.json")}, 2, "does not exist"},
		{[]string{"run", "-a", "random", "--out", dir}, 2, "is a folder"},
		{[]string{"run", "-a", "random", "--turns", "200000"}, 2, "--turns must be from 1 to 100000"},
		{[]string{"view", "--watch", filepath.Join(dir, "nowhere")}, 2, "not a folder"},
		{[]string{"run", "-a", "random", "--coords", "yx"}, 2, "--coords"},
		{[]string{"run", "-a", "random", "--action-timeout", "fast"}, 2, "action-timeout"},
		{[]string{"info", broken}, 2, "broken.json"},
		{[]string{"view", broken}, 2, "broken.json"},
		{[]string{"view", filepath.Join(dir, "missing.json")}, 2, "missing.json"},
		{[]string{"bot", "genius"}, 2, "hunter"},
		{[]string{"frobnicate"}, 2, "unknown command"},
	}
	for _, c := range cases {
		_, stderr, code := floorfall(t, "", c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Contains(stderr, "panic") {
			t.Errorf("floorfall %q: exit %d, want %d with %q; stderr:\n%s", c.args, code, c.code, c.want, stderr)
		}
	}
}

func TestWindowCommandsWithoutDisplay(t *testing.T) {
	good := filepath.Join(t.TempDir(), "g.json")
	if _, e, code := floorfall(t, "", "run", "-a", "random", "-t", "8", "-q", "--out", good); code != 0 {
		t.Fatal(e)
	}
	for _, args := range [][]string{{"view", good}, {}, {"view", good, "--screenshot", good + ".png"}} {
		_, stderr, code := floorfall(t, "", args...)
		if code != 1 || !strings.Contains(stderr, "xvfb-run") || strings.Contains(stderr, "panic") {
			t.Errorf("floorfall %q without a display: exit %d\n%s", args, code, stderr)
		}
	}
}

func TestHelp(t *testing.T) {
	for _, cmd := range []string{"run", "view", "info", "bot"} {
		stdout, _, code := floorfall(t, "", cmd, "--help")
		if code != 0 || !strings.Contains(stdout, "Examples:") || !strings.Contains(stdout, "Usage: floorfall "+cmd) {
			t.Errorf("%s --help: exit %d\n%s", cmd, code, stdout)
		}
	}
	if stdout, _, code := floorfall(t, "", "--help"); code != 0 || !strings.Contains(stdout, "Exit status") {
		t.Errorf("--help: exit %d\n%s", code, stdout)
	}
}

func TestBuiltinBotProtocol(t *testing.T) {
	s := engine.NewRandomGame(1, 0)
	input := engine.Input(s, engine.RowCol) + "\n"
	stdout, stderr, code := floorfall(t, input+input, "bot", "hunter", "--seed", "1")
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
	out := filepath.Join(t.TempDir(), "cut.json")
	slow := `sh -c 'echo READY; while read l; do [ "$l" = EOD ] && { sleep 0.02; echo N; }; done'`
	cmd := exec.Command(binary, "run", "-a", slow, "-a", slow, "-a", slow, "-a", slow, "--out", out)
	cmd.Env = append(os.Environ(), "DISPLAY=")
	var e bytes.Buffer
	cmd.Stderr = &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(700 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != ExitInterrupt {
		t.Fatalf("exit: %v\n%s", err, e.String())
	}
	f, err := replay.Load(out)
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
	fs := newFlags("x", "x", "")
	j := fs.Bool("json", false, "")
	n := fs.Int("n", 0, "")
	pos, err := parseFlags(fs, []string{"a.json", "--json", "b", "-n", "3", "--", "-c"})
	if err != nil || !*j || *n != 3 || strings.Join(pos, ",") != "a.json,b,-c" {
		t.Fatalf("pos %q json %v n %d err %v", pos, *j, *n, err)
	}
	if _, err := parseFlags(newFlags("y", "y", ""), []string{"--nope"}); err == nil || errors.Is(err, flag.ErrHelp) {
		t.Fatalf("unknown flag: %v", err)
	}
}

func TestNames(t *testing.T) {
	for cmd, want := range map[string]string{"java SampleAI": "SampleAI", "./bots/c_bot": "c_bot", "python3 -u my.py --fast": "my.py", "hunter": "hunter"} {
		if got := defaultName(cmd); got != want {
			t.Errorf("defaultName(%q) = %q, want %q", cmd, got, want)
		}
	}
	seats := [4]match.Seat{{Name: "mine", Command: "x"}, {Name: "random", Command: "r"}, {Name: "random", Command: "r"}, {Name: "hunter", Command: "h"}}
	uniqueNames(&seats, 1)
	if seats[0].Name != "mine" || seats[1].Name != "random 1" || seats[2].Name != "random 2" || seats[3].Name != "hunter" {
		t.Errorf("uniqueNames: %+v", seats)
	}
	if _, _, err := parseSize("1920x1080"); err != nil {
		t.Error(err)
	}
	if _, _, err := parseSize("big"); err == nil {
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
		if _, err := replay.Load(rescued); err != nil {
			t.Fatal(err)
		}
	}
	_, stderr, code := floorfall(t, "", "run", "-a", "random", "-t", "8", "-q", "--out", "/proc/floorfall-test.json")
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
