package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/internal/testlimit"
	"floorfall/replay"
	"floorfall/tournament"
)

func readResults(t *testing.T, dir string) tournament.Results {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r tournament.Results
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// A 12-match tournament of built-in bots: every replay kept, standings
// that add up, every seat played equally often; two shards merged are the
// whole schedule.
func TestTournamentAndShards(t *testing.T) {
	dir := t.TempDir()
	whole := filepath.Join(dir, "whole")
	bots := []string{"-a", "hunter", "-a", "random", "-a", "h2=hunter"}
	args := append([]string{"tournament", "--games", "12", "--out", whole, "-t", "300"}, bots...)
	stdout, stderr, code := cliMain(t, args...)
	if code != 0 || !strings.Contains(stdout, "| h2 |") {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	r := readResults(t, whole)
	if len(r.Matches) != 12 || len(r.Bots) != 3 {
		t.Fatalf("%d matches, %d bots", len(r.Matches), len(r.Bots))
	}
	for _, b := range r.Bots {
		if b.Wins+b.Draws+b.Losses != b.Games || b.Games != 16 {
			t.Errorf("%s: %d wins + %d draws + %d losses, %d games (12 matches x 4 seats / 3 bots = 16)", b.Name, b.Wins, b.Draws, b.Losses, b.Games)
		}
	}
	for _, f := range []string{"standings.md", "standings.csv", "tournament.json", "game-00011.json"} {
		if _, err := os.Stat(filepath.Join(whole, f)); err != nil {
			t.Error(err)
		}
	}
	// The standings are written as every file floorfall makes (atomicfile):
	// readable by all, no temporary file left.
	for _, f := range []string{"results.json", "standings.md", "standings.csv"} {
		if st, err := os.Stat(filepath.Join(whole, f)); err != nil {
			t.Error(err)
		} else if st.Mode().Perm() != 0o644 {
			t.Errorf("%s: mode %v", f, st.Mode())
		}
	}
	if tmp, _ := filepath.Glob(filepath.Join(whole, ".*.tmp")); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
	var parts []string
	for _, sh := range []string{"0/2", "1/2"} {
		part := filepath.Join(dir, "part"+sh[:1])
		parts = append(parts, part)
		args := append([]string{"tournament", "--games", "12", "--out", part, "-t", "300", "--shard", sh, "-q"}, bots...)
		if _, stderr, code := cliMain(t, args...); code != 0 {
			t.Fatal(stderr)
		}
	}
	stdout, stderr, code = cliMain(t, append([]string{"standings", "--json"}, parts...)...)
	if code != 0 {
		t.Fatal(stderr)
	}
	var merged tournament.Results
	if err := json.Unmarshal([]byte(stdout), &merged); err != nil {
		t.Fatal(err)
	}
	if len(merged.Matches) != 12 {
		t.Fatalf("merged shards: %d matches", len(merged.Matches))
	}
	for i := range merged.Matches {
		a, b := merged.Matches[i], r.Matches[i]
		if !slices.Equal(a.Seats, b.Seats) || *a.Seed != *b.Seed || a.Winner != b.Winner || a.Turns != b.Turns {
			t.Errorf("match %d: shards %+v, whole %+v", i, a, b)
		}
	}
	if !slices.EqualFunc(merged.Bots, r.Bots, func(a, b tournament.BotResult) bool {
		return a.Name == b.Name && a.Wins == b.Wins && a.Games == b.Games
	}) {
		t.Errorf("standings differ:\n%+v\n%+v", merged.Bots, r.Bots)
	}
}

// Interrupted with Ctrl-C, a tournament keeps its finished matches; the
// same command resumes it without playing them again.
func TestTournamentResumes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cup")
	slow := `slow=sh -c 'echo READY; while read l; do [ "$l" = EOD ] && { sleep 0.01; echo N; }; done'`
	args := []string{"tournament", "-a", "hunter", "-a", "random", "-a", slow, "--games", "6", "--parallel", "1", "-t", "120", "--out", dir, "-q"}
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), "DISPLAY=")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	first := filepath.Join(dir, "game-00000.json")
	for end := time.Now().Add(testlimit.Scale(60 * time.Second)); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(first); err == nil {
			break
		}
		if time.Now().After(end) {
			cmd.Process.Kill()
			t.Fatal("no match finished")
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != ExitInterrupt {
		t.Fatalf("interrupted: exit %d", code)
	}
	kept, _ := filepath.Glob(filepath.Join(dir, "game-*.json"))
	st, err := os.Stat(first)
	if err != nil {
		t.Fatal(err)
	}
	if len(kept) == 6 {
		t.Skip("the machine played all 6 matches before the interrupt")
	}
	if _, stderr, code := cliMain(t, args...); code != 0 {
		t.Fatal(stderr)
	}
	again, _ := os.Stat(first)
	if !again.ModTime().Equal(st.ModTime()) {
		t.Error("a finished match was played again")
	}
	if r := readResults(t, dir); len(r.Matches) != 6 || len(r.Unfinished) != 0 {
		t.Fatalf("after resuming: %d matches, %d unfinished", len(r.Matches), len(r.Unfinished))
	}
}

// A folder of another tournament is the user's mistake, said once; a
// folder of plain replays is not a tournament, and view says what to do.
func TestTournamentFolderMistakes(t *testing.T) {
	dir := t.TempDir()
	cup := filepath.Join(dir, "cup")
	if _, stderr, code := cliMain(t, "tournament", "--games", "1", "-t", "20", "-q", "--out", cup, "-a", "hunter", "-a", "random"); code != 0 {
		t.Fatal(stderr)
	}
	_, stderr, code := cliMain(t, "tournament", "--games", "2", "-t", "20", "-q", "--out", cup, "-a", "hunter", "-a", "random")
	if code != ExitUsage || strings.Count(stderr, "tournament:") != 1 || !strings.Contains(stderr, "holds another tournament") {
		t.Errorf("another tournament's folder: exit %d\n%s", code, stderr)
	}
	plain := filepath.Join(dir, "plain")
	os.Mkdir(plain, 0o755)
	if _, stderr, code := cliMain(t, "run", "-q", "-a", "random", "-t", "8", "--out", filepath.Join(plain, "a.json")); code != 0 {
		t.Fatal(stderr)
	}
	_, stderr, code = cliMainWith(t, "", &Viewer{}, "view", plain)
	if code != ExitUsage || !strings.Contains(stderr, "is not a tournament folder") || !strings.Contains(stderr, "--present") {
		t.Errorf("view on a folder of replays: exit %d\n%s", code, stderr)
	}
}

// The standings count invalid answers and say, for a bot not ready in
// time, how to give it more time; the summary of a match too.
func TestSlowAndInvalidBots(t *testing.T) {
	dir := t.TempDir()
	never := `sh -c 'exec sleep 5'`
	invalid := `sh -c 'echo READY; while read l; do [ "$l" = EOD ] && echo X; done'`
	stdout, stderr, code := cliMain(t, "tournament", "--games", "2", "-t", "12", "--ready-timeout", "200ms", "--out", filepath.Join(dir, "cup"),
		"-a", "never="+never, "-a", "invalid="+invalid)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "Not ready: never in 4 of 4 games") || !strings.Contains(stdout, "--ready-timeout gives it") {
		t.Errorf("standings say nothing of the bot never ready:\n%s", stdout)
	}
	r := readResults(t, filepath.Join(dir, "cup"))
	for _, b := range r.Bots {
		// 12 turns, 4 seats, 2 games: each "invalid" seat acts 3 times a game.
		if b.Name == "invalid" && b.Invalid != 12 || b.Name == "never" && (b.Invalid != 0 || b.NotReady != 4) {
			t.Errorf("%s: %d invalid answers, %d not ready", b.Name, b.Invalid, b.NotReady)
		}
	}

	slow := `sh -c 'sleep 0.6; echo READY; while read l; do [ "$l" = EOD ] && echo N; done'`
	_, stderr, code = cliMain(t, "run", "-t", "4", "--out", filepath.Join(dir, "m.json"), "-a", slow, "-a", never, "--ready-timeout", "2s")
	if code != 0 || !strings.Contains(stderr, "ok (ready after ") || !strings.Contains(stderr, "--ready-timeout gives it") {
		t.Errorf("summary: exit %d\n%s", code, stderr)
	}
}

// A tournament of another game than JavaChallenge2015 stands by its own
// outcomes: its figures and its way out as columns of the printed table,
// standings.csv and results.json, and no drops or falls.
func TestTournamentOfHitAndSunk(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "hns")
	stdout, stderr, code := cliMain(t, "tournament", "--game", "hit-and-sunk", "--seats", "6", "--games", "3", "--out", dir,
		"-a", "hunter", "-a", "random", "-a", "passive")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	for _, want := range []string{"matches of Hit and Sunk.", "| score (mean) | hits | sunken | damage | alive | sunk |"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in\n%s", want, stdout)
		}
	}
	for _, no := range []string{"drops", "falls", "order of falls"} {
		if strings.Contains(stdout, no) {
			t.Errorf("%q in\n%s", no, stdout)
		}
	}
	csvOut, stderr, code := cliMain(t, "standings", "--csv", dir)
	if head, _, _ := strings.Cut(csvOut, "\n"); code != 0 || !strings.Contains(head, ",score,score_mean,hits,hits_mean,sunken,sunken_mean,damage,damage_mean,alive,alive_mean,sunk,timeouts,") {
		t.Errorf("standings --csv: exit %d %s\n%s", code, stderr, csvOut)
	}
	r := readResults(t, dir)
	sunk := 0
	for _, b := range r.Bots {
		if _, ok := b.Figures["hits"]; !ok || b.Games != 6 {
			t.Errorf("%s: %d games, figures %v", b.Name, b.Games, b.Figures)
		}
		sunk += b.Outs["sunk"]
	}
	outs := 0
	for _, m := range r.Matches {
		for _, o := range m.Outcomes {
			if o.Out && o.How == "sunk" {
				outs++
			}
		}
	}
	if r.Game != "hit-and-sunk" || sunk != outs || sunk == 0 {
		t.Errorf("game %q: %d sunk by the bots, %d by the matches", r.Game, sunk, outs)
	}
}

// Refused orders are counted a seat in every game: a Hit and Sunk bot
// whose every answer is partly refused (an F with a bad offset: the rest
// ignored) is "ok, N orders refused" in the summary, N in info --json and
// in the standings' refused column; a crash's stderr in the summary holds
// its error, not its drawing lines.
func TestRefusedOrdersCounted(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sh")
	os.WriteFile(bad, []byte("[ $# -eq 0 ] && { echo 1; exit; }\necho '#ff say aiming' >&2\necho MF1\n"), 0o644)
	crash := filepath.Join(dir, "crash.sh")
	os.WriteFile(crash, []byte("[ $# -eq 0 ] && { echo 2; exit; }\nfor i in 1 2 3 4 5 6 7 8; do echo \"#ff dot $i $i\" >&2; done\necho 'Error: out of ideas' >&2\nexit 1\n"), 0o644)
	out := filepath.Join(dir, "hs.json")
	_, stderr, code := cliMain(t, "run", "--game", "hit-and-sunk", "-s", "1", "--out", out, "-a", "sh "+bad, "-a", "sh "+crash, "-a", "passive")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	stdout, _, _ := cliMain(t, "info", out, "--json")
	var s summary
	if err := json.Unmarshal([]byte(stdout), &s); err != nil {
		t.Fatal(err)
	}
	n := s.Refused[0]
	if n == 0 || s.Outcomes[0].Refused != n || s.Refused[2] != 0 {
		t.Fatalf("info --json: refused %v, outcome %+v", s.Refused, s.Outcomes[0])
	}
	if want := "ok, " + strconv.Itoa(n) + " orders refused"; !strings.Contains(stderr, want) {
		t.Errorf("the summary does not say %q:\n%s", want, stderr)
	}
	if !strings.Contains(stderr, "stderr:\n      Error: out of ideas") || strings.Contains(stderr, "#ff") {
		t.Errorf("the crash's stderr in the summary:\n%s", stderr)
	}
	cup := filepath.Join(dir, "cup")
	stdout, stderr, code = cliMain(t, "tournament", "--game", "hit-and-sunk", "--seats", "2", "--games", "1", "--out", cup,
		"-a", "bad=sh "+bad, "-a", "passive")
	if code != 0 {
		t.Fatalf("tournament: exit %d\n%s", code, stderr)
	}
	r := readResults(t, cup)
	for _, b := range r.Bots {
		if b.Name == "bad" && b.Invalid == 0 || b.Name == "passive" && b.Invalid != 0 {
			t.Errorf("%s: %d refused in the standings", b.Name, b.Invalid)
		}
	}
	if !strings.Contains(stdout, "| refused |") {
		t.Errorf("the standings have no refused column:\n%s", stdout)
	}
}

// A bot that runs out of time is told the flag that gives it more, in the
// summary of its match and in the standings: --action-timeout, or the
// game's own limit where it applies (Ants' --turntime).
func TestTimeoutHints(t *testing.T) {
	dir := t.TempDir()
	sleepy := `sh -c 'echo READY; while read l; do [ "$l" = EOD ] && { sleep 1; echo N; }; done'`
	_, stderr, code := cliMain(t, "run", "-t", "8", "--action-timeout", "50ms", "--out", filepath.Join(dir, "m.json"), "-a", sleepy, "-a", "hunter")
	if code != 0 || !strings.Contains(stderr, "timeout at turn 0: no answer within 50ms") || !strings.Contains(stderr, "may need more time: --action-timeout gives it") {
		t.Errorf("summary: exit %d\n%s", code, stderr)
	}
	stdout, stderr, code := cliMain(t, "tournament", "--games", "1", "-t", "8", "--action-timeout", "50ms", "--out", filepath.Join(dir, "cup"),
		"-a", "sleepy="+sleepy, "-a", "hunter")
	if code != 0 || !strings.Contains(stdout, "Timed out: sleepy in 2 of 2 games") || !strings.Contains(stdout, "--action-timeout gives it.") {
		t.Errorf("standings: exit %d\n%s\n%s", code, stdout, stderr)
	}
	antsBot := `sh -c 'while read l; do [ "$l" = ready ] && echo go; [ "$l" = go ] && { sleep 1; echo go; }; done'`
	_, stderr, code = cliMain(t, "run", "--game", "ants", "--turns", "3", "--turntime", "50", "--out", filepath.Join(dir, "a.json"), "-a", antsBot, "-a", "hunter")
	if code != 0 || !strings.Contains(stderr, "timeout at turn 1") || !strings.Contains(stderr, "may need more time: --turntime gives it (milliseconds)") {
		t.Errorf("Ants summary: exit %d\n%s", code, stderr)
	}
}

// The flag a bot that ran out of time is told of (game.Info.MoreTime) is
// one that run, play and tournament take, for every game.
func TestMoreTimeFlagsExist(t *testing.T) {
	for _, g := range game.All() {
		info := g.Info()
		for _, c := range []struct {
			status string
			turn   int
		}{{replay.StatusTimeout, 0}, {replay.StatusTimeout, 5}, {replay.StatusNotReady, -1}} {
			f, ok := info.MoreTime(c.status, c.turn, "no READY within 1s")
			if !ok {
				t.Fatalf("%s: no flag for %s", info.Name, c.status)
			}
			for _, cmd := range []string{"run", "play", "tournament"} {
				if _, stderr, code := cliMain(t, cmd, "--game", info.Name, f.Flag, f.Value(2*time.Second), "--help"); code != 0 {
					t.Errorf("%s %s %s: exit %d\n%s", cmd, info.Name, f.Flag, code, stderr)
				}
			}
		}
	}
}

// A shard folder names no absolute path: copied elsewhere (another
// machine's mount, a laptop) it merges and opens as it is, the results
// browser's matches where the copy is. On a tournament still filling, the
// standings say how many matches are in and which shards have no folder;
// written with --out, results.json names the matches relative to its
// folder.
func TestShardFolderCopied(t *testing.T) {
	played := t.TempDir() // absolute, as on a cluster's shared storage
	part := filepath.Join(played, "part-0")
	args := []string{"tournament", "-a", "hunter", "-a", "random", "-a", "h2=hunter", "--games", "12", "-t", "200", "--shard", "0/2", "--out", part, "-q"}
	if _, stderr, code := cliMain(t, args...); code != 0 {
		t.Fatal(stderr)
	}
	files, _ := filepath.Glob(filepath.Join(part, "*"))
	if len(files) != 6+4 { // 6 matches, the plan, the standings three ways
		t.Fatalf("the shard folder holds %v", files)
	}
	for _, f := range files {
		if b, _ := os.ReadFile(f); strings.Contains(string(b), played) {
			t.Errorf("%s names the absolute path %s", f, played)
		}
	}
	if r := readResults(t, part); r.Matches[0].File != "game-00000.json" {
		t.Errorf("results.json names %q", r.Matches[0].File)
	}
	// An older folder's results.json named absolute paths: it still reads.
	old := tournament.Results{Matches: []tournament.MatchResult{{File: filepath.Join(part, "game-00000.json")}}}
	b, _ := json.Marshal(old)
	os.WriteFile(filepath.Join(part, "results.json"), b, 0o644)

	top := filepath.Join(t.TempDir(), "copy")
	copyDir(t, part, filepath.Join(top, "part-0"))
	if err := os.RemoveAll(played); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := cliMain(t, "standings", top, "--out", top)
	if code != 0 || !strings.Contains(stdout, "# Standings so far\n\n6 of 12 matches of JavaChallenge2015 in; no folder for shard 1 of 2 (not started, or not given).") {
		t.Fatalf("standings of the copy: exit %d\n%s%s", code, stdout, stderr)
	}
	r := readResults(t, top)
	if len(r.Matches) != 6 || r.Matches[1].File != "part-0/game-00002.json" || r.Planned != 12 || !slices.Equal(r.NotStarted, []int{1}) {
		t.Errorf("the merged results.json: %d matches, %q, planned %d, not started %v", len(r.Matches), r.Matches[1].File, r.Planned, r.NotStarted)
	}
	t.Setenv("DISPLAY", ":99")
	var f fakeViewer
	if _, stderr, code := cliMainWith(t, "", f.viewer(goroutineID()), "view", filepath.Join(top, "part-0")); code != 0 {
		t.Fatalf("view the copy: %s", stderr)
	}
	w := f.windows[0]
	if w.Results == nil || len(w.Results.Matches) != 6 || w.Folders == nil {
		t.Fatalf("the results browser of the copy: %+v", w)
	}
	for _, m := range w.Results.Matches {
		if !strings.HasPrefix(m.File, top) {
			t.Errorf("the browser opens %s, not in the copy", m.File)
		} else if _, err := os.Stat(m.File); err != nil {
			t.Error(err)
		}
	}
}

// copyDir copies the files of folder from into a new folder to.
func copyDir(t *testing.T, from, to string) {
	t.Helper()
	if err := os.MkdirAll(to, 0o755); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
