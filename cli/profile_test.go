package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// run --cpuprofile writes a profile go tool pprof reads (gzip-compressed
// protocol buffers), and the match is played as without it.
func TestRunCPUProfile(t *testing.T) {
	dir := t.TempDir()
	prof, out := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "game.json")
	_, stderr, code := cliMain(t, "run", "-a", "random", "-a", "random", "-a", "random", "-a", "random", "-t", "40", "-q",
		"--out", out, "--cpuprofile", prof)
	if code != 0 && strings.Contains(stderr, "already in use") {
		t.Skip("the test binary is profiled itself (go test -cpuprofile)")
	}
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(prof)
	if err != nil || !bytes.HasPrefix(b, []byte{0x1f, 0x8b}) {
		t.Fatalf("profile: %v, %d bytes, starts %x", err, len(b), b[:min(len(b), 2)])
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("replay: %v", err)
	}
	_, stderr, code = cliMain(t, "run", "-a", "random", "-a", "random", "-a", "random", "-a", "random", "-t", "2", "-q",
		"--out", out, "--cpuprofile", filepath.Join(dir, "no", "such", "cpu.pprof"))
	if code != 2 || !strings.Contains(stderr, "--cpuprofile") {
		t.Errorf("an unwritable profile: exit %d, %q", code, stderr)
	}
}
