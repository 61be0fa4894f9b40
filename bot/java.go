package bot

import (
	"os"
	"path/filepath"
	"strings"
)

// IsJava reports whether program (a command's first word) is the java
// launcher: java, java.exe, /usr/bin/java...
func IsJava(program string) bool {
	return strings.EqualFold(strings.TrimSuffix(filepath.Base(program), ".exe"), "java")
}

// javaValue are java's options that take the next word as their value.
var javaValue = map[string]bool{"-cp": true, "-classpath": true, "--class-path": true,
	"-p": true, "--module-path": true, "--upgrade-module-path": true,
	"--add-modules": true, "--enable-native-access": true, "--add-opens": true,
	"--add-exports": true, "--add-reads": true, "--limit-modules": true, "--source": true}

// JavaOptionWithValue reports whether the java option w takes the next
// word as its value (-cp DIR, --add-opens X=Y, --source 21, ...).
func JavaOptionWithValue(w string) bool { return javaValue[w] }

// isClassPathOption reports whether w is java's class path option, the
// next word its value.
func isClassPathOption(w string) bool {
	return w == "-cp" || w == "-classpath" || w == "--class-path"
}

// javaClassPath gives a java command that names no class path the folder
// dir as its class path (-cp dir after the program), which is what java
// takes without one (its working folder, "."), so that its classes are
// found from another working folder. A command that says where its
// classes are (-cp, -classpath, --class-path, -jar, a module with -m, an
// @argfile, or CLASSPATH in the environment) is left as it is, as is one
// whose program is not java.
func javaClassPath(words []string, dir string) []string {
	if len(words) == 0 || !IsJava(words[0]) || os.Getenv("CLASSPATH") != "" {
		return words
	}
	for i := 1; i < len(words); i++ {
		w := words[i]
		switch {
		case isClassPathOption(w), strings.HasPrefix(w, "--class-path="), w == "-jar",
			w == "-m", w == "--module", strings.HasPrefix(w, "--module="), strings.HasPrefix(w, "@"):
			return words
		case javaValue[w]:
			i++
		case strings.HasPrefix(w, "-"):
		default:
			i = len(words) // the main class: the rest are its arguments
		}
	}
	out := make([]string, 0, len(words)+2)
	out = append(out, words[0], "-cp", dir)
	return append(out, words[1:]...)
}

// absoluteList is a class path (entries separated by the system's list
// separator) with each entry that names a file or folder of from (a
// folder's jars: lib/*) made absolute by abs.
func absoluteList(list, from string, abs func(string) string) string {
	parts := filepath.SplitList(list)
	for i, p := range parts {
		if p == "" || filepath.IsAbs(p) {
			continue
		}
		name := p
		if filepath.Base(p) == "*" {
			name = filepath.Dir(p)
		}
		if _, err := os.Stat(filepath.Join(from, name)); err == nil {
			parts[i] = abs(p)
		}
	}
	return strings.Join(parts, string(os.PathListSeparator))
}
