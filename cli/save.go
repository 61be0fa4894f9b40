package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"floorfall/game"
)

// saveReplay writes the replay of a match just played to path, or to
// standard output when path is "" or "-". A played match is never lost:
// if that fails (a broken pipe, a closed standard output, a full disk, a
// FIFO nobody reads that is given up with Ctrl-C), the replay is saved in
// the temporary folder and the error says where; if even that fails, no
// partial file is left there and the error says the match could not be
// saved. An interrupt received while writing (on sig) gives the write up
// and rescues the replay; the error is then an *interrupted.
func saveReplay(stdout io.Writer, path string, r game.Replay, sig <-chan os.Signal) error {
	done := make(chan error, 1)
	go func() { done <- writeOut(stdout, path, r) }()
	var err error
	stopped := false
	select {
	case err = <-done:
	case <-sig:
		stopped = true
		err = fmt.Errorf("interrupted while writing the replay to %s", where(path))
	}
	if err == nil {
		return nil
	}
	rescued, rerr := rescue(r)
	if rerr != nil {
		err = fmt.Errorf("%v; the match could not be saved anywhere else either (%v): it is lost", err, rerr)
	} else {
		err = fmt.Errorf("%v; the replay was saved to %s instead", err, rescued)
	}
	if stopped {
		return &interrupted{err.Error()}
	}
	return err
}

// where names the destination of a replay for messages.
func where(path string) string {
	if path == "" || path == "-" {
		return "standard output"
	}
	return path
}

// writeOut writes the replay to path, or to standard output.
func writeOut(stdout io.Writer, path string, r game.Replay) error {
	if path != "" && path != "-" {
		return game.Save(path, r)
	}
	if closedAtStart(stdout) {
		return errors.New("standard output is closed, so the replay cannot be written there (give --out FILE)")
	}
	// A broken pipe (floorfall run ... | head) is then an error to
	// report, not a signal that ends floorfall with the match unsaved.
	pipe := make(chan os.Signal, 1)
	signal.Notify(pipe, syscall.SIGPIPE)
	defer signal.Stop(pipe)
	if err := r.Write(stdout); err != nil {
		return fmt.Errorf("writing the replay to standard output: %v", err)
	}
	return nil
}

// rescue saves f in the temporary folder, atomically: a file is there
// only if all of it is.
func rescue(r game.Replay) (string, error) {
	tmp, err := os.CreateTemp("", "floorfall-*.json")
	if err != nil {
		return "", err
	}
	name := tmp.Name()
	tmp.Close()
	if err := game.Save(name, r); err != nil {
		os.Remove(name)
		return "", err
	}
	return name, nil
}
