// Package starters holds no Go: its folders hold a starter bot for each
// game (Python 3), and these tests play each one as its first comment
// says, and check that the protocol pages of docs/protocol say what
// floorfall does and name only things in the repository.
package starters

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"mvdan.cc/sh/v3/shell"
	"mvdan.cc/sh/v3/syntax"

	"floorfall/cli"
	"floorfall/game"
	_ "floorfall/games/all" // the games and their view models
	"floorfall/internal/testlimit"
	"floorfall/view"
)

// starters are the games with a starter bot (starters/GAME/bot.py) and a
// protocol page (docs/protocol/GAME.md), and the flags the test adds to
// the starter's own command: time limits wide enough for Python on a
// loaded machine (they do not change a game whose bots answer in time,
// so the pages' examples still hold).
var starters = []struct {
	game  string
	flags func(limit time.Duration) []string
}{
	{"jc2015", func(d time.Duration) []string {
		return []string{"--ready-timeout", d.String(), "--action-timeout", d.String()}
	}},
	{"ants", func(d time.Duration) []string {
		ms := strconv.FormatInt(d.Milliseconds(), 10)
		return []string{"--loadtime", ms, "--turntime", ms}
	}},
	{"hit-and-sunk", func(d time.Duration) []string { return []string{"--action-timeout", d.String()} }},
	{"tenka1-2022", func(d time.Duration) []string {
		return []string{"--ready-timeout", d.String(), "--action-timeout", d.String()}
	}},
}

// root is the repository's root: the starters' commands and the pages'
// examples are written to be run there.
const root = ".."

// needPython skips the test where python3 is missing, but in CI (CI=true),
// where scripts/setup.sh installs it, fails it.
func needPython(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		if ci, _ := strconv.ParseBool(os.Getenv("CI")); ci {
			t.Fatal("python3 is missing (scripts/setup.sh installs it): the starter bots cannot be tried")
		}
		t.Skip("no python3: the starter bots are not tried")
	}
}

// TestStarters plays each starter bot as the command of its first comment
// says (from the repository's root, as a bot author would), against the
// game's built-in bots, and wants it `ok` at the end with no answer of its
// refused by the rules; then checks its page's examples against the
// replay: each text marked `<!-- input: floorfall input ... -->` is what
// that command prints, and every `floorfall info` and `floorfall input`
// of its shell examples runs.
func TestStarters(t *testing.T) {
	needPython(t)
	t.Chdir(root)
	for _, st := range starters {
		t.Run(st.game, func(t *testing.T) {
			bot := filepath.Join("starters", st.game, "bot.py")
			args := runCommand(t, bot)
			out, name := filepath.Join(t.TempDir(), "m.json"), ""
			for i := range args {
				if args[i] == "--out" && i+1 < len(args) {
					name, args[i+1] = args[i+1], out
				}
			}
			if name == "" {
				t.Fatalf("%s: its command writes no replay (--out FILE)", bot)
			}
			args = append(append(args, "-q"), st.flags(testlimit.Scale(10*time.Second))...)
			if stdout, stderr, code := run(args...); code != 0 {
				t.Fatalf("floorfall %s: exit %d\n%s%s", strings.Join(args, " "), code, stdout, stderr)
			}
			r, err := game.Load(out)
			if err != nil {
				t.Fatal(err)
			}
			checkPlayed(t, r, bot)

			page := filepath.Join("docs", "protocol", st.game+".md")
			text, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			if first := firstCommand(t, page, string(text)); !slicesEqual(first, runCommand(t, bot)) {
				t.Errorf("%s: its first command %q is not %s's %q", page, first, bot, runCommand(t, bot))
			}
			replace := func(w string) string {
				if w == name {
					return out
				}
				return w
			}
			examples := 0
			for _, ex := range inputExamples(string(text)) {
				examples++
				words, err := shell.Fields(ex.command, nil)
				if err != nil || len(words) < 2 || words[0] != "floorfall" {
					t.Errorf("%s: a bad example command %q", page, ex.command)
					continue
				}
				stdout, stderr, code := run(mapWords(words[1:], replace)...)
				if code != 0 || stdout != ex.text {
					t.Errorf("%s: %s prints (exit %d) %s\n%q\nnot what the page shows:\n%q", page, ex.command, code, stderr, stdout, ex.text)
				}
			}
			if examples == 0 {
				t.Errorf("%s: no example marked <!-- input: floorfall input ... -->", page)
			}
			for _, c := range shellCommands(t, page, string(text)) {
				if len(c.words) < 2 || c.words[0] != "floorfall" || c.words[1] != "info" && c.words[1] != "input" {
					continue
				}
				if _, stderr, code := run(mapWords(c.words[1:], replace)...); code != 0 {
					t.Errorf("%s: %s: exit %d: %s", page, strings.Join(c.words, " "), code, stderr)
				}
			}
		})
	}
}

// checkPlayed wants every seat played by command bot `ok` at the end of
// replay r, and none of its answers refused by the rules (what the debug
// panel marks as the bot's fault: an invalid answer, a letter refused, an
// order blocked, a turn with no call).
func checkPlayed(t *testing.T, r game.Replay, bot string) {
	t.Helper()
	m, err := view.FromReplay(r, "")
	if err != nil {
		t.Fatal(err)
	}
	d, ok := m.Board().(view.Describer)
	if !ok {
		t.Fatalf("the %s view says nothing of what answers did", r.Game().Info().Name)
	}
	seats := 0
	for seat, p := range r.Meta().Players {
		if !strings.Contains(p.Command, bot) {
			continue
		}
		seats++
		if p.Status != "" && p.Status != "ok" {
			t.Errorf("seat %d (%s): %s at turn %d: %s", seat, p.Command, p.Status, p.StatusTurn, p.Detail)
		}
		asked, refused := 0, 0
		for turn := range r.Turns() {
			if !m.Board().Acting(turn, seat) {
				continue
			}
			asked++
			if tk := d.Taken(turn, seat); tk.Fault == view.BotFault {
				if refused++; refused <= 5 {
					t.Errorf("seat %d, turn %d: %s (%s)", seat, turn, tk.What, tk.Why)
				}
			}
		}
		if refused > 5 {
			t.Errorf("seat %d: %d answers refused in all", seat, refused)
		}
		if asked < 10 {
			t.Errorf("seat %d was asked in %d turns only", seat, asked)
		}
	}
	if seats == 0 {
		t.Fatalf("no seat of the replay ran %s", bot)
	}
}

// runCommand is the floorfall command of a starter's first comment (the
// line after "Run it ..."), as arguments without "floorfall".
func runCommand(t *testing.T, bot string) []string {
	t.Helper()
	text, err := os.ReadFile(bot)
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(text)) {
		if !strings.HasPrefix(line, "#") {
			break // the first comment is over
		}
		if c, ok := strings.CutPrefix(strings.TrimSpace(strings.TrimPrefix(line, "#")), "floorfall run "); ok {
			words, err := shell.Fields("run "+c, nil)
			if err != nil {
				t.Fatalf("%s: its command: %v", bot, err)
			}
			return words
		}
	}
	t.Fatalf("%s: its first comment gives no floorfall run command", bot)
	return nil
}

// firstCommand is the first command of a page's shell examples, as
// arguments without "floorfall".
func firstCommand(t *testing.T, page, text string) []string {
	t.Helper()
	cs := shellCommands(t, page, text)
	if len(cs) == 0 || len(cs[0].words) == 0 || cs[0].words[0] != "floorfall" {
		t.Fatalf("%s: its first shell example is no floorfall command", page)
	}
	return cs[0].words[1:]
}

// run runs floorfall's command line in this process, with no viewer.
func run(args ...string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	code = cli.Main(args, strings.NewReader(""), &o, &e, nil)
	return o.String(), e.String(), code
}

func mapWords(words []string, f func(string) string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = f(w)
	}
	return out
}

func slicesEqual(a, b []string) bool {
	return strings.Join(a, "\x00") == strings.Join(b, "\x00")
}

// example is a text a page shows as what a floorfall command prints.
type example struct {
	command string // "floorfall input jc.json --turn 36 --seat 0"
	text    string // the fenced block after it, with its final newline
}

var inputMark = regexp.MustCompile(`^<!-- input: (floorfall .*) -->$`)

// inputExamples are a page's texts marked <!-- input: COMMAND --> (the
// line right before their fenced block).
func inputExamples(text string) []example {
	var out []example
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		m := inputMark.FindStringSubmatch(l)
		if m == nil || i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "```") {
			continue
		}
		var b strings.Builder
		for _, l := range lines[i+2:] {
			if strings.HasPrefix(l, "```") {
				break
			}
			b.WriteString(l + "\n")
		}
		out = append(out, example{m[1], b.String()})
	}
	return out
}

// command is a simple command of a page's shell examples: its words (a
// word that is not plain text, such as "$(...)", is ""), and the files its
// redirections read and write.
type command struct {
	words         []string
	reads, writes []string
}

// shellCommands are the commands of a page's ```sh blocks, in order
// (those inside a "$(...)" too).
func shellCommands(t *testing.T, page, text string) []command {
	t.Helper()
	var out []command
	for n, block := range fenced(text, "sh") {
		f, err := syntax.NewParser().Parse(strings.NewReader(block), fmt.Sprintf("%s, shell example %d", page, n+1))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		syntax.Walk(f, func(node syntax.Node) bool {
			st, ok := node.(*syntax.Stmt)
			if !ok {
				return true
			}
			call, ok := st.Cmd.(*syntax.CallExpr)
			if !ok {
				return true
			}
			var c command
			for _, w := range call.Args {
				c.words = append(c.words, plain(w))
			}
			for _, r := range st.Redirs {
				switch r.Op {
				case syntax.RdrOut, syntax.AppOut:
					c.writes = append(c.writes, plain(r.Word))
				case syntax.RdrIn:
					c.reads = append(c.reads, plain(r.Word))
				}
			}
			out = append(out, c)
			return true
		})
	}
	return out
}

// plain is a word's text when it is plain text, quoted or not; else "".
func plain(w *syntax.Word) string {
	var b strings.Builder
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			b.WriteString(p.Value)
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return ""
				}
				b.WriteString(l.Value)
			}
		default:
			return ""
		}
	}
	return b.String()
}

// fenced are the texts of a markdown text's fenced blocks of a language.
func fenced(text, lang string) []string {
	var out []string
	var b *strings.Builder
	for l := range strings.Lines(text) {
		switch {
		case b == nil && strings.TrimSpace(l) == "```"+lang:
			b = &strings.Builder{}
		case b != nil && strings.TrimSpace(l) == "```":
			out = append(out, b.String())
			b = nil
		case b != nil:
			b.WriteString(l)
		}
	}
	return out
}
