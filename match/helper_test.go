package match

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/games/testbots"
	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// The test binary doubles as the test bots (see testbot): run with a first
// argument testbot.Flag+MODE it acts as the bot MODE instead of running
// tests. A well-behaved bot walks: it answers walkMove.
func TestMain(m *testing.M) {
	testbot.Main(walkMove, testbots.Modes)
	os.Exit(m.Run())
}

// markVar is the environment variable that marks every process a test
// starts (bots and their children), so that the test can find any process
// left behind in /proc.
const markVar = "FLOORFALL_TESTMARK"

// newMark returns a fresh random mark.
func newMark(t testing.TB) string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b[:])
}

// helperCmd is the command line that starts the test bot of the given mode,
// marked with mark (through env, which execs the bot: same process).
func helperCmd(t testing.TB, mark, mode string) string {
	return helperEnv(mark) + testbot.Command(testExe(t), mode)
}

// helperEnv is the start of a command line that runs the rest marked with
// mark. Under -race a Go program sleeps 1s before it exits
// (atexit_sleep_ms), which would make the bots that exit time out instead.
func helperEnv(mark string) string {
	return "env GORACE=atexit_sleep_ms=0 " + markVar + "=" + mark + " "
}

func testExe(t testing.TB) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return exe
}

// quote quotes s as one word of a command line.
func quote(s string) string { return testbot.Quote(s) }

// walkMove is what a well-behaved walker answers at its n-th turn (from 1):
// a cycle of moves, never an attack.
func walkMove(n int) string { return string("ULDR"[n%4]) }

// marked lists the live processes whose environment holds markVar=mark;
// zombies (state Z or X) do not count.
func marked(mark string) []testbot.Proc {
	var found []testbot.Proc
	for _, p := range testbot.Alive() {
		if p.HasEnv(markVar + "=" + mark) {
			found = append(found, p)
		}
	}
	return found
}

// checkNoneLeft fails if a process marked with mark is alive. A process
// killed just before may take a moment to become a zombie (it closes its
// files before it is marked dead), so it is given a grace (generous: a
// loaded machine); one still alive after it is killed (it is the test's
// own) and reported.
func checkNoneLeft(t testing.TB, mark string) {
	t.Helper()
	left := marked(mark)
	if len(left) == 0 {
		return
	}
	deadline := time.Now().Add(testlimit.Scale(5 * time.Second))
	for len(left) > 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
		left = marked(mark)
	}
	if len(left) == 0 {
		t.Logf("processes left were gone after a short grace")
		return
	}
	desc := make([]string, len(left))
	for i, p := range left {
		desc[i] = p.String()
		if q, err := os.FindProcess(p.Pid); err == nil {
			_ = q.Kill()
		}
	}
	t.Errorf("%d process(es) left behind: %s", len(left), strings.Join(desc, "; "))
}

// jcConfig is a JavaChallenge2015 match of four empty seats.
func jcConfig(seed int64, turns int) Config {
	cfg := Config{Game: jc2015.Game{}, Seats: make([]Seat, engine.NumPlayers), Seed: seed, Version: "test"}
	if turns > 0 {
		cfg.Params = map[string]string{"turns": strconv.Itoa(turns)}
	}
	return cfg
}

// fromPlacement is a replay of no turn from placement p: a match's Initial.
func fromPlacement(t testing.TB, p engine.Placement) game.Replay {
	tl, err := jcreplay.NewTimeline(&jcreplay.File{Winner: -1, Initial: p})
	if err != nil {
		t.Fatal(err)
	}
	return jc2015.NewReplay(tl)
}

// fileOf is the JavaChallenge2015 file of a replay (nil for nil).
func fileOf(r game.Replay) *jcreplay.File {
	if r == nil {
		return nil
	}
	return r.(*jc2015.Replay).Timeline().File
}

// playFile plays a match and returns its file.
func playFile(ctx context.Context, cfg Config) (*jcreplay.File, error) {
	r, err := Play(ctx, cfg)
	return fileOf(r), err
}

// resultFile is the file of what a driver played so far.
func resultFile(d *Driver) (*jcreplay.File, error) {
	r, err := d.Result()
	return fileOf(r), err
}

// onTurn adapts a test's look at each turn to Config.OnTurn.
func onTurn(f func(ev *engine.Events, s *engine.State)) func(*Turn, game.Match) {
	return func(t *Turn, m game.Match) {
		ev := t.Events.(engine.Events)
		f(&ev, m.(*jc2015.Match).State())
	}
}
