package app

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"floorfall/game"
)

// watcher finds the newest replay of a folder, once it is complete. It
// takes only regular files named *.json (a FIFO or a device would block
// whoever opens it), and a new file only once its size and time have held
// still since the last look and it loads; a file that still does not load
// after brokenAfter of holding still is reported broken (once, until it
// changes). It does no I/O but through its fields, so tests drive it.
type watcher struct {
	dir  string
	open func(path string) (game.Replay, error)

	shown    string    // the file last reported, loaded or broken
	shownMod time.Time // its time then
	cand     string    // the newest file, not yet reported
	candSize int64
	candMod  time.Time
	still    time.Time // since when cand has held still
}

// brokenAfter is how long a new file that does not load must hold still
// before it is reported broken: a writer that pauses is not an error.
const brokenAfter = 5 * time.Second

func newWatcher(dir string) *watcher {
	return &watcher{dir: dir, open: game.Load}
}

// poll looks at the folder once, at time now. It returns what to show (a
// replay, or a file that is broken) and true, or false when nothing new
// is ready.
func (w *watcher) poll(now time.Time) (loaded, bool) {
	path, info := newestReplay(w.dir)
	if path == "" || (path == w.shown && !info.ModTime().After(w.shownMod)) {
		w.cand = ""
		return loaded{}, false
	}
	if path != w.cand || info.Size() != w.candSize || !info.ModTime().Equal(w.candMod) {
		// New, or still being written: look again next time.
		w.cand, w.candSize, w.candMod, w.still = path, info.Size(), info.ModTime(), now
		return loaded{}, false
	}
	r, err := w.open(path)
	if err != nil && now.Sub(w.still) < brokenAfter {
		return loaded{}, false
	}
	w.shown, w.shownMod, w.cand = path, info.ModTime(), ""
	return loaded{r: r, path: path, title: path, err: err}, true
}

// newestReplay is the most recently modified regular file named *.json in
// dir.
func newestReplay(dir string) (string, fs.FileInfo) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return "", nil
	}
	var best string
	var bestInfo fs.FileInfo
	for _, e := range ents {
		if !e.Type().IsRegular() || !strings.HasSuffix(strings.ToLower(e.Name()), ".json") {
			continue
		}
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		if bestInfo == nil || info.ModTime().After(bestInfo.ModTime()) {
			best, bestInfo = filepath.Join(dir, e.Name()), info
		}
	}
	return best, bestInfo
}
