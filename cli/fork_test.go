package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/internal/testbot"
	"floorfall/view"
)

// recorder is the test bot that plays game giving no orders, appends
// every byte it is sent to file, and exits with status 3 where its stream
// breaks (see testbot's record mode).
func recorder(t *testing.T, gameName, file string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return testbot.Command(exe, "record:"+gameName+":"+file)
}

// mustRun runs floorfall's command line, failing the test unless it exits
// with 0.
func mustRun(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	stdout, stderr, code := cliMain(t, args...)
	if code != 0 {
		t.Fatalf("%s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	return stdout, stderr
}

func mustLoad(t *testing.T, path string) game.Replay {
	t.Helper()
	r, err := game.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkFork checks what run --from recorded of the fork: the summary and
// the replay's meta.fork name the parent (by its file name, beside it) and
// the turn.
func checkFork(t *testing.T, stderr string, child game.Replay, at int) {
	t.Helper()
	if want := "played on from parent.json at turn " + strconv.Itoa(at) + "\n"; !strings.Contains(stderr, want) {
		t.Errorf("the summary does not say %q:\n%s", want, stderr)
	}
	if f := child.Meta().Fork; f == nil || f.From != "parent.json" || f.At != at || len(f.Names) != child.Seats() {
		t.Errorf("meta.fork %+v, want parent.json at turn %d with the parent's %d names", f, at, child.Seats())
	}
}

// stream is game.Stream of seat through turn t, failing the test on an
// error.
func stream(t *testing.T, r game.Replay, seat, turn int) string {
	t.Helper()
	s, err := game.Stream(nil, r, seat, turn)
	if err != nil {
		t.Fatal(err)
	}
	return string(s)
}

// checkStream checks, in a game whose bots keep state, that the recording
// bot of seat received exactly the seat's whole stream (game.Stream
// through the last turn, and an end message after it, if any), which
// 'floorfall input --seat S --through T' prints byte for byte, through the
// last turn and through turn mid; its status is ok (its stream never
// broke).
func checkStream(t *testing.T, r game.Replay, path string, seat, mid int, recorded string) {
	t.Helper()
	if p := r.Meta().Players[seat]; p.Status != "ok" {
		t.Fatalf("the recording bot of seat %d: %s at turn %d: %s", seat, p.Status, p.StatusTurn, p.Detail)
	}
	last := r.Turns() - 1
	// A bot is closed right after its end message (it is out of the game,
	// or the game is over): it may not have read it.
	recorded = withoutEnd(recorded)
	want := withoutEnd(stream(t, r, seat, last))
	if recorded != want {
		n := 0
		for n < len(want) && n < len(recorded) && want[n] == recorded[n] {
			n++
		}
		t.Fatalf("seat %d received %d bytes, its stream through turn %d is %d; they part at byte %d: %.80q, want %.80q",
			seat, len(recorded), last, len(want), n, recorded[n:], want[n:])
	}
	for _, through := range []int{last, mid} {
		stdout, stderr, code := cliMain(t, "input", path, "--seat", strconv.Itoa(seat), "--through", strconv.Itoa(through))
		if code != 0 || stderr != "" || stdout != stream(t, r, seat, through) || !strings.HasPrefix(recorded, withoutEnd(stdout)) {
			t.Fatalf("input --seat %d --through %d: exit %d, %d bytes (stderr %q), not the start of what the bot received", seat, through, code, len(stdout), stderr)
		}
	}
}

// withoutEnd is an Ants stream without its last message if that is an
// end message.
func withoutEnd(s string) string {
	i := strings.LastIndex(s, "end\n")
	if i >= 0 && (i == 0 || s[i-1] == '\n') && !strings.Contains(s[i:], "\nturn ") {
		return s[:i]
	}
	return s
}

// A fork played with 'run --from' in a game whose bots keep state between
// turns feeds a new bot the setup and every earlier turn's input, then the
// live ones, in order: a bot recording its stdin receives exactly the
// stream 'input --through' prints, its first part the parent's (its
// stream never breaks: its status stays ok), in a match played from the
// start and in the fork. The fork of a match of built-in bots with the
// same bots and seed plays the same game again, every turn (the built-ins
// caught up are where the parent's were): Ants' seed-5 match of hunters
// forked at turn 13 ends with the same ants, hills and scores.
func TestRunFromFeedsTheEarlierTurns(t *testing.T) {
	for _, c := range []struct {
		game   string
		lineUp []string // "rec" the recording bot
		seed   string
		at     int
	}{
		{"ants", []string{"hunter", "rec", "random"}, "5", 13},
		{"jc2015", []string{"hunter", "rec", "random", "hunter"}, "7", 33},
	} {
		t.Run(c.game, func(t *testing.T) {
			dir := t.TempDir()
			seat := slices.Index(c.lineUp, "rec")
			args := func(rec string, extra ...string) []string {
				a := append([]string{"run", "-q", "-s", c.seed}, extra...)
				for _, b := range c.lineUp {
					if b == "rec" {
						b = recorder(t, c.game, rec)
					}
					a = append(a, "-a", b)
				}
				return a
			}
			parentPath, childPath := filepath.Join(dir, "parent.json"), filepath.Join(dir, "child.json")
			parentRec, childRec := filepath.Join(dir, "parent.rec"), filepath.Join(dir, "child.rec")
			mustRun(t, args(parentRec, "--game", c.game, "-t", "120", "--out", parentPath)...)
			parent := mustLoad(t, parentPath)
			got, _ := os.ReadFile(parentRec)
			checkStream(t, parent, parentPath, seat, c.at, string(got))

			a := args(childRec, "--from", parentPath, "--at", strconv.Itoa(c.at), "--out", childPath)
			a = slices.DeleteFunc(a, func(s string) bool { return s == "-q" })
			_, stderr := mustRun(t, a...)
			child := mustLoad(t, childPath)
			checkFork(t, stderr, child, c.at)
			got, _ = os.ReadFile(childRec)
			checkStream(t, child, childPath, seat, c.at, string(got))
			if before := stream(t, parent, seat, c.at-1); !strings.HasPrefix(string(got), before) {
				t.Errorf("the fork's bot was not first fed the parent's stream through turn %d", c.at-1)
			}

			// Built-ins only: the fork with the same bots is the parent's
			// game again (its seed, the replay's, by default).
			builtins := slices.Clone(c.lineUp)
			builtins[seat] = "hunter"
			orig, again := filepath.Join(dir, "orig.json"), filepath.Join(dir, "again.json")
			b := []string{"run", "-q", "-s", c.seed, "--out", orig, "--game", c.game}
			for _, n := range builtins {
				b = append(b, "-a", n)
			}
			mustRun(t, b...)
			b = append(b[:2:2], "--out", again, "--from", orig, "--at", strconv.Itoa(c.at))
			for _, n := range builtins {
				b = append(b, "-a", n)
			}
			mustRun(t, b...)
			o, f := mustLoad(t, orig), mustLoad(t, again)
			if o.Turns() != f.Turns() || !reflect.DeepEqual(o.Result().Outcomes, f.Result().Outcomes) {
				t.Errorf("the fork of built-ins with the same seed: %d turns, %+v; the original: %d turns, %+v", f.Turns(), f.Result().Outcomes, o.Turns(), o.Result().Outcomes)
			}
			for turn := c.at; turn < o.Turns(); turn += 7 {
				for s := range o.Seats() {
					oi, oerr := o.Input(nil, turn, s, nil)
					fi, ferr := f.Input(nil, turn, s, nil)
					if string(oi) != string(fi) || (oerr == nil) != (ferr == nil) {
						t.Fatalf("turn %d, seat %d: the fork's input differs from the original's", turn, s)
					}
				}
			}
		})
	}
}

// Ants' built-in hunters forked from a seed-5 match at turn 13 with
// another seed for their choices (they are other bots) still play: each
// ends with ants of the order of the original's, not the handful left to
// bots that never got the setup and answered nothing.
func TestAntsForkOfHunters(t *testing.T) {
	dir := t.TempDir()
	orig, fork := filepath.Join(dir, "orig.json"), filepath.Join(dir, "fork.json")
	mustRun(t, "run", "-q", "--game", "ants", "-s", "5", "-a", "hunter", "-a", "hunter", "-a", "random", "--out", orig)
	mustRun(t, "run", "-q", "-s", "6", "--from", orig, "--at", "13", "-a", "hunter", "-a", "hunter", "-a", "random", "--out", fork)
	o, f := mustLoad(t, orig), mustLoad(t, fork)
	ants := func(r game.Replay) (n float64) {
		for _, oc := range r.Result().Outcomes[:2] {
			n += oc.Figures[0].Value // ants
		}
		return n
	}
	if a, b := ants(o), ants(f); b < a/3 || f.Meta().Players[0].Status != "ok" || f.Meta().Players[1].Status != "ok" {
		t.Errorf("the hunters of the fork end with %v ants between them, the original's %v", b, a)
	}
}

// Hit and Sunk's bots are run anew for every call, the whole state in its
// argument; Tenka1's call an API whose every answer carries the whole
// state: a fork's new bot is fed nothing before, its first input is the
// fork turn's (Hit and Sunk: the argument of its first call from that
// turn; Tenka1: the answer to its call of that turn, the state after it),
// and 'input --through' refuses, saying what to use instead.
func TestRunFromStatelessBots(t *testing.T) {
	for _, c := range []struct {
		game   string
		lineUp []string
		at     int
	}{
		{"hit-and-sunk", []string{"hunter", "rec", "passive", "peacemaker"}, 20},
		{"tenka1-2022", []string{"greedy", "random", "rec", "greedy", "random", "greedy"}, 20},
	} {
		t.Run(c.game, func(t *testing.T) {
			dir := t.TempDir()
			seat := slices.Index(c.lineUp, "rec")
			parentPath, childPath, rec := filepath.Join(dir, "parent.json"), filepath.Join(dir, "child.json"), filepath.Join(dir, "child.rec")
			a := []string{"run", "-q", "--game", c.game, "-s", "3", "--out", parentPath}
			for _, b := range c.lineUp {
				if b == "rec" {
					b = "random"
				}
				a = append(a, "-a", b)
			}
			mustRun(t, a...)
			a = []string{"run", "-s", "3", "--from", parentPath, "--at", strconv.Itoa(c.at), "--out", childPath}
			for _, b := range c.lineUp {
				if b == "rec" {
					b = recorder(t, c.game, rec)
				}
				a = append(a, "-a", b)
			}
			_, stderr := mustRun(t, a...)
			child := mustLoad(t, childPath)
			checkFork(t, stderr, child, c.at)
			data, err := os.ReadFile(rec)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(data), "\n")
			var want []byte
			if c.game == "tenka1-2022" {
				want, err = child.Input(nil, c.at+1, seat, nil)
				first = regexp.MustCompile(`"now":\d+`).ReplaceAllString(first, `"now":0`)
				var turn struct{ Turn int }
				if json.Unmarshal([]byte(first), &turn); turn.Turn != c.at+1 {
					t.Errorf("the first answer the fork's bot got is of turn %d, want %d", turn.Turn, c.at+1)
				}
			} else {
				called := c.at
				for ; ; called++ {
					m, err := child.At(called)
					if err != nil {
						t.Fatal(err)
					}
					if acts := m.Acting(nil); len(acts) > 0 && acts[0].Seat == seat {
						break
					}
				}
				want, err = child.Input(nil, called, seat, nil)
			}
			if err != nil || first != string(want) {
				t.Errorf("the fork's bot was first sent\n%.300s\nwant the fork turn's input (%v)\n%.300s", first, err, want)
			}
			_, stderr, code := cliMain(t, "input", childPath, "--seat", strconv.Itoa(seat), "--through", strconv.Itoa(c.at))
			if code != 2 || !strings.Contains(stderr, "bots need no earlier turn (") || !strings.Contains(stderr, "use --turn T") || strings.Count(stderr, "\n") != 2 {
				t.Errorf("input --through: exit %d: %s", code, stderr)
			}
		})
	}
}

// run --from's mistakes are told before any bot starts, each in one line
// with the pointer to the help (exit 2); the game is the replay's.
func TestRunFromMistakes(t *testing.T) {
	dir := t.TempDir()
	parent := filepath.Join(dir, "parent.json")
	mustRun(t, "run", "-q", "--game", "ants", "-s", "5", "-t", "30", "-a", "random", "-a", "random", "--out", parent)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--at", "3", "-a", "random"}, "run: --at needs --from REPLAY"},
		{[]string{"--from", parent, "-a", "random"}, "run: --from needs --at TURN"},
		{[]string{"--from", parent, "--at", "3", "--initial", parent, "-a", "random"}, "run: --from and --initial cannot go together"},
		{[]string{"--from", parent, "--at", "3", "--game", "jc2015", "-a", "random"}, "run: --from: " + parent + " is a replay of Ants (AI Challenge 2011), not of --game jc2015 (leave --game out)"},
		{[]string{"--from", parent, "--at", "3", "-a", "random", "-a", "random", "-a", "random"}, "run: " + parent + " is a game of 2 players: give 1 to 2 bots with -a (got 3)"},
		{[]string{"--from", parent, "--at", "99", "-a", "random"}, "run: --at 99: " + parent + " has 31 turns"},
	} {
		_, stderr, code := cliMain(t, append([]string{"run"}, c.args...)...)
		if code != 2 || !strings.HasPrefix(stderr, "floorfall: "+c.want) || !strings.HasSuffix(stderr, "see 'floorfall run --help'\n") {
			t.Errorf("run %s: exit %d: %s", strings.Join(c.args, " "), code, stderr)
		}
	}
	// One bot given: the other seat has none, and its ants hold.
	out := filepath.Join(dir, "one.json")
	mustRun(t, "run", "-q", "--from", parent, "--at", "3", "-a", "random", "--out", out)
	if r := mustLoad(t, out); r.Seats() != 2 || r.Meta().Players[1].Command != "" || r.Meta().Players[0].Command != "random" {
		t.Errorf("a fork of a game of 2 players with one bot: %d seats, %+v", r.Seats(), r.Meta().Players)
	}
}

// Ants counts its setup as turn 0, the viewer's counter and a replay's
// turns alike: 'run --from R --at T' (as Ctrl+B at the counter's "turn T")
// plays on from the match after T turns, so the first turn the new bots
// play is the one the engine numbers T (its message "turn T"); the fork
// is recorded from turn T, the turns before are the parent's.
func TestAntsForkTurnIsTheCounters(t *testing.T) {
	dir := t.TempDir()
	parentPath, childPath := filepath.Join(dir, "parent.json"), filepath.Join(dir, "child.json")
	mustRun(t, "run", "-q", "--game", "ants", "-s", "5", "-t", "40", "-a", "random", "-a", "random", "--out", parentPath)
	parent := mustLoad(t, parentPath)
	const at = 13
	vm, err := view.FromReplay(parent, parentPath)
	if err != nil {
		t.Fatal(err)
	}
	if c := view.BuildHUD(vm, at, at, "").Counter; !strings.HasPrefix(c, "turn 13 / ") {
		t.Errorf("the viewer's counter at turn %d reads %q", at, c)
	}
	mustRun(t, "run", "-q", "--from", parentPath, "--at", strconv.Itoa(at), "-a", "random", "-a", "random", "--out", childPath)
	child := mustLoad(t, childPath)
	if recs := child.Meta().Turns; len(recs) == 0 || recs[0].Turn != at {
		t.Fatalf("the fork's first record: %+v", recs[:min(1, len(recs))])
	}
	in, err := child.Input(nil, at, 0, nil)
	if err != nil || !strings.HasPrefix(string(in), "turn 13\n") {
		t.Errorf("the fork's first turn's message: %.20q (%v)", in, err)
	}
	for turn := range at {
		a, _ := parent.Input(nil, turn, 1, nil)
		b, _ := child.Input(nil, turn, 1, nil)
		if string(a) != string(b) {
			t.Fatalf("turn %d before the fork: the child's message is not the parent's", turn)
		}
	}
}
