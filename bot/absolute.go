package bot

import (
	"os"
	"path/filepath"
	"strings"
)

// Absolute returns command with the words that name files relative to
// the folder from ("" the current one) made absolute, so that it runs the
// same from another working folder (a seat's own, see SeatDir): the
// program when it is a path (./bot, bin/bot; a bare name is looked up in
// PATH, as before), and each argument that is not an option and names a
// file or folder that exists there (my_bot.py, the bin of -cp bin; each
// such entry of a java class path, bin:lib/*). A java command that names
// no class path (nor has CLASSPATH set) is given from as its class path,
// where java would have looked (its working folder): java Main runs the
// Main.class of from. Words that name nothing there are left as they are.
// The words are quoted where needed, so that Split gives them back as
// they are.
func Absolute(command, from string) (string, error) {
	words, err := Split(command)
	if err != nil {
		return "", err
	}
	abs := func(w string) string {
		p := w
		if from != "" {
			p = filepath.Join(from, w)
		}
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return w
	}
	java := IsJava(words[0])
	for i, w := range words {
		switch {
		case w == "" || filepath.IsAbs(w):
		case i == 0:
			if strings.ContainsRune(w, '/') || strings.ContainsRune(w, filepath.Separator) {
				words[i] = abs(w)
			}
		case java && isClassPathOption(words[i-1]):
			words[i] = absoluteList(w, from, abs)
		case java && strings.HasPrefix(w, "--class-path="):
			words[i] = "--class-path=" + absoluteList(strings.TrimPrefix(w, "--class-path="), from, abs)
		case !strings.HasPrefix(w, "-"):
			if _, err := os.Stat(filepath.Join(from, w)); err == nil {
				words[i] = abs(w)
			}
		}
	}
	if java {
		words = javaClassPath(words, abs("."))
	}
	for i, w := range words {
		words[i] = ShellQuote(w)
	}
	return strings.Join(words, " "), nil
}
