//go:build !js

package app

import (
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
)

// Ebitengine has no clipboard: text is copied with the platform's own
// tool, the first of these found on the PATH (on Linux, Wayland's when
// the session is one, else X11's).
func clipboardTools() [][]string {
	switch runtime.GOOS {
	case "darwin":
		return [][]string{{"pbcopy"}}
	case "windows":
		return [][]string{{"clip.exe"}}
	}
	x11 := [][]string{{"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}}
	if os.Getenv("WAYLAND_DISPLAY") != "" {
		return append([][]string{{"wl-copy"}}, x11...)
	}
	return append(x11, []string{"wl-copy"})
}

// errNoClipboard: no tool to copy with was found.
var errNoClipboard = errors.New("no clipboard tool found (install xclip, xsel or wl-clipboard)")

// copyText puts text on the clipboard with the first tool found; it says
// which.
func copyText(text string) (string, error) {
	for _, t := range clipboardTools() {
		path, err := exec.LookPath(t[0])
		if err != nil {
			continue
		}
		// No pipe on its output: xclip stays behind to serve the
		// clipboard, with the output it was given.
		cmd := exec.Command(path, t[1:]...)
		cmd.Stdin = strings.NewReader(text)
		if err := cmd.Run(); err != nil {
			return t[0], errors.New(t[0] + ": " + err.Error())
		}
		return t[0], nil
	}
	return "", errNoClipboard
}
