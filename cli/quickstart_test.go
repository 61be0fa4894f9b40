package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// quickStart is the first sh block of README's "Quick start" section, its
// lines as written.
func quickStart(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Quick start\n")
	if !ok {
		t.Fatal(`README.md has no "## Quick start" section`)
	}
	_, block, ok := strings.Cut(section, "```sh\n")
	if !ok {
		t.Fatal("README's quick start has no sh block")
	}
	block, _, _ = strings.Cut(block, "```")
	var lines []string
	for _, l := range strings.Split(block, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines
}

// README's quick start runs as written in a fresh clone: each line in
// turn, in a folder holding what a clone has beside the binary (the
// starter bots), exits 0 (diff: 0 or 1, the same or not), and what the
// README shows of the first match is what it prints.
func TestQuickStart(t *testing.T) {
	needDisplay(t) // a line takes a screenshot of the window
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("python3 is missing (scripts/setup.sh installs it)")
		}
		t.Skip("no python3: the quick start runs a starter bot")
	}
	lines := quickStart(t)
	if len(lines) < 5 {
		t.Fatalf("the quick start has %d lines: %q", len(lines), lines)
	}
	dir := t.TempDir()
	if err := os.CopyFS(filepath.Join(dir, "starters"), os.DirFS("../starters")); err != nil {
		t.Fatal(err)
	}
	outputs := map[string]string{}
	for _, line := range lines {
		if strings.HasPrefix(line, "go build ") {
			// The clone's build: the tests' binary is this tree's.
			if err := os.Link(binary, filepath.Join(dir, "floorfall")); err != nil {
				data, err := os.ReadFile(binary)
				if err == nil {
					err = os.WriteFile(filepath.Join(dir, "floorfall"), data, 0o755)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		cmd := exec.Command("bash", "-c", line)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "TMPDIR="+t.TempDir())
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(testlimit.Scale(3 * time.Minute)):
			cmd.Process.Kill()
			<-done
			t.Fatalf("%s: did not end\n%s", line, out.String())
		}
		code := cmd.ProcessState.ExitCode()
		if code != 0 && !(code == 1 && strings.Contains(line, "floorfall diff ")) {
			t.Fatalf("%s: exit %d (%v)\n%s", line, code, err, out.String())
		}
		outputs[line] = out.String()
	}
	for _, f := range []string{"turn100.png", "game.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the quick start wrote no %s: %v", f, err)
		}
	}
	// The README shows the first match's summary: it is what the line prints.
	data, _ := os.ReadFile("../README.md")
	readme, compared := string(data), 0
	for line, out := range outputs {
		shown := "$ " + line + "\n"
		i := strings.Index(readme, shown)
		if i < 0 {
			continue
		}
		want, _, _ := strings.Cut(readme[i+len(shown):], "```")
		compared++
		if strings.TrimSpace(want) != strings.TrimSpace(out) {
			t.Errorf("README shows for %s:\n%s\nit prints:\n%s", line, want, out)
		}
	}
	if compared == 0 {
		t.Error("the README shows the output of none of the quick start's lines")
	}
}
