package cli

import (
	"path/filepath"
	"regexp"
	"strings"

	"floorfall/bot"
)

// defaultName names a player after the program its command runs, never
// after a trailing argument:
//   - java: the main class (the first word after java's options, without
//     its package: com.acme.SampleAI is SampleAI; SampleAI.java is
//     SampleAI), or the jar's base name for -jar X.jar;
//   - an interpreter (python3, node, ruby, sh, ...): the script's base name
//     without its extension; python -m mod is mod; sh -c 'CMD ARGS' is
//     CMD's name when the script is that one command;
//   - anything else: the program's base name without its extension.
//
// Leading VAR=value words and env are skipped.
func defaultName(command string) string {
	words, err := bot.Split(command)
	if err != nil || len(words) == 0 {
		return command
	}
	if filepath.Base(words[0]) == "env" {
		words = words[1:]
		for len(words) > 0 && strings.HasPrefix(words[0], "-") {
			words = words[1:]
		}
	}
	for len(words) > 1 && isAssignment(words[0]) {
		words = words[1:]
	}
	words = skipWrappers(words)
	if len(words) == 0 {
		return command
	}
	prog := filepath.Base(words[0])
	if bot.IsJava(prog) {
		return javaName(words[1:], prog)
	}
	if kind := interpreter(prog); kind != "" {
		return scriptName(kind, words[1:], prog)
	}
	return baseNoExt(words[0])
}

// wrapperArg are the programs that run the rest of their command line
// (exec, nice, timeout...), each with its options that take a value; a
// wrapper's own first argument is skipped too where it has one (timeout's
// duration).
var wrapperArg = map[string]map[string]bool{
	"exec":    {"-a": true},
	"nice":    {"-n": true},
	"nohup":   {},
	"stdbuf":  {"-i": true, "-o": true, "-e": true},
	"timeout": {"-s": true, "-k": true, "--signal": true, "--kill-after": true},
	"setsid":  {},
	"command": {},
}

// skipWrappers drops the wrappers that start words (sh -c 'exec python3
// bot.py' is named after bot.py), with their options.
func skipWrappers(words []string) []string {
	for len(words) > 1 {
		name := filepath.Base(words[0])
		opts, ok := wrapperArg[name]
		if !ok {
			return words
		}
		words = words[1:]
		for len(words) > 1 && strings.HasPrefix(words[0], "-") {
			if opts[words[0]] {
				words = words[1:]
			}
			words = words[1:]
		}
		if name == "timeout" && len(words) > 1 {
			words = words[1:] // the duration
		}
	}
	return words
}

var assignment = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`)

func isAssignment(w string) bool { return assignment.MatchString(w) }

func javaName(args []string, prog string) string {
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch {
		case w == "-jar" && i+1 < len(args):
			return baseNoExt(args[i+1])
		case (w == "-m" || w == "--module") && i+1 < len(args):
			mod := args[i+1]
			if _, class, ok := strings.Cut(mod, "/"); ok {
				return lastDotted(class)
			}
			return mod
		case bot.JavaOptionWithValue(w):
			i++
		case strings.HasPrefix(w, "-"):
		case strings.HasSuffix(w, ".java"):
			return baseNoExt(w)
		default:
			return lastDotted(w)
		}
	}
	return prog
}

// lastDotted is a class name without its package.
func lastDotted(s string) string {
	if i := strings.LastIndexByte(s, '.'); i >= 0 && i+1 < len(s) {
		return s[i+1:]
	}
	return s
}

var interpreterName = regexp.MustCompile(`^(python|pypy|node|nodejs|ruby|perl|php|sh|bash|dash|zsh|ksh|Rscript|lua|luajit|julia|dotnet|mono|elixir|tclsh|bun)[0-9.]*(\.exe)?$`)

// interpreter is the kind of interpreter prog is ("python", "sh", ...), or
// "" if it is not one.
func interpreter(prog string) string {
	m := interpreterName.FindStringSubmatch(prog)
	if m == nil {
		return ""
	}
	switch m[1] {
	case "pypy":
		return "python"
	case "nodejs", "bun":
		return "node"
	case "sh", "bash", "dash", "zsh", "ksh":
		return "sh"
	}
	return m[1]
}

// takesArg are the options, per interpreter, that take the next word as
// their value; code is those whose value is a program: the name is then
// that program's (sh -c) or the interpreter's.
var takesArg = map[string]map[string]bool{
	"python": {"-W": true, "-X": true, "--check-hash-based-pycs": true},
	"node":   {"-r": true, "--require": true, "--loader": true, "--import": true, "--env-file": true},
	"ruby":   {"-I": true, "-r": true, "-C": true},
	"perl":   {"-I": true, "-M": true, "-m": true},
	"php":    {"-c": true, "-d": true, "-z": true},
	"sh":     {"-o": true, "+o": true},
}

var codeOption = map[string]bool{"-c": true, "-e": true, "--eval": true, "-r": true, "-E": true}

func scriptName(kind string, args []string, prog string) string {
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch {
		case kind == "python" && w == "-m" && i+1 < len(args):
			return args[i+1]
		case kind == "php" && w == "-f" && i+1 < len(args):
			return baseNoExt(args[i+1])
		case takesArg[kind][w]:
			i++
		case codeOption[w] && i+1 < len(args):
			if kind == "sh" && w == "-c" {
				// A script that is one command: that command's name.
				if words, err := bot.Split(args[i+1]); err == nil && len(words) > 0 && !strings.ContainsAny(args[i+1], ";&|<>()`$\n") {
					return defaultName(args[i+1])
				}
			}
			return baseNoExt(prog)
		case w == "--" && i+1 < len(args):
			return baseNoExt(args[i+1])
		case strings.HasPrefix(w, "-") && w != "-":
		default:
			return baseNoExt(w)
		}
	}
	return baseNoExt(prog)
}

// baseNoExt is a path's base name without its extension (bots/my.bot.py is
// my.bot); a name that is only an extension (.bot) is kept.
func baseNoExt(path string) string {
	b := filepath.Base(path)
	if ext := filepath.Ext(b); ext != "" && ext != b {
		return strings.TrimSuffix(b, ext)
	}
	return b
}
