package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/fixtures"
	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
	"floorfall/replay"
)

// officialTrace is a game recorded from the official server.
type officialTrace struct {
	MaxTurn        int       `json:"maxTurn"`
	Sent           []*string `json:"sent"`
	FinalState     string    `json:"finalState"`
	OfficialReplay struct {
		Winner int `json:"winner"`
		Replay struct {
			Initial  [][3]string `json:"initial"`
			Commands []string    `json:"commands"`
		} `json:"replay"`
	} `json:"officialReplay"`
}

// Every game recorded from the official server plays again through
// 'floorfall run' with nothing but the bots, the placement and the turn
// limit: four processes replay the official bots' raw answers, each checks
// every input it is sent against the official server's bytes (default
// coordinate order), a fallen player's included (it is asked at each of its
// turns, as the official server asked it), and the replay has the official
// commands at every turn (a fallen player's last command repeated) and the
// official winner.
func TestOfficialTracesThroughRun(t *testing.T) {
	dir := fixtures.Path("jc2015", "traces")
	traces, err := filepath.Glob(filepath.Join(dir, "trace_*.json"))
	if err != nil || len(traces) != 40 {
		t.Fatalf("want the 40 official traces in %s, found %d (%v)", dir, len(traces), err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range traces {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var tr officialTrace
			if err := json.Unmarshal(data, &tr); err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			initial := filepath.Join(dir, "official.json")
			official, _ := json.Marshal(tr.OfficialReplay)
			if err := os.WriteFile(initial, official, 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "again.json")
			bot := testbot.Command(exe, "jc2015-trace:"+path)
			args := []string{"run", "-a", bot, "-a", bot, "-a", bot, "-a", bot,
				"--initial", initial, "--turns", strconv.Itoa(tr.MaxTurn), "--out", out, "-q",
				// Slack for a loaded machine only: these bots answer at once.
				"--action-timeout", testlimit.Scale(5 * time.Second).String(), "--ready-timeout", testlimit.Scale(10 * time.Second).String()}
			if _, stderr, code := cliMain(t, args...); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			f, err := jcreplay.Load(out)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range f.Meta.Turns {
				if r.Stderr != "" {
					t.Fatalf("turn %d: the bot says %s", r.Turn, r.Stderr)
				}
			}
			for i, p := range f.Meta.Players {
				if p.Status != replay.StatusOK {
					t.Errorf("player %d: %s (%s)", i, p.Status, p.Detail)
				}
			}
			if len(f.Commands) != len(tr.Sent) {
				t.Fatalf("%d turns, the official game had %d", len(f.Commands), len(tr.Sent))
			}
			tl, err := jcreplay.NewTimeline(f)
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Meta.Turns) != len(tr.Sent) {
				t.Fatalf("%d turns recorded (bots asked), the official server asked %d", len(f.Meta.Turns), len(tr.Sent))
			}
			for turn, c := range f.Commands {
				if string(c) != tr.OfficialReplay.Replay.Commands[turn] {
					t.Fatalf("turn %d: command %s, official %s", turn, string(c), tr.OfficialReplay.Replay.Commands[turn])
				}
				if r := f.Meta.Turns[turn]; r.Turn != turn || r.Reply != str(tr.Sent[turn]) {
					t.Fatalf("turn %d: record of turn %d answered %q, official %q", turn, r.Turn, r.Reply, str(tr.Sent[turn]))
				}
			}
			final := tl.At(tl.Turns())
			if final.Result.Winner != tr.OfficialReplay.Winner {
				t.Errorf("winner %d, official %d", final.Result.Winner, tr.OfficialReplay.Winner)
			}
			if got := engine.Input(final, engine.XY); got != tr.FinalState {
				t.Errorf("final state\n%s\nwant\n%s", got, tr.FinalState)
			}
		})
	}
}

// Bots written by a newcomer for the official server, in Java, Python and
// C the way the official samples read their input, play in floorfall with
// no flags: they read their square as x y, and each turn what they wrote
// on stderr (where they think they are) is in that turn's record and is
// right. Each is named after its program.
func TestNewcomerBots(t *testing.T) {
	for _, tool := range []string{"javac", "java", "python3", "cc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	dir := t.TempDir()
	src, err := filepath.Abs("testdata/newcomer")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range [][]string{
		{"javac", "-d", dir, filepath.Join(src, "Newcomer.java")},
		{"cc", "-O2", "-o", filepath.Join(dir, "newcomer"), filepath.Join(src, "newcomer.c")},
	} {
		if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", c, err, out)
		}
	}
	out := filepath.Join(dir, "m.json")
	args := []string{"run",
		"-a", "java -cp " + dir + " Newcomer",
		"-a", "python3 " + filepath.Join(src, "newcomer.py"),
		"-a", filepath.Join(dir, "newcomer"),
		"-a", "hunter",
		"--seed", "4", "--out", out, "-q",
		// Slack for a loaded machine only (a JVM's first answers are slow).
		"--ready-timeout", testlimit.Scale(20 * time.Second).String(), "--action-timeout", testlimit.Scale(5 * time.Second).String()}
	if _, stderr, code := cliMain(t, args...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, err := jcreplay.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"Newcomer", "newcomer 1", "newcomer 2", "hunter"} {
		if p := f.Meta.Players[i]; p.Status != replay.StatusOK || p.Name != want {
			t.Errorf("player %d: %q %s (%s), want %q ok", i, p.Name, p.Status, p.Detail, want)
		}
	}
	tl, err := jcreplay.NewTimeline(f)
	if err != nil {
		t.Fatal(err)
	}
	said := 0
	for _, r := range f.Meta.Turns {
		id := r.Turn % engine.NumPlayers
		if id == 3 {
			continue
		}
		p := tl.At(r.Turn).Players[id]
		x, y := p.X, p.Y
		if p.Fallen { // asked all the same, as on the official server
			x, y = -1, -1
		}
		want := fmt.Sprintf("turn %d: me at x=%d y=%d\n", r.Turn, x, y)
		if r.Stderr != want {
			t.Fatalf("player %d at turn %d wrote %q, want %q", id, r.Turn, r.Stderr, want)
		}
		said++
	}
	if said < 30 {
		t.Errorf("only %d turns of the newcomers' bots", said)
	}
}

// floorfall input prints, for any turn of an official replay, the very
// bytes the official server sent the acting bot (and a final newline), a
// fallen player's included.
func TestInputIsOfficialBytes(t *testing.T) {
	dir := fixtures.Path("jc2015", "traces")
	traces, _ := filepath.Glob(filepath.Join(dir, "trace_*.json"))
	if len(traces) == 0 {
		t.Fatal("no official traces in " + dir)
	}
	fallen := 0
	for _, path := range traces[:5] {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var tr struct {
			officialTrace
			Inputs []string `json:"inputs"`
		}
		if err := json.Unmarshal(data, &tr); err != nil {
			t.Fatal(err)
		}
		replayPath := filepath.Join(t.TempDir(), "official.json")
		official, _ := json.Marshal(tr.OfficialReplay)
		os.WriteFile(replayPath, official, 0o644)
		tl, err := jcreplay.Open(replayPath)
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < tl.Turns(); turn += 37 {
			if s := tl.At(turn); s.Players[s.Acting()].Fallen {
				fallen++
			}
			stdout, stderr, code := cliMain(t, "input", replayPath, "--turn", strconv.Itoa(turn))
			if code != 0 || stdout != tr.Inputs[turn]+"\n" {
				t.Fatalf("%s turn %d: exit %d %s\n%q\nwant\n%q", path, turn, code, stderr, stdout, tr.Inputs[turn]+"\n")
			}
		}
	}
	if fallen < 3 {
		t.Errorf("only %d turns of fallen players tested", fallen)
	}
}

// str is *p, "" for nil.
func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// An official file that goes on after an all-fallen end reads as it is:
// info tells the file's 1000 turns and why, and input prints what the
// official server sent in any of them (a fallen player's line "-1 -1 D S",
// the blocks' timers moving on).
func TestOfficialPlayedOn(t *testing.T) {
	path := fixtures.Path("jc2015", "played-on", "all_fallen.json")
	stdout, stderr, code := cliMain(t, "info", path)
	if code != 0 || !strings.HasPrefix(stdout, "draw (all-fallen) after 8 turns: P2 Player 2 and P3 Player 3 share first place\n"+
		"the last players fell together in turn 7; the official server played on to its turn limit with nobody on the board, so the file holds 1000 turns\n") {
		t.Errorf("info: exit %d %s\n%s", code, stderr, stdout)
	}
	stdout, stderr, code = cliMain(t, "info", path, "--json")
	var s summary
	if err := json.Unmarshal([]byte(stdout), &s); code != 0 || err != nil || s.Turns != 1000 || s.EndedAfter != 8 ||
		!strings.Contains(s.Note, "played on") || s.Reason != "all-fallen" || s.Winner != -1 || outs(s) != 4 {
		t.Errorf("info --json: exit %d %v %s\n%s", code, err, stderr, stdout)
	}
	// What the official server sent: in turn 500, to player 0 (fallen in
	// turn 4 facing R, waiting 1 after its attack), every block standing
	// again and all four players off the board.
	stdout, stderr, code = cliMain(t, "input", path, "--turn", "500")
	want := "0\n500\n" + strings.Repeat("0 0 0 0 0 0\n", 6) + "-1 -1 R 1\n-1 -1 L 2\n-1 -1 D 0\n-1 -1 U 0\nEOD\n"
	if code != 0 || stdout != want {
		t.Errorf("input --turn 500: exit %d %s\n%q\nwant\n%q", code, stderr, stdout, want)
	}
	// In turn 9, to player 1, fallen in turn 3: block (0,0) fell with
	// player 0 in turn 4 (-19, then 4 turns on), the blocks of player 0's
	// attack fallen (block (2,0) with players 2 and 3 in turn 7) or counting
	// down.
	stdout, _, code = cliMain(t, "input", path, "--turn", "9")
	if lines := strings.Split(stdout, "\n"); code != 0 || len(lines) != 14 || lines[0] != "1" || lines[1] != "9" ||
		lines[2] != "-15 -14 -18 3 7 11" || lines[9] != "-1 -1 L 2" {
		t.Errorf("input --turn 9: exit %d\n%s", code, stdout)
	}
	// Past the file's turns there is nothing.
	if _, stderr, code = cliMain(t, "input", path, "--turn", "1000"); code != 2 || !strings.Contains(stderr, "its turns are 0 to 999") {
		t.Errorf("input --turn 1000: exit %d %s", code, stderr)
	}
}
