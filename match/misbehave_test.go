package match

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
	"floorfall/replay"
)

// testActionTimeout is the answer limit in these tests: far above what a
// fast bot needs even on a loaded machine, so that only the misbehaving bots
// time out. Each timeout costs it once. (With the test's slack: testlimit.)
var testActionTimeout = testlimit.Scale(time.Second)

// testReadyTimeout is the READY limit in these tests, for the same reason:
// 13 matches of 4 bots start at once. The bot that is READY after 0.7 s
// gets the default limit (1 s), as the issue asks.
var testReadyTimeout = testlimit.Scale(3 * time.Second)

// nth is the game turn of seat's n-th turn (from 1).
func nth(seat, n int) int { return seat + engine.NumPlayers*(n-1) }

// misbehaving is one misbehaving bot and what its match must record.
type misbehaving struct {
	name    string
	mode    string                           // helper mode
	command func(exe, mark string) string    // or a command line
	status  string                           // its status at the end
	turn    int                              // its n-th turn the status began in; 0 with "ok" and "not-ready"
	detail  string                           // a part of its Detail
	check   func(*testing.T, *jcreplay.File) // more checks, seat is seatOf(f)
	procs   int                              // if > 0, marked processes alive at turn 20
	limit   time.Duration                    // the answer limit, if not testActionTimeout
}

var misbehavingBots = []misbehaving{
	{name: "never-ready", mode: "noready", status: replay.StatusNotReady, detail: `printed "hello", want READY (no READY within ` + testReadyTimeout.String() + `); stderr:` + "\nstarting slowly"},
	{name: "ready-after-0.7s", mode: "late:700", status: replay.StatusOK},
	{name: "hangs-after-5-turns", mode: "hang:5", status: replay.StatusTimeout, turn: 6, detail: "no answer within " + testActionTimeout.String()},
	{name: "crashes", mode: "crash:3", status: replay.StatusExited, turn: 4,
		detail: "output closed (exited with status 3); stderr:\npanic: index out of range"},
	// Writing and reading 20 MB through a pipe can take a second on a
	// loaded machine; what is tested is that the line is dropped.
	{name: "20MB-line", mode: "huge", status: replay.StatusOK, check: checkHugeLine, limit: testlimit.Scale(20 * time.Second)},
	{name: "stderr-64KiB-per-turn", mode: "stderrflood:e", status: replay.StatusOK, check: checkStderrFlood},
	{name: "never-reads", mode: "noread", status: replay.StatusTimeout, turn: 1, detail: "no answer within " + testActionTimeout.String()},
	{name: "grandchild-holds-stdout", mode: "grandchild", status: replay.StatusOK, procs: 5},
	{name: "grandchild-holds-stdout-sh", status: replay.StatusOK, procs: 5,
		command: func(exe, mark string) string {
			// sh forks a sleep holding stdout and stderr, then becomes the bot.
			return helperEnv(mark) + "sh -c " +
				quote("sleep 300 & exec "+testbot.Command(exe, "echo"))
		}},
	// The bot exits at its 4th turn, but its grandchild still holds its
	// stdout: no end of file comes, so the answer times out.
	{name: "exits-leaving-grandchild", mode: "grandchildexit:3", status: replay.StatusTimeout, turn: 4, detail: "no answer within " + testActionTimeout.String()},
	{name: "binary-garbage", mode: "garbage", status: replay.StatusOK, check: checkGarbage},
	{name: "exits-after-READY", mode: "exitready", status: replay.StatusExited, turn: 1, detail: "closed"},
	{name: "hangs-saying-why", status: replay.StatusTimeout, turn: 2, detail: "no answer within " + testActionTimeout.String() + "; stderr:\nturn 1\nturn 2\nsearching deeper",
		command: func(exe, mark string) string {
			// Answers its first turn, then writes on stderr and hangs.
			return helperEnv(mark) + "sh -c " + quote(`echo READY; n=0; while read -r l; do [ "$l" = EOD ] || continue;`+
				` n=$((n+1)); echo "turn $n" >&2; [ $n = 2 ] && { echo "searching deeper" >&2; exec sleep 300; }; echo U; done`)
		}},
	// Its drawing lines are kept in the turns' records, and left out of
	// the end of its stderr that its detail gives: the reason stays in it.
	{name: "hangs-drawing", status: replay.StatusTimeout, turn: 2, detail: "no answer within " + testActionTimeout.String() + "; stderr:\nturn 1\nturn 2\nsearching deeper",
		command: func(exe, mark string) string {
			return helperEnv(mark) + "sh -c " + quote(`echo READY; n=0; while read -r l; do [ "$l" = EOD ] || continue;`+
				` n=$((n+1)); echo "turn $n" >&2; echo "#ff dot 1 $n" >&2; [ $n = 2 ] && { echo "#ff say stuck" >&2; echo "searching deeper" >&2; exec sleep 300; }; echo U; done`)
		},
		check: func(t *testing.T, f *jcreplay.File) {
			seat := seatOf(f)
			for _, r := range f.Meta.Turns {
				if r.Seat == seat && r.Turn == seat && r.Stderr != "turn 1\n#ff dot 1 1\n" {
					t.Errorf("turn %d: stderr %q, want the drawing line kept", r.Turn, r.Stderr)
				}
			}
			if d := f.Meta.Players[seat].Detail; strings.Contains(d, "#ff") {
				t.Errorf("detail %q holds drawing lines", d)
			}
		}},
	{name: "prints-Ready", mode: "wrongready", status: replay.StatusNotReady, detail: `printed "Ready", want READY (no READY within ` + testReadyTimeout.String() + `)`},
	{name: "stderr-line-per-turn", mode: "stderrturn", status: replay.StatusOK, check: checkStderrTurn},
}

// TestMisbehavingBots plays a 1000-turn match for each misbehaving bot, at
// a seat that rotates, against three fast well-behaved walkers that never
// attack: the match completes with every turn, the right statuses and
// records, the replay round-trips, and no process is left behind.
func TestMisbehavingBots(t *testing.T) {
	exe := testExe(t)
	for i, mb := range misbehavingBots {
		seat := i % engine.NumPlayers
		t.Run(mb.name, func(t *testing.T) {
			t.Parallel()
			mark := newMark(t)
			cfg := jcConfig(int64(i+1), 0)
			cfg.Bot = bot.Config{ActionTimeout: testActionTimeout, ReadyTimeout: testReadyTimeout}
			if mb.limit > 0 {
				cfg.Bot.ActionTimeout = mb.limit
			}
			if strings.HasPrefix(mb.mode, "late") {
				cfg.Bot.ReadyTimeout = 0 // the default, 1 s
			}
			for j := range cfg.Seats {
				cfg.Seats[j] = Seat{Name: "walker" + strconv.Itoa(j), Command: helperCmd(t, mark, "echo")}
			}
			cmd := helperCmd(t, mark, mb.mode)
			if mb.command != nil {
				cmd = mb.command(exe, mark)
			}
			cfg.Seats[seat] = Seat{Name: mb.name, Command: cmd}
			if mb.procs > 0 {
				// The scan finds the bots and their children while they run.
				cfg.OnTurn = onTurn(func(ev *engine.Events, _ *engine.State) {
					if ev.Turn == 20 {
						if n := len(marked(mark)); n != mb.procs {
							t.Errorf("%d marked processes alive at turn 20, want %d", n, mb.procs)
						}
					}
				})
			}

			start := time.Now()
			f, err := playFile(context.Background(), cfg)
			took := time.Since(start)
			checkNoneLeft(t, mark)
			if err != nil {
				t.Fatalf("Play: %v", err)
			}
			t.Logf("seat %d: %d turns in %v; %s at turn %d: %s", seat, len(f.Commands), took.Round(time.Millisecond),
				f.Meta.Players[seat].Status, f.Meta.Players[seat].StatusTurn, f.Meta.Players[seat].Detail)
			checkFullMatch(t, f)

			pm := f.Meta.Players[seat]
			wantTurn := -1
			if mb.turn > 0 {
				wantTurn = nth(seat, mb.turn)
			}
			switch {
			case pm.Status != mb.status:
				t.Errorf("status %q (%s), want %q", pm.Status, pm.Detail, mb.status)
			case mb.status == replay.StatusNotReady:
				// Before turn 0: -1, as the replay doc says.
				if pm.StatusTurn != -1 {
					t.Errorf("statusTurn %d, want -1", pm.StatusTurn)
				}
			case pm.StatusTurn != wantTurn:
				t.Errorf("statusTurn %d, want %d (its turn %d)", pm.StatusTurn, wantTurn, mb.turn)
			}
			if !strings.Contains(pm.Detail, mb.detail) {
				t.Errorf("detail %q, want it to contain %q", pm.Detail, mb.detail)
			}
			for j, p := range f.Meta.Players {
				if j != seat && (p.Status != replay.StatusOK || p.StatusTurn != -1) {
					t.Errorf("walker %d: status %q at %d (%s), want ok", j, p.Status, p.StatusTurn, p.Detail)
				}
			}
			checkSeatTurns(t, f, seat)
			if mb.check != nil {
				mb.check(t, f)
			}
			checkRoundTrip(t, f)
		})
	}
}

// checkFullMatch checks a match of bots that never attack: 1000 turns,
// nobody fell, a draw at the turn limit.
func checkFullMatch(t *testing.T, f *jcreplay.File) {
	t.Helper()
	if len(f.Commands) != engine.DefaultTurnLimit {
		t.Fatalf("%d commands, want %d", len(f.Commands), engine.DefaultTurnLimit)
	}
	r := f.Meta.Result
	if f.Winner != -1 || r.Winner != -1 || r.Reason != engine.TurnLimit || len(r.Falls) != 0 {
		t.Errorf("winner %d, result %+v; want a draw at the turn limit, no falls", f.Winner, r)
	}
	for i, c := range f.Commands {
		if c == engine.CmdAttack {
			t.Errorf("turn %d: command A from a bot that never attacks", i)
		}
	}
}

// checkSeatTurns checks every seat's commands and turn records against its
// status: asked (one record, with its answer taken) every turn until its
// status began, in that turn a record with no reply and N, then never asked
// again and N.
func checkSeatTurns(t *testing.T, f *jcreplay.File, misSeat int) {
	t.Helper()
	recs := map[int]replay.TurnRecord{}
	for _, r := range f.Meta.Turns {
		recs[r.Turn] = r
	}
	for seat, pm := range f.Meta.Players {
		from := len(f.Commands) // first turn with no answer
		switch pm.Status {
		case replay.StatusNotReady:
			from = 0
		case replay.StatusTimeout, replay.StatusExited:
			from = pm.StatusTurn
		}
		bad := 0
		for tn := seat; tn < len(f.Commands); tn += engine.NumPlayers {
			r, asked := recs[tn]
			c := f.Commands[tn]
			var msg string
			switch {
			case tn < from && !asked:
				msg = "not asked"
			case tn < from:
				_, want, _ := engine.ParseReply(r.Reply)
				if c != want {
					msg = "command " + c.String() + ", but the reply " + strconv.Quote(r.Reply) + " says " + want.String()
				}
				if seat != misSeat && r.Reply != walkMove(tn/engine.NumPlayers+1) {
					msg = "walker replied " + strconv.Quote(r.Reply)
				}
			case tn == from && pm.Status != replay.StatusNotReady:
				if !asked || r.Reply != "" || c != engine.CmdNone {
					msg = "the failing turn: want a record with no reply and N, got " + c.String() + ", record " + strconv.Quote(r.Reply)
				}
				if asked && r.Took < testActionTimeout && pm.Status == replay.StatusTimeout {
					msg = "timed out after " + r.Took.String()
				}
			case asked:
				msg = "asked after its status began"
			case c != engine.CmdNone:
				msg = "command " + c.String() + " after its status began"
			}
			if msg != "" {
				if bad++; bad <= 5 {
					t.Errorf("seat %d, turn %d: %s", seat, tn, msg)
				}
			}
		}
	}
}

// checkHugeLine: the 20 MB answer is an invalid answer (N, no reply kept),
// taken in time; the bot then plays on normally.
func checkHugeLine(t *testing.T, f *jcreplay.File) {
	seat := seatOf(f)
	t0 := nth(seat, 1)
	if c := f.Commands[t0]; c != engine.CmdNone {
		t.Errorf("turn %d (the 20 MB line): command %v, want N", t0, c)
	}
	r := record(t, f, t0)
	if r.Reply != "" || r.Took >= f.Meta.ActionTimeout {
		t.Errorf("turn %d: reply of %d bytes in %v, want none, in time", t0, len(r.Reply), r.Took)
	}
	t1 := nth(seat, 2)
	if r := record(t, f, t1); r.Reply != walkMove(2) {
		t.Errorf("turn %d (after the 20 MB line): reply %q, want %q", t1, r.Reply, walkMove(2))
	}
}

// checkStderrFlood: each turn's stderr is its own 64 KiB chunk capped,
// with a marker counting what was dropped.
func checkStderrFlood(t *testing.T, f *jcreplay.File) {
	const chunk = 64 << 10
	want := strings.Repeat("e", bot.TurnStderrMax) + "\n[... " + strconv.Itoa(chunk-bot.TurnStderrMax) + " bytes dropped]"
	checkSeatStderr(t, f, func(int) string { return want })
}

// checkStderrTurn: what the bot wrote on stderr just before each answer is
// in that turn's record, never in a later one.
func checkStderrTurn(t *testing.T, f *jcreplay.File) {
	checkSeatStderr(t, f, func(n int) string { return string(testbot.StderrTurn(n, 0)) })
}

// checkSeatStderr checks that the misbehaving seat has a record for each
// of its 250 turns with the stderr want(n) at its n-th turn, and that the
// walkers' records have none.
func checkSeatStderr(t *testing.T, f *jcreplay.File, want func(n int) string) {
	t.Helper()
	seat := seatOf(f)
	turns, bad := 0, 0
	for _, r := range f.Meta.Turns {
		w := ""
		if r.Turn%engine.NumPlayers == seat {
			turns++
			w = want(r.Turn/engine.NumPlayers + 1)
		}
		if r.Stderr != w {
			if bad++; bad <= 5 {
				t.Errorf("turn %d: stderr of %d bytes %.20q..., want %d bytes %.20q...", r.Turn, len(r.Stderr), r.Stderr, len(w), w)
			}
		}
	}
	if turns != engine.DefaultTurnLimit/engine.NumPlayers {
		t.Errorf("%d records of the seat, want %d", turns, engine.DefaultTurnLimit/engine.NumPlayers)
	}
}

// checkGarbage: binary answers are kept raw and count as N.
func checkGarbage(t *testing.T, f *jcreplay.File) {
	seat := seatOf(f)
	for tn := seat; tn < len(f.Commands); tn += engine.NumPlayers {
		if r := record(t, f, tn); r.Reply != testbot.GarbageLine || f.Commands[tn] != engine.CmdNone {
			t.Fatalf("turn %d: reply %q, command %v; want %q and N", tn, r.Reply, f.Commands[tn], testbot.GarbageLine)
		}
	}
}

// seatOf finds the misbehaving seat: the one whose name is not a walker's.
func seatOf(f *jcreplay.File) int {
	for i, p := range f.Meta.Players {
		if !strings.HasPrefix(p.Name, "walker") {
			return i
		}
	}
	return -1
}

func record(t *testing.T, f *jcreplay.File, turn int) replay.TurnRecord {
	t.Helper()
	for _, r := range f.Meta.Turns {
		if r.Turn == turn {
			return r
		}
	}
	t.Fatalf("no record of turn %d", turn)
	return replay.TurnRecord{}
}

// checkRoundTrip writes f, reads it back and checks that the file read is f
// (invalid UTF-8 in strings becomes U+FFFD, byte by byte) and writes back to
// the same bytes (but for the form of U+FFFD).
func checkRoundTrip(t *testing.T, f *jcreplay.File) {
	t.Helper()
	var buf bytes.Buffer
	if err := jcreplay.Write(&buf, f); err != nil {
		t.Fatalf("Write: %v", err)
	}
	g, err := jcreplay.Read(bytes.NewReader(buf.Bytes()), "match.json")
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	want := *f
	m := *f.Meta
	m.Players = f.Meta.Players
	for i := range m.Players {
		p := &m.Players[i]
		p.Name, p.Command, p.Detail = validUTF8(p.Name), validUTF8(p.Command), validUTF8(p.Detail)
	}
	m.Turns = nil
	if f.Meta.Turns != nil {
		m.Turns = make([]replay.TurnRecord, len(f.Meta.Turns))
	}
	for i, r := range f.Meta.Turns {
		r.Reply, r.Stderr = validUTF8(r.Reply), validUTF8(r.Stderr)
		m.Turns[i] = r
	}
	want.Meta = &m
	if !reflect.DeepEqual(g, &want) {
		switch {
		case !reflect.DeepEqual(g.Commands, want.Commands):
			t.Errorf("round trip: commands differ")
		case !reflect.DeepEqual(g.Meta.Players, want.Meta.Players):
			t.Errorf("round trip: players\n%+v\nwant\n%+v", g.Meta.Players, want.Meta.Players)
		case !reflect.DeepEqual(g.Meta.Turns, want.Meta.Turns):
			t.Errorf("round trip: turn records differ")
		default:
			t.Errorf("round trip: read\n%+v\nwant\n%+v", g, &want)
		}
	}
	var again bytes.Buffer
	if err := jcreplay.Write(&again, g); err != nil {
		t.Fatalf("Write again: %v", err)
	}
	// Invalid UTF-8 was written as the escape \ufffd, read as U+FFFD and
	// written again as itself.
	if !bytes.Equal(again.Bytes(), bytes.ReplaceAll(buf.Bytes(), []byte(`\ufffd`), []byte("\uFFFD"))) {
		t.Errorf("round trip: the file read writes different bytes")
	}
}

// validUTF8 replaces each byte of s that is not valid UTF-8 with U+FFFD.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// TestMissingBinary: a bot command that cannot be started is the one error
// of Play: a *StartError naming the seat and the command once, with the
// reason and a hint, and the bots started before it are gone.
func TestMissingBinary(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bot.py"), []byte("#!/bin/sh\necho READY\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, "bot.py"), 0o644); err != nil { // whatever the umask
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "bots"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		seat    int
		command string
		reason  string
	}{
		{"path", 2, "/nonexistent-floorfall-dir/bot --fast", `program "/nonexistent-floorfall-dir/bot" not found`},
		{"name-not-in-PATH", 3, "floorfall-no-such-bot-x7q --fast", `program "floorfall-no-such-bot-x7q" not found`},
		{"first-seat", 0, "./no-such-bot -v", `program "./no-such-bot" not found`},
		{"not-executable", 1, "./bot.py --fast", "./bot.py is not executable (chmod +x " + filepath.Join(dir, "bot.py") + ")"},
		{"file-here", 1, "bot.py --fast", "bot.py not found; did you mean ./bot.py?"},
		{"folder", 0, "./bots -v", "./bots is a folder, not a program"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			mark := newMark(t)
			cfg := jcConfig(0, 0)
			cfg.Bot = bot.Config{Dir: dir}
			for j := range cfg.Seats {
				cfg.Seats[j] = Seat{Name: "walker", Command: helperCmd(t, mark, "echo")}
			}
			cfg.Seats[tc.seat].Command = tc.command
			f, err := playFile(context.Background(), cfg)
			checkNoneLeft(t, mark)
			var se *StartError
			if !errors.As(err, &se) {
				t.Fatalf("Play: %v (%T), want a *StartError", err, err)
			}
			if f != nil {
				t.Errorf("a replay with the error")
			}
			want := "player " + strconv.Itoa(tc.seat) + ": cannot start bot " + strconv.Quote(tc.command) + ": " + tc.reason
			if se.Seat != tc.seat || se.Command != tc.command || err.Error() != want {
				t.Errorf("StartError seat %d, command %q, message\n%s\nwant seat %d, command %q, message\n%s",
					se.Seat, se.Command, err, tc.seat, tc.command, want)
			}
			if n := strings.Count(err.Error(), tc.command); n != 1 {
				t.Errorf("the command is %d times in %q, want once", n, err)
			}
		})
	}
}

// TestCancel: cancelling the context stops the match after the turn being
// played; the replay holds the turns played, has no result, and is valid.
func TestCancel(t *testing.T) {
	t.Parallel()
	mark := newMark(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := jcConfig(5, 0)
	cfg.Bot = bot.Config{ActionTimeout: testActionTimeout, ReadyTimeout: testReadyTimeout}
	for j := range cfg.Seats {
		cfg.Seats[j] = Seat{Name: "walker" + strconv.Itoa(j), Command: helperCmd(t, mark, "echo")}
	}
	cfg.OnTurn = onTurn(func(ev *engine.Events, s *engine.State) {
		if ev.Turn == 99 {
			cancel()
		}
	})
	f, err := playFile(ctx, cfg)
	checkNoneLeft(t, mark)
	if err != nil {
		t.Fatalf("Play: %v", err)
	}
	if len(f.Commands) != 100 {
		t.Fatalf("%d commands, want 100", len(f.Commands))
	}
	if r := f.Meta.Result; f.Winner != -1 || r.Winner != -1 || r.Reason != "" {
		t.Errorf("winner %d, result %+v; want no result", f.Winner, r)
	}
	checkSeatTurns(t, f, -1)
	checkRoundTrip(t, f)

	// Cancelled before it starts: the bots are started and stopped, no
	// turn is played.
	f, err = playFile(ctx, cfg)
	checkNoneLeft(t, mark)
	if err != nil || len(f.Commands) != 0 {
		t.Fatalf("Play with a cancelled context: %v, %d commands; want 0", err, len(f.Commands))
	}
	checkRoundTrip(t, f)
}

// TestFallenBotAsked: a fallen player's bot is still asked at each of its
// turns, with its own line reading "-1 -1 D S", as the official server did;
// its answer changes nothing, and the replay repeats its last command there,
// as the official replay does. A bot that exits once it has fallen (as the
// official samples do) or times out then is not at fault: its status stays
// ok, it is not asked again, the match goes on.
func TestFallenBotAsked(t *testing.T) {
	t.Parallel()
	// Player 0 attacks to the right at turn 0: block (1,0) falls at the end
	// of turn 3 with player 1 on it (it moved down in turn 1, facing D).
	initial := engine.Placement{
		{Square: engine.Square{X: 1, Y: 1}, Facing: engine.Right},
		{Square: engine.Square{X: 5, Y: 0}, Facing: engine.Up},
		{Square: engine.Square{X: 10, Y: 10}, Facing: engine.Down},
		{Square: engine.Square{X: 15, Y: 15}, Facing: engine.Left},
	}
	const turns = 40
	for _, tc := range []struct {
		mode  string
		last  engine.Command // its answer in turn 1, its last command taken
		asked []int          // player 1's turns after its fall in which it was asked
	}{
		{"input:DUUUUUUUUUU", engine.CmdDown, []int{5, 9, 13, 17, 21, 25, 29, 33, 37}}, // answers each time, records its input
		{"sample:D", engine.CmdDown, []int{5}},                                         // exits at its first input after the fall
		{"hang:1", engine.CmdLeft, []int{5}},                                           // answers L (its normal first answer), then hangs: times out
	} {
		t.Run(tc.mode, func(t *testing.T) {
			t.Parallel()
			var marks [engine.NumPlayers]string
			cfg := jcConfig(0, turns)
			cfg.Initial = fromPlacement(t, initial)
			cfg.Bot = bot.Config{ActionTimeout: testActionTimeout, ReadyTimeout: testReadyTimeout}
			modes := [engine.NumPlayers]string{"script:A", tc.mode, "echo:N", "echo:N"}
			for j := range cfg.Seats {
				marks[j] = newMark(t)
				cfg.Seats[j] = Seat{Name: "p" + strconv.Itoa(j), Command: helperCmd(t, marks[j], modes[j])}
			}
			var failed []int
			cfg.OnTurn = func(tn *Turn, m game.Match) {
				failed = append(failed, tn.Failed...)
				if ev := tn.Events.(engine.Events); ev.Turn == 4 && tc.mode != "sample:D" && len(marked(marks[1])) == 0 {
					t.Errorf("player 1 fell in turn 3, its bot was closed")
				}
			}
			f, err := playFile(context.Background(), cfg)
			for _, m := range marks {
				checkNoneLeft(t, m)
			}
			if err != nil {
				t.Fatalf("Play: %v", err)
			}
			want := []jcreplay.FallMeta{{Turn: 3, Player: 1, By: 0}}
			if r := f.Meta.Result; len(f.Commands) != turns || r.Reason != engine.TurnLimit || !reflect.DeepEqual(r.Falls, want) {
				t.Fatalf("%d commands, result %+v; want %d turns, player 1 falling in turn 3", len(f.Commands), r, turns)
			}
			var asked []int
			for _, r := range f.Meta.Turns {
				if r.Seat != 1 || r.Turn <= 3 {
					continue
				}
				asked = append(asked, r.Turn)
				if tc.mode == "input:DUUUUUUUUUU" {
					// Its input, as the official server sent it: its own
					// line is "-1 -1 D 0" (facing down, no wait).
					tl, err := jcreplay.NewTimeline(f)
					if err != nil {
						t.Fatal(err)
					}
					sent := engine.Input(tl.At(r.Turn), engine.XY) + "\n"
					if r.Stderr != sent || strings.Split(sent, "\n")[9] != "-1 -1 D 0" {
						t.Fatalf("turn %d: player 1 read\n%s\nwant\n%s", r.Turn, r.Stderr, sent)
					}
					if r.Reply != "U" {
						t.Errorf("turn %d: answered %q, want U", r.Turn, r.Reply)
					}
				}
			}
			if !slices.Equal(asked, tc.asked) {
				t.Errorf("player 1 asked after its fall in turns %v, want %v", asked, tc.asked)
			}
			// The replay repeats its last command (turn 1's), as the
			// official server's: the answers (U) change nothing.
			for tn := 5; tn < len(f.Commands); tn += engine.NumPlayers {
				if f.Commands[tn] != tc.last {
					t.Fatalf("turn %d: fallen player 1's command is %v, want %v (its last)", tn, f.Commands[tn], tc.last)
				}
			}
			if p := f.Meta.Players[1]; p.Status != replay.StatusOK || p.StatusTurn != -1 || len(failed) != 0 {
				t.Errorf("player 1's bot: status %q at turn %d (%s) after its fall, failed %v; want ok", p.Status, p.StatusTurn, p.Detail, failed)
			}
			checkRoundTrip(t, f)
		})
	}
}
