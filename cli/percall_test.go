package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// shortDuel is a Hit and Sunk setup of two rounds: six calls.
const shortDuel = `{"game": "hit-and-sunk", "width": 32, "height": 32, "rounds_max": 2,
  "players": [{"id": 0, "ship": 2, "x": 10, "y": 10, "dir": 1}, {"id": 1, "ship": 4, "x": 14, "y": 8, "dir": 0}],
  "orders": [[0, 1], [1, 0]]}`

// echoRound is a per-call bot (sh): ship class 2, then W and the round
// its argument names.
const echoRound = "if [ $# -eq 0 ]; then echo 2; else echo \"W${1%%;*}\"; fi\n"

type duelFile struct {
	Calls []struct {
		Round   int     `json:"round"`
		ID      int     `json:"id"`
		Out     *string `json:"out"`
		Missing string  `json:"missing"`
	} `json:"calls"`
	Meta struct {
		Players []struct {
			Status     string `json:"status"`
			StatusTurn int    `json:"statusTurn"`
			Detail     string `json:"detail"`
		} `json:"players"`
	} `json:"meta"`
}

// playDuel plays shortDuel from the current folder (bots given relative
// to it) and returns the replay and the summary.
func playDuel(t *testing.T, bots ...string) (duelFile, string) {
	t.Helper()
	if err := os.WriteFile("setup.json", []byte(shortDuel), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"run", "--game", "hit-and-sunk", "--initial", "setup.json", "--out", "out.json",
		"--action-timeout", "30s"} // slack for a loaded machine (a JVM a call)
	for _, b := range bots {
		args = append(args, "-a", b)
	}
	_, stderr, code := cliMain(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile("out.json")
	if err != nil {
		t.Fatal(err)
	}
	var f duelFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Calls) != 6 || len(f.Meta.Players) != 2 {
		t.Fatalf("%d calls, %d players, want 6 and 2:\n%s", len(f.Calls), len(f.Meta.Players), data)
	}
	return f, stderr
}

// wantAnswered checks that every call of seat was answered: its ship
// class, then W and the round.
func wantAnswered(t *testing.T, f duelFile, seat int) {
	t.Helper()
	for k, c := range f.Calls {
		if c.ID != seat {
			continue
		}
		want := "2"
		if c.Round > 0 {
			want = "W" + strconv.Itoa(c.Round)
		}
		if c.Missing != "" || c.Out == nil || strings.TrimSpace(*c.Out) != want {
			t.Errorf("call %d of seat %d: out %v missing %q, want %q", k, seat, c.Out, c.Missing, want)
		}
	}
	if p := f.Meta.Players[seat]; p.Status != "ok" {
		t.Errorf("seat %d: %s at %d: %s", seat, p.Status, p.StatusTurn, p.Detail)
	}
}

// A per-call bot given relative to the folder floorfall was started in
// (sh bot.sh, ./bot.sh) runs there, though each call runs in its seat's
// own folder.
func TestPerCallRelativeBots(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the bots are sh scripts")
	}
	t.Chdir(t.TempDir())
	if err := os.WriteFile("bot.sh", []byte("#!/bin/sh\n"+echoRound), 0o755); err != nil {
		t.Fatal(err)
	}
	f, summary := playDuel(t, "sh bot.sh", "./bot.sh")
	wantAnswered(t, f, 0)
	wantAnswered(t, f, 1)
	if strings.Count(summary, " ok\n") != 2 {
		t.Errorf("summary:\n%s", summary)
	}
}

// A java command naming a class of the folder floorfall was started in
// (java TinyBot, as the contest's controller ran its bots) finds it,
// though each call runs in its seat's own folder.
func TestPerCallJava(t *testing.T) {
	for _, p := range []string{"java", "javac"} {
		if _, err := exec.LookPath(p); err != nil {
			t.Skipf("no %s here", p)
		}
	}
	t.Setenv("CLASSPATH", "")
	dir := t.TempDir()
	src := `public class TinyBot {
	public static void main(String[] args) {
		System.out.println(args.length == 0 ? "2" : "W" + args[0].split(";")[0]);
	}
}
`
	if err := os.WriteFile(filepath.Join(dir, "TinyBot.java"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("javac", "-d", dir, filepath.Join(dir, "TinyBot.java")).CombinedOutput(); err != nil {
		t.Skipf("javac could not compile a bot here: %v\n%s", err, out)
	}
	t.Chdir(dir)
	f, _ := playDuel(t, "java TinyBot", "java -Xshare:auto TinyBot")
	wantAnswered(t, f, 0)
	wantAnswered(t, f, 1)
}

// A bot whose every call fails (prints nothing, exits 3) is crashed from
// its first call, the end of its stderr in the detail; each of its calls
// is an empty answer and the game goes on.
func TestPerCallCrashed(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the bots are sh scripts")
	}
	t.Chdir(t.TempDir())
	if err := os.WriteFile("bot.sh", []byte(echoRound), 0o644); err != nil {
		t.Fatal(err)
	}
	f, summary := playDuel(t, "sh bot.sh", `sh -c 'echo oops >&2; exit 3'`)
	wantAnswered(t, f, 0)
	first := -1
	for k, c := range f.Calls {
		if c.ID != 1 {
			continue
		}
		if first < 0 {
			first = k
		}
		if c.Missing != "crashed" || c.Out != nil && *c.Out != "" {
			t.Errorf("call %d: out %v missing %q, want no answer, crashed", k, c.Out, c.Missing)
		}
	}
	p := f.Meta.Players[1]
	want := "the call exited with status 3, printing no answer; 2 later calls failed too; stderr:\noops"
	if p.Status != "crashed" || p.StatusTurn != first || first != 1 || p.Detail != want {
		t.Errorf("seat 1: %s at %d %q, want crashed at %d %q", p.Status, p.StatusTurn, p.Detail, first, want)
	}
	line := "crashed at turn 1: the call exited with status 3, printing no answer; 2 later calls failed too; stderr:\n      oops\n"
	if !strings.Contains(summary, line) {
		t.Errorf("summary:\n%s\nwant a line\n%s", summary, line)
	}
}
