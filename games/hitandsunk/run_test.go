package hitandsunk_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"floorfall/cli"
	_ "floorfall/games/hitandsunk" // the game of these tests
	"floorfall/games/hitandsunk/internal/trace"
	"floorfall/internal/testlimit"
)

// hsBot is a scripted per-call bot (sh): run as "sh hsbot.sh DIR SEAT
// [ARG]", it logs its argument ("-" for none) as a line of DIR/SEAT.log
// and prints the answer recorded for it: the file DIR/ROUND;ID for a
// turn's argument, DIR/choice-SEAT for the argument-less call (none: it
// prints nothing).
const hsBot = `log="$1/$2.log"
if [ $# -lt 3 ]; then echo - >> "$log"; key="choice-$2"
else printf '%s\n' "$3" >> "$log"; round=${3%%;*}; rest=${3#*;}; key="$round;${rest%%;*}"; fi
if [ -f "$1/$key" ]; then cat "$1/$key"; fi
`

// Every Hit and Sunk reference trace conforms through 'floorfall run'
// (the conformance README's definition): with the trace's setup and bots
// run anew for every call answering the recorded outputs, every seat gets
// exactly its calls of the trace, arguments byte for byte, and 'floorfall
// info --json' gives the recorded results.
func TestHitAndSunkTracesConform(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the scripted bots are sh scripts")
	}
	traces, err := filepath.Glob("testdata/trace_*.json.gz")
	if err != nil || len(traces) != 10 {
		t.Fatalf("want the 10 reference traces, found %d (%v)", len(traces), err)
	}
	for _, path := range traces {
		t.Run(filepath.Base(path), func(t *testing.T) {
			tr, err := trace.Read(path)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			script := filepath.Join(dir, "hsbot.sh")
			os.WriteFile(script, []byte(hsBot), 0o644)
			answers := filepath.Join(dir, "answers")
			os.Mkdir(answers, 0o755)
			want := map[int][]string{}
			for _, c := range tr.Calls {
				key, logged := fmt.Sprintf("choice-%d", c.ID), "-"
				if c.Arg != nil {
					key, logged = fmt.Sprintf("%d;%d", c.Round, c.ID), *c.Arg
				}
				want[c.ID] = append(want[c.ID], logged)
				if c.Out != nil {
					os.WriteFile(filepath.Join(answers, key), []byte(*c.Out), 0o644)
				}
			}
			var setupObj map[string]any
			if err := json.Unmarshal(tr.SetupJSON, &setupObj); err != nil {
				t.Fatal(err)
			}
			setupObj["game"] = "hit-and-sunk"
			setup, _ := json.Marshal(setupObj)
			setupPath := filepath.Join(dir, "setup.json")
			os.WriteFile(setupPath, setup, 0o644)
			out := filepath.Join(dir, "out.json")
			args := []string{"run", "--game", "hit-and-sunk", "--initial", setupPath, "--out", out, "-q",
				"--action-timeout", testlimit.Scale(20 * time.Second).String()} // slack for a loaded machine: the bots answer at once
			seats := len(tr.Final)
			for s := range seats {
				args = append(args, "-a", fmt.Sprintf("sh %s %s %d", script, answers, s))
			}
			if _, stderr, code := run(args...); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			for s := range seats {
				data, _ := os.ReadFile(filepath.Join(answers, fmt.Sprintf("%d.log", s)))
				got := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
				if len(got) != len(want[s]) {
					t.Fatalf("seat %d was called %d times, the trace %d", s, len(got), len(want[s]))
				}
				for k := range got {
					if got[k] != want[s][k] {
						t.Fatalf("seat %d, call %d: got\n%s\nwant\n%s", s, k, got[k], want[s][k])
					}
				}
			}
			stdout, stderr, code := run("info", out, "--json")
			if code != 0 {
				t.Fatalf("info: exit %d: %s", code, stderr)
			}
			var info struct {
				Outcomes []struct {
					Score   float64 `json:"score"`
					Place   int     `json:"place"`
					Figures struct {
						Hits   int  `json:"hits"`
						Sunken int  `json:"sunken"`
						Damage int  `json:"damage"`
						Alive  bool `json:"alive"`
					} `json:"figures"`
				} `json:"outcomes"`
			}
			if err := json.Unmarshal([]byte(stdout), &info); err != nil {
				t.Fatal(err)
			}
			for _, f := range tr.Final {
				i := f.ID
				o := info.Outcomes[i]
				got := fmt.Sprint(o.Score, o.Figures.Hits, o.Figures.Sunken, o.Figures.Damage, o.Figures.Alive, o.Place)
				if w := fmt.Sprint(float64(f.Score), f.Hits, f.Sunken, f.Damage, f.Alive, f.Rank); got != w {
					t.Errorf("seat %d: score hits sunken damage alive rank %s, want %s", i, got, w)
				}
			}
			// 'floorfall input' prints the argument of a call.
			k := len(tr.Calls) - 1
			stdout, stderr, code = run("input", out, "--turn", fmt.Sprint(k))
			if code != 0 || stdout != *tr.Calls[k].Arg+"\n" {
				t.Fatalf("input --turn %d: exit %d %s: %q", k, code, stderr, stdout)
			}
		})
	}
}

// run runs floorfall's command line in this process, with no viewer.
func run(args ...string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	code = cli.Main(args, strings.NewReader(""), &o, &e, nil)
	return o.String(), e.String(), code
}
