package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	_ "floorfall/games/all" // every game
	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// played plays a match (run's flags) to the file name in dir, with time
// limits that a loaded machine does not break, and returns its path.
func played(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	out := filepath.Join(dir, name)
	args = append(append([]string{"run", "--out", out, "-q"}, roomyLimits(gameOf(args), testlimit.Scale(10*time.Second))...), args...)
	if _, stderr, code := cliMain(t, args...); code != 0 {
		t.Fatalf("%q: exit %d: %s", args, code, stderr)
	}
	return out
}

// diffed runs 'floorfall diff a b' with flags, as text and as JSON, and
// checks that both give the same exit status and that the text holds
// no terminal escape.
func diffed(t *testing.T, a, b string, flags ...string) (text string, d replayDiff, code int) {
	t.Helper()
	text, stderr, code := cliMain(t, append([]string{"diff", a, b}, flags...)...)
	if code != 0 && code != 1 {
		t.Fatalf("diff %s %s %q: exit %d: %s", a, b, flags, code, stderr)
	}
	js, stderr, jcode := cliMain(t, append([]string{"diff", a, b, "--json"}, flags...)...)
	if jcode != code || stderr != "" {
		t.Fatalf("diff --json: exit %d (the text's: %d): %s", jcode, code, stderr)
	}
	if err := json.Unmarshal([]byte(js), &d); err != nil {
		t.Fatalf("diff --json: %v\n%s", err, js)
	}
	if d.Same != (code == 0) {
		t.Errorf("diff: exit %d, same %v", code, d.Same)
	}
	if strings.ContainsAny(text, "\x1b\x07") {
		t.Errorf("diff printed a terminal escape:\n%q", text)
	}
	return text, d, code
}

// seatOf is seat's answers in d.
func seatOf(t *testing.T, d replayDiff, seat int) seatAnswers {
	t.Helper()
	for _, sa := range d.Answers {
		if sa.Seat == seat {
			return sa
		}
	}
	t.Fatalf("no answers of seat %d in %+v", seat, d.Answers)
	return seatAnswers{}
}

// checkDiverge checks that the games of replays a and b diverge at turn
// d, as diff said: every seat was sent the same in every turn before it,
// and some seat something else in it (or one game has no turn d).
func checkDiverge(t *testing.T, a, b string, d int) {
	t.Helper()
	ra, err := game.Load(a)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := game.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	sent := func(r game.Replay, turn, seat int) string {
		in, err := r.Input(nil, turn, seat, nil)
		if err != nil {
			return "error: " + err.Error()
		}
		return string(in)
	}
	for turn := range d {
		for s := range ra.Seats() {
			if sent(ra, turn, s) != sent(rb, turn, s) {
				t.Fatalf("diff says the games diverge at turn %d, but seat %d was sent something else in turn %d", d, s, turn)
			}
		}
	}
	if d >= ra.Turns() || d >= rb.Turns() {
		return
	}
	for s := range ra.Seats() {
		if sent(ra, d, s) != sent(rb, d, s) {
			return
		}
	}
	t.Errorf("diff says the games diverge at turn %d, but every seat was sent the same there", d)
}

// editReplay writes to path the replay at from with its meta changed by
// edit, and returns path.
func editReplay(t *testing.T, from, path string, edit func(meta map[string]any)) string {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&file); err != nil {
		t.Fatal(err)
	}
	edit(file["meta"].(map[string]any))
	out, err := json.Marshal(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// outItemOf is what d's outcomes say of what (of seat), nil if they do not
// differ there.
func outItemOf(d replayDiff, what string, seat int) *outItem {
	for _, it := range d.Outcome.Differs {
		if it.What == what && it.Seat == seat {
			return &it
		}
	}
	return nil
}

// JavaChallenge2015, test bots scripted turn by turn: a bot's second
// version that answers otherwise from its fifth turn (turn 16: the four
// seats act in turn), one that crashes, the same match played twice, and
// a replay without its records.
func TestDiffJC2015(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bot := func(mode string) string { return testbot.Command(exe, mode) }
	match := func(name, seat0, seat2 string, more ...string) string {
		return played(t, dir, name, append([]string{"-a", bot(seat0), "-a", bot("echo"), "-a", bot(seat2), "-a", bot("echo"),
			"--seed", "3", "--turns", "40", "--name", "mine", "--name", "one", "--name", "two", "--name", "three"}, more...)...)
	}
	a := match("a.json", "script:NNNNNNN", "echo")
	again := match("again.json", "script:NNNNNNN", "echo")
	attacks := match("attacks.json", "script:NNNNANN", "echo")
	crashes := match("crashes.json", "script:NNNNNNN", "crash:2")
	bare := match("bare.json", "script:NNNNANN", "echo", "--records=false")

	text, d, code := diffed(t, a, again)
	if code != 0 || d.Diverge != -1 || !d.Outcome.Same || len(d.View) != 0 || len(d.Answers) != 4 {
		t.Fatalf("the same match twice: exit %d, %+v\n%s", code, d, text)
	}
	for s := range 4 {
		if sa := seatOf(t, d, s); !sa.Same || sa.Turn != -1 || sa.To != 40 {
			t.Errorf("the same match twice, seat %d: %+v", s, sa)
		}
	}
	for _, want := range []string{"jc2015, 4 seats, seed 3: the same start\n", "  P0 mine   the same in the 40 turns both played\n", "the games never diverge\n", "same outcome\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("the same match twice: no %q in\n%s", want, text)
		}
	}

	// Seat 0's fifth answer: N in A, A (attack) in B, to the same input.
	text, d, code = diffed(t, a, attacks)
	sa := seatOf(t, d, 0)
	if code != 1 || sa.Same || sa.Turn != 16 || *sa.A != (answer{Reply: "N"}) || *sa.B != (answer{Reply: "A"}) || !sa.SameInput {
		t.Fatalf("attacks at its fifth turn: exit %d, seat 0 %+v\n%s", code, sa, text)
	}
	for s := 1; s < 4; s++ {
		if !seatOf(t, d, s).Same {
			t.Errorf("attacks: seat %d's answers differ: %+v", s, seatOf(t, d, s))
		}
	}
	if d.Diverge <= 16 {
		t.Fatalf("attacks in turn 16: the games diverge at %d\n%s", d.Diverge, text)
	}
	checkDiverge(t, a, attacks, d.Diverge)
	at := strconv.Itoa(d.Diverge)
	want := []string{"floorfall view " + a + " --at " + at, "floorfall view " + attacks + " --at " + at}
	if strings.Join(d.View, "\n") != strings.Join(want, "\n") {
		t.Errorf("view commands %q, want %q", d.View, want)
	}
	for _, w := range []string{`  P0 mine   turn 16: A "N", B "A" (same input)` + "\n",
		"the games diverge at turn " + at + " (", "\n  " + want[0] + "\n  " + want[1] + "\n"} {
		if !strings.Contains(text, w) {
			t.Errorf("attacks: no %q in\n%s", w, text)
		}
	}
	// Each command opens its replay in the window at that turn, paused.
	var f fakeViewer
	v := f.viewer(goroutineID())
	t.Setenv("DISPLAY", ":99")
	for k, c := range d.View {
		if _, stderr, code := cliMainWith(t, "", v, strings.Fields(c)[1:]...); code != 0 {
			t.Fatalf("%s: exit %d: %s", c, code, stderr)
		}
		if w := f.windows[k]; !w.OpenAt || w.At != float64(d.Diverge) || w.Path != []string{a, attacks}[k] {
			t.Errorf("%s: the window opens %s at %v (%v)", c, w.Path, w.At, w.OpenAt)
		}
	}

	// A match played on from another one at turn 20 recorded the answers
	// from there on: they are compared from there.
	forked := editReplay(t, attacks, filepath.Join(dir, "forked.json"), func(meta map[string]any) {
		meta["fork"] = map[string]any{"from": "a.json", "at": 20}
		var kept []any
		for _, rec := range meta["turns"].([]any) {
			if n, _ := rec.(map[string]any)["turn"].(json.Number).Int64(); n >= 20 {
				kept = append(kept, rec)
			}
		}
		meta["turns"] = kept
	})
	text, d, _ = diffed(t, a, forked)
	if sa := seatOf(t, d, 0); !sa.Same || sa.From != 20 || sa.To != 40 || d.B.From != 20 ||
		!strings.Contains(text, "  P0 mine   the same in turns 20 to 39, the ones both recorded\n") {
		t.Errorf("B played on from turn 20: %+v\n%s", sa, text)
	}

	// --seat limits the answers and the outcome to one seat; seat 1
	// answered the same, but its outcome may differ.
	_, d, code = diffed(t, a, attacks, "--seat", "1")
	if len(d.Answers) != 1 || !seatOf(t, d, 1).Same || d.Diverge < 0 {
		t.Errorf("--seat 1: %+v", d)
	}
	for _, it := range d.Outcome.Differs {
		if it.Seat >= 0 && it.Seat != 1 {
			t.Errorf("--seat 1: outcome of seat %d listed: %+v", it.Seat, it)
		}
	}
	if (code == 0) != d.Outcome.Same {
		t.Errorf("--seat 1, the same answers, outcome the same %v: exit %d", d.Outcome.Same, code)
	}

	// Seat 2 crashes at its third turn (turn 10): its answer there is
	// missing, a value of its own; a missing answer is the same as N to
	// the game, so the games never diverge, but its bot's status differs.
	text, d, code = diffed(t, a, crashes)
	sa = seatOf(t, d, 2)
	if code != 1 || sa.Turn != 10 || *sa.A != (answer{Reply: "N"}) || sa.B.Missing != "exited" {
		t.Fatalf("crashes: exit %d, seat 2 %+v\n%s", code, sa, text)
	}
	it := outItemOf(d, "bot", 2)
	if it == nil || it.A != "ok" || it.B != "exited at turn 10" || d.Diverge != -1 {
		t.Errorf("crashes: diverge %d, outcome %+v", d.Diverge, d.Outcome)
	}
	for _, w := range []string{`  P2 two    turn 10: A "N", B no answer (exited) (same input)` + "\n", "the games never diverge\n",
		"outcome:\n", "  P2 bot  ok  exited at turn 10\n"} {
		if !strings.Contains(text, w) {
			t.Errorf("crashes: no %q in\n%s", w, text)
		}
	}

	// Without B's records the answers cannot be compared, but the one
	// seat acting in the turn before the games diverge is told.
	text, d, code = diffed(t, a, bare)
	if code != 1 || d.B.Records || !d.A.Records {
		t.Fatalf("--records=false: exit %d, %+v", code, d)
	}
	checkDiverge(t, a, bare, d.Diverge)
	sa = seatOf(t, d, 0)
	if !sa.Inferred || sa.Turn != d.Diverge-1 || sa.Recorded || sa.A != nil {
		t.Errorf("--records=false, seat 0: %+v (diverge %d)", sa, d.Diverge)
	}
	if sa := seatOf(t, d, 1); sa.Same || sa.Turn != -1 || sa.Inferred {
		t.Errorf("--records=false, seat 1: %+v", sa)
	}
	for _, w := range []string{"answers: " + bare + " holds no per-turn records", "  P1 one    cannot tell: not recorded\n",
		"P0 mine   turn 16: its answer differs, not recorded (it alone acted in the turn before the games diverge) (same input)\n"} {
		if !strings.Contains(text, w) {
			t.Errorf("--records=false: no %q in\n%s", w, text)
		}
	}
}

// Ants, built-in bots: a seat played by another bot; then a replay whose
// record of one turn was edited: a long answer of many lines is shown as
// the lines that differ (safely), and the games never diverge.
func TestDiffAnts(t *testing.T) {
	dir := t.TempDir()
	a := played(t, dir, "a.json", "--game", "ants", "-a", "hunter", "-a", "hunter", "--seed", "3", "--turns", "80")
	b := played(t, dir, "b.json", "--game", "ants", "-a", "hunter", "-a", "random", "--seed", "3", "--turns", "80")
	// The first turn each seat answered otherwise, read from the files.
	first := func(seat int) int {
		replies := func(path string) map[int]string {
			r, err := game.Load(path)
			if err != nil {
				t.Fatal(err)
			}
			m := map[int]string{}
			for _, rec := range r.Meta().Turns {
				if rec.Seat == seat {
					m[rec.Turn] = rec.Reply
				}
			}
			return m
		}
		ra, rb := replies(a), replies(b)
		for turn := range 81 {
			ya, oka := ra[turn]
			yb, okb := rb[turn]
			if oka != okb || ya != yb {
				return turn
			}
		}
		return -1
	}
	text, d, code := diffed(t, a, b)
	if code != 1 || d.Game != "ants" || d.Diverge < 1 {
		t.Fatalf("hunter against random: exit %d, %+v\n%s", code, d, text)
	}
	for s := range 2 {
		if sa := seatOf(t, d, s); sa.Turn != first(s) || sa.Turn < 0 {
			t.Errorf("seat %d: diff says its answers differ first in turn %d, the files in turn %d", s, sa.Turn, first(s))
		}
	}
	if sa := seatOf(t, d, 1); !sa.SameInput {
		t.Errorf("seat 1's first other answer was to another input: %+v", sa)
	}
	checkDiverge(t, a, b, d.Diverge)

	// Another turn limit: told, and compared; Ants tells the bots the
	// limit, so the games diverge at once, though the answers are the same.
	short := played(t, dir, "short.json", "--game", "ants", "-a", "hunter", "-a", "hunter", "--seed", "3", "--turns", "30")
	text, d, code = diffed(t, a, short)
	if code != 1 || d.Diverge != 0 || !seatOf(t, d, 0).Same || seatOf(t, d, 0).To != 31 ||
		!strings.Contains(text, "ants, 2 seats, seed 3; the turn limits differ: 80 in A, 30 in B\n") {
		t.Errorf("another turn limit: exit %d, %+v\n%s", code, d, text)
	}

	// B is A with seat 0's orders of one turn edited: one order turned
	// about, one added (with a terminal escape in it).
	turn, old := -1, ""
	edited := editReplay(t, a, filepath.Join(dir, "edited.json"), func(meta map[string]any) {
		for _, x := range meta["turns"].([]any) {
			rec := x.(map[string]any)
			if reply := rec["reply"].(string); rec["seat"] == json.Number("0") && strings.Count(reply, "\n") >= 2 {
				turn, _ = strconv.Atoi(string(rec["turn"].(json.Number)))
				old = reply
				lines := strings.Split(reply, "\n")
				turned := " n"
				if strings.HasSuffix(lines[1], " n") {
					turned = " s"
				}
				lines[1] = lines[1][:len(lines[1])-2] + turned
				rec["reply"] = strings.Join(append(lines, "o 1 1 e\x1b]0;pwned\x07"), "\n")
				return
			}
		}
	})
	if turn < 0 {
		t.Fatal("seat 0 never gave three orders in a turn")
	}
	text, d, code = diffed(t, a, edited)
	sa := seatOf(t, d, 0)
	if code != 1 || sa.Turn != turn || sa.A.Reply != old || !sa.SameInput || d.Diverge != -1 || !d.Outcome.Same || !seatOf(t, d, 1).Same {
		t.Fatalf("one turn's orders edited (turn %d): exit %d, %+v\n%s", turn, code, d, text)
	}
	n := strings.Count(old, "\n") + 1
	oldLine := strings.Split(old, "\n")[1]
	newLine := strings.Split(sa.B.Reply, "\n")[1]
	for _, w := range []string{
		"turn " + strconv.Itoa(turn) + ": " + strconv.Itoa(n) + " lines in A, " + strconv.Itoa(n+1) + " in B, " + strconv.Itoa(n-1) + " alike (same input)\n",
		"\n      - " + oldLine + "\n      + " + newLine + "\n      + o 1 1 e\\x1b]0;pwned\\x07\n",
		"the games never diverge\n", "same outcome\n"} {
		if !strings.Contains(text, w) {
			t.Errorf("edited orders: no %q in\n%s", w, text)
		}
	}
}

// Hit and Sunk: a bot run anew for every call (a shell script) whose
// second version moves from round 3 on instead of waiting, against the
// built-in hunter.
func TestDiffHitAndSunk(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "bot.sh")
	// $1: the round it moves from; $2: the call's input, none for the
	// ship-choice call.
	src := "[ $# -lt 2 ] && { echo 5; exit 0; }\nround=${2%%;*}\nif [ \"$round\" -ge \"$1\" ]; then echo M; else echo W; fi\n"
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	match := func(name, from string) string {
		return played(t, dir, name, "--game", "hit-and-sunk", "-a", "sh "+testbot.Quote(script)+" "+from, "-a", "hunter", "--seed", "4")
	}
	a, b := match("a.json", "1000"), match("b.json", "3")
	// The first call of seat 0 in round 3, read from A.
	r, err := game.Load(a)
	if err != nil {
		t.Fatal(err)
	}
	want := -1
	for turn := range r.Turns() {
		in, err := r.Input(nil, turn, 0, nil)
		if err == nil && strings.HasPrefix(string(in), "3;") {
			want = turn
			break
		}
	}
	if want < 0 {
		t.Fatalf("seat 0 was never called in round 3 (%d calls)", r.Turns())
	}
	text, d, code := diffed(t, a, b)
	sa := seatOf(t, d, 0)
	// A bot run anew for every call answers its whole output, raw.
	if code != 1 || sa.Turn != want || *sa.A != (answer{Reply: "W\n"}) || *sa.B != (answer{Reply: "M\n"}) || !sa.SameInput {
		t.Fatalf("moves from round 3 (call %d): exit %d, seat 0 %+v\n%s", want, code, sa, text)
	}
	if d.Diverge <= want {
		t.Errorf("the games diverge at call %d, before seat 0 moved (%d)", d.Diverge, want)
	}
	checkDiverge(t, a, b, d.Diverge)
	if !strings.Contains(text, "turn "+strconv.Itoa(want)+`: A "W\n", B "M\n" (same input)`) {
		t.Errorf("no answers in\n%s", text)
	}
}

// Tenka1 2022: a bot calling the API whose fourth move differs; the
// built-ins are seeded, so the rest of the match is the same until then.
func TestDiffTenka1(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	match := func(name, fourth string) string {
		return played(t, dir, name, "--game", "tenka1-2022", "-a", "greedy", "-a", testbot.Command(exe, "http:m0,m0,m0,m"+fourth+",loop"), "-a", "random", "--seed", "4")
	}
	a, b := match("a.json", "1"), match("b.json", "2")
	text, d, code := diffed(t, a, b)
	sa := seatOf(t, d, 1)
	if code != 1 || sa.Turn != 3 || *sa.A != (answer{Reply: "1"}) || *sa.B != (answer{Reply: "2"}) || !sa.SameInput || d.Diverge != 4 {
		t.Fatalf("the fourth move differs: exit %d, seat 1 %+v, diverge %d\n%s", code, sa, d.Diverge, text)
	}
	checkDiverge(t, a, b, d.Diverge)
	if sa := seatOf(t, d, 0); sa.Turn >= 0 && sa.Turn <= 3 {
		t.Errorf("greedy answered otherwise before the games diverged: %+v", sa)
	}
}

// A bad command line or file: one line naming it, exit 2; --help
// documents the exit status.
func TestDiffErrors(t *testing.T) {
	dir := t.TempDir()
	jc := func(name, seed string) string {
		return played(t, dir, name, "-a", "hunter", "-a", "hunter", "-a", "random", "-a", "random", "--seed", seed)
	}
	a, other := jc("a.json", "3"), jc("other.json", "4")
	ants2 := played(t, dir, "ants2.json", "--game", "ants", "-a", "hunter", "-a", "hunter", "--seed", "3", "--turns", "5")
	ants3 := played(t, dir, "ants3.json", "--game", "ants", "-a", "hunter", "-a", "hunter", "-a", "hunter", "--seed", "3", "--turns", "5")
	broken := filepath.Join(dir, "broken.json")
	if err := os.WriteFile(broken, []byte(`{"meta": {"game": "jc2015"`), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.json")
	for _, c := range []struct {
		args []string
		want string
		help bool // the line points to diff --help
	}{
		{[]string{"diff", a}, "diff: give two replay files, A and B", true},
		{[]string{"diff", a, a, a}, "diff: give two replay files, A and B", true},
		{[]string{"diff", a, ""}, "diff: a replay file's name is empty", true},
		{[]string{"diff", a, a, "--seat", "4"}, "diff: --seat 4: the match has 4 seats (0 to 3)", true},
		{[]string{"diff", a, a, "--seat", "x"}, `invalid value "x" for flag --seat`, true},
		{[]string{"diff", a, missing}, missing, false},
		{[]string{"diff", broken, a}, broken, false},
		{[]string{"diff", a, ants2}, "diff: " + a + " is a replay of jc2015, " + ants2 + " of ants: nothing to compare", false},
		{[]string{"diff", ants2, ants3}, "diff: " + ants2 + " has 2 seats, " + ants3 + " 3: not the same match", false},
		{[]string{"diff", a, other}, "diff: " + a + " was played from seed 3, " + other + " from seed 4: they start differently", false},
	} {
		stdout, stderr, code := cliMain(t, c.args...)
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		wantLines := 1
		if c.help {
			wantLines = 2
		}
		if code != ExitUsage || stdout != "" || !strings.HasPrefix(lines[0], "floorfall: ") || !strings.Contains(lines[0], c.want) || len(lines) != wantLines {
			t.Errorf("%q: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and one line with %q", c.args, code, stdout, stderr, c.want)
		}
		if c.help && lines[len(lines)-1] != "see 'floorfall diff --help'" {
			t.Errorf("%q: no pointer to the help: %s", c.args, stderr)
		}
	}
	stdout, _, code := cliMain(t, "diff", "--help")
	if code != 0 || !strings.Contains(stdout, "Usage: floorfall diff A B") || !strings.Contains(stdout, "Exit status: 0 the replays are the same, 1 they differ") {
		t.Errorf("diff --help: exit %d\n%s", code, stdout)
	}
	if stdout, _, _ := cliMain(t, "--help"); !strings.Contains(stdout, "\n  diff ") {
		t.Errorf("floorfall --help does not list diff:\n%s", stdout)
	}
}

// A long answer is shown around where it differs, cut and safe; one of
// many lines as the lines that differ, each cut; a missing one says why.
func TestDiffAnswerShown(t *testing.T) {
	m, w := strings.Repeat("M", 100), strings.Repeat("W", 100)
	sa := seatAnswers{A: &answer{Reply: m + "F+1+2" + w}, B: &answer{Reply: m + "N+1+2" + w + "\x1b"}}
	says, more := sa.differText()
	part := func(x string) string { return `…"` + m[:20] + x + w[:35] + `"…` }
	if want := "A " + part("F+1+2") + ", B " + part("N+1+2"); says != want || more != nil {
		t.Errorf("two long lines:\n%s %q\nwant\n%s", says, more, want)
	}
	sa = seatAnswers{A: &answer{Reply: "o 1 1 n\no 2 2 s\n" + w}, B: &answer{Reply: "o 2 2 s\no 1 1 e\n" + w + "\x1b"}}
	says, more = sa.differText()
	if want := []string{"- o 1 1 n", "- " + w[:58] + "…", "+ o 1 1 e", `+ ` + w[:58] + "…"}; says != "3 lines in A, 3 in B, 1 alike" || strings.Join(more, "|") != strings.Join(want, "|") {
		t.Errorf("orders: %s\n%q", says, more)
	}
	sa = seatAnswers{A: &answer{Missing: "timeout"}, B: &answer{Reply: ""}}
	if says, _ := sa.differText(); says != `A no answer (timeout), B ""` {
		t.Errorf("a missing answer: %s", says)
	}
}
