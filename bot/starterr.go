package bot

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
)

// startErr is an error of Start: a message for people that does not repeat
// the command (the caller names it, as match.StartError does) and says
// what to do where it can, wrapping the error it comes from.
type startErr struct {
	msg string
	err error
}

func (e *startErr) Error() string { return e.msg }
func (e *startErr) Unwrap() error { return e.err }

func startErrorf(err error, format string, args ...any) error {
	return &startErr{msg: fmt.Sprintf(format, args...), err: err}
}

// splitError describes an error of split for Start.
func splitError(err error) error {
	if errors.Is(err, errEmpty) {
		return startErrorf(err, "empty command")
	}
	if strings.Contains(err.Error(), "is not a valid word") {
		// |, ;, &&, > ...
		return startErrorf(err, "bad command line: %v (it is run without a shell; write sh -c '...' for one)", err)
	}
	return startErrorf(err, "bad command line: %v", err)
}

// checkDir checks the working folder of a bot. (os.StartProcess does not
// when SysProcAttr is set: the child's chdir would fail with an error that
// reads like a missing program.)
func checkDir(dir string) error {
	if dir == "" {
		return nil
	}
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return startErrorf(err, "working folder %s not found", dir)
	case err != nil:
		return startErrorf(err, "working folder: %v", err)
	case !st.IsDir():
		return startErrorf(syscall.ENOTDIR, "working folder %s is not a folder", dir)
	}
	return nil
}

// startError describes why cmd could not be started from the working
// folder dir, from the error of exec.Command or of Cmd.Start, with a hint
// a newcomer can act on. It names the program as typed (the command's
// first word).
func startError(cmd *exec.Cmd, dir string, err error) error {
	name := cmd.Args[0]
	path := cmd.Path // the program's file (found in PATH, or as typed)
	if dir != "" && !filepath.IsAbs(path) {
		path = filepath.Join(dir, path) // as seen from floorfall's folder
	}
	st, statErr := os.Stat(path)
	exists := statErr == nil
	switch {
	case errors.Is(err, exec.ErrNotFound), errors.Is(err, exec.ErrDot):
		// A name without a slash is looked for in PATH only.
		if exists && st.Mode().IsRegular() {
			return startErrorf(err, "%s not found; did you mean %s?", name, ShellQuote("./"+name))
		}
		return startErrorf(err, "program %q not found", name)
	case errors.Is(err, syscall.EACCES):
		if exists && st.IsDir() {
			return startErrorf(err, "%s is a folder, not a program", name)
		}
		if exists && st.Mode().IsRegular() && st.Mode()&0o111 == 0 {
			return startErrorf(err, "%s is not executable (chmod +x %s)", name, ShellQuote(path))
		}
	case errors.Is(err, syscall.ENOENT):
		if !exists {
			return startErrorf(err, "program %q not found", name)
		}
		// The file is there: what it asks to be run by is not.
		if interp := interpreter(path); interp != "" {
			msg := fmt.Sprintf("%s: its interpreter %q (first line #!) not found", name, interp)
			if strings.HasSuffix(interp, "\r") {
				msg += fmt.Sprintf("; it has Windows line ends (dos2unix %s)", ShellQuote(path))
			}
			return startErrorf(err, "%s", msg)
		}
		return startErrorf(err, "%s cannot be run here: its loader or interpreter is missing", name)
	case errors.Is(err, syscall.ENOEXEC):
		return startErrorf(err, "%s is not a program this system can run (a script needs a first line such as #!/bin/sh)", name)
	}
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		// "fork/exec PROGRAM: text file busy": the program once.
		return startErrorf(err, "%s: %v", name, pe.Err)
	}
	return err
}

// interpreter returns the program named by the "#!" first line of the file
// at path, or "" if it has none.
func interpreter(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	buf := make([]byte, 256)
	n, _ := f.Read(buf)
	line, ok := bytes.CutPrefix(buf[:n], []byte("#!"))
	if !ok {
		return ""
	}
	line, _, _ = bytes.Cut(line, []byte("\n"))
	// Split as the kernel does, on spaces and tabs only: a "\r" left by
	// Windows line ends is part of the name.
	words := bytes.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' })
	if len(words) == 0 {
		return ""
	}
	return string(words[0])
}

// ShellQuote quotes s as one word for a command line when it needs it.
func ShellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+=:,@%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
