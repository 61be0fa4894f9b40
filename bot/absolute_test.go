package bot

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestAbsolute: a program path and the arguments naming files of the
// folder become absolute; bare program names, options and other words
// stay; words with spaces survive a Split.
func TestAbsolute(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"my bot.py", "bin"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Absolute(`python3 "my bot.py" -cp bin Main ./run.sh`, dir)
	if err != nil {
		t.Fatal(err)
	}
	words, err := Split(got)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"python3", filepath.Join(dir, "my bot.py"), "-cp", filepath.Join(dir, "bin"), "Main", "./run.sh"}
	if !slices.Equal(words, want) {
		t.Fatalf("Absolute gave %q, split %q, want %q", got, words, want)
	}
	got, _ = Absolute("./run.sh x", dir)
	if words, _ := Split(got); words[0] != filepath.Join(dir, "run.sh") {
		t.Fatalf("a program path: %q", got)
	}
	if _, err := Absolute("a | b", dir); err == nil {
		t.Fatal("a command with an operator was taken")
	}
}
