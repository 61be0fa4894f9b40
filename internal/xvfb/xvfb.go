// Package xvfb gives a test binary an X display of its own. The window
// tests of render and cli drive real windows with xdotool, which types into
// whichever window has the input focus: two test binaries on one display
// (go test ./... runs packages at once) take the focus from each other and
// type into each other's windows. Each starts its own Xvfb instead. It is
// imported only by tests.
package xvfb

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Start starts Xvfb on a free display and points DISPLAY at it, for this
// process and every process it starts; stop ends it. Without Xvfb it leaves
// DISPLAY as it was (and says why on stderr if Xvfb is there but did not
// start); stop then does nothing. For a TestMain.
func Start() (stop func()) {
	stop, err := start()
	if err != nil {
		if !errors.Is(err, exec.ErrNotFound) {
			fmt.Fprintln(os.Stderr, "tests: no X display of their own:", err)
		}
		return func() {}
	}
	return stop
}

func start() (stop func(), err error) {
	display, stop, err := Own()
	if err != nil {
		return nil, err
	}
	os.Setenv("DISPLAY", display)
	os.Unsetenv("WAYLAND_DISPLAY")
	return stop, nil
}

// Own starts an Xvfb of its own on a free display, for a test that ends it
// under a window (DISPLAY is left as it is): the display (":N") and stop,
// which ends it (SIGTERM, then SIGKILL after 10 s) and waits for it.
func Own() (display string, stop func(), err error) {
	path, err := exec.LookPath("Xvfb")
	if err != nil {
		return "", nil, err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return "", nil, err
	}
	defer r.Close()
	// -displayfd: Xvfb takes the first free display number and writes it
	// on fd 3 once it accepts connections.
	cmd := exec.Command(path, "-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	endWithParent(cmd)
	err = cmd.Start()
	w.Close()
	if err != nil {
		return "", nil, err
	}
	stop = func() {
		// SIGTERM: Xvfb removes its lock file and socket.
		cmd.Process.Signal(syscall.SIGTERM)
		t := time.AfterFunc(10*time.Second, func() { cmd.Process.Kill() })
		cmd.Wait()
		t.Stop()
	}
	_ = r.SetReadDeadline(time.Now().Add(time.Minute)) // a loaded machine
	line, err := bufio.NewReader(r).ReadString('\n')
	n := strings.TrimSpace(line)
	if err != nil || n == "" {
		stop()
		return "", nil, fmt.Errorf("Xvfb did not say its display: %q %v", line, err)
	}
	return ":" + n, stop, nil
}
