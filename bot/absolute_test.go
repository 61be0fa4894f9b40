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

// TestAbsoluteJava: a java command that names no class path gets the
// folder as its class path (java looks in its working folder); one that
// names one, or runs a jar or a module, or has CLASSPATH set, does not,
// and the entries of its class path that name files there become
// absolute.
func TestAbsoluteJava(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"bin", "lib"} {
		if err := os.Mkdir(filepath.Join(dir, f), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "bot.jar"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	sep := string(os.PathListSeparator)
	bin, lib := filepath.Join(dir, "bin"), filepath.Join(dir, "lib")
	t.Setenv("CLASSPATH", "")
	for _, tc := range []struct {
		cmd  string
		want []string
	}{
		{"java RandomBot", []string{"java", "-cp", dir, "RandomBot"}},
		{"/usr/bin/java -Xmx64m --add-opens a/b=c Main x y", []string{"/usr/bin/java", "-cp", dir, "-Xmx64m", "--add-opens", "a/b=c", "Main", "x", "y"}},
		{"java -cp bin" + sep + "lib/*" + sep + "nowhere Main", []string{"java", "-cp", bin + sep + filepath.Join(lib, "*") + sep + "nowhere", "Main"}},
		{"java --class-path=bin Main", []string{"java", "--class-path=" + bin, "Main"}},
		{"java -classpath . Main", []string{"java", "-classpath", dir, "Main"}},
		{"java -jar bot.jar", []string{"java", "-jar", filepath.Join(dir, "bot.jar")}},
		{"java -m mod/pkg.Main", []string{"java", "-m", "mod/pkg.Main"}},
		{"java @opts Main", []string{"java", "@opts", "Main"}},
		{"javac Main", []string{"javac", "Main"}},
		{"python3 Main", []string{"python3", "Main"}},
	} {
		got, err := Absolute(tc.cmd, dir)
		if err != nil {
			t.Fatal(err)
		}
		if words, err := Split(got); err != nil || !slices.Equal(words, tc.want) {
			t.Errorf("Absolute(%q) = %q, split %q (%v), want %q", tc.cmd, got, words, err, tc.want)
		}
	}
	t.Setenv("CLASSPATH", "/elsewhere")
	if got, _ := Absolute("java Main", dir); got != "java Main" {
		t.Errorf("with CLASSPATH set: %q, want java Main", got)
	}
}
