package app

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"floorfall/game"
	"floorfall/render"
	"floorfall/replay"
	"floorfall/tournament"
	"floorfall/view"
)

// jobs is the work done off the game loop: loading replays, the file
// dialog, watching a directory, playing a match, saving screenshots. Results
// come back over channels that Update polls.
type jobs struct {
	loaded  chan loaded
	dialogs chan dialogReq // requests to the dialog goroutine
	picked  chan picked    // its answers
	notes   chan note      // messages from background work
	quit    chan struct{}
	wake    func() // runs a frame soon (see window.Wake)

	// refreshEvery is how often the tournament folders shown are read
	// again (see watchResults).
	refreshEvery time.Duration

	asking        bool // the dialog is open
	dialogRunning bool // its goroutine is started
	// dialog asks for a file (see dialogLoop); tests replace it.
	dialog func(r dialogReq) (path string, err error)
}

type loaded struct {
	r       game.Replay
	results *tournament.Results // a tournament folder dropped: its standings
	dirs    []string            // and where they were read
	path    string              // "" when the replay has no file
	title   string
	err     error
	watched bool // the newest replay of the folder watched (--watch)
	// refresh: results are the standings of the folders shown, read again
	// with more matches in.
	refresh bool
}

// dialogReq asks for a file: one to open, or where to save r.
type dialogReq struct {
	save bool
	dir  string // the folder to start in ("" the dialog's own choice)
	r    game.Replay
}

// picked is the dialog's answer; path is "" when cancelled.
type picked struct {
	dialogReq
	path string
}

type note struct {
	text  string
	alert bool
}

func newJobs(wake func()) *jobs {
	return &jobs{
		wake:         wake,
		dialog:       fileDialog,
		refreshEvery: 2 * time.Second,
		loaded:       make(chan loaded, 4),
		dialogs:      make(chan dialogReq, 1),
		picked:       make(chan picked, 1),
		notes:        make(chan note, 4),
		quit:         make(chan struct{}),
	}
}

func (j *jobs) stop() { close(j.quit) }

// send hands a result to the loop, unless the window is gone, and wakes
// the loop up.
func send[T any](j *jobs, ch chan T, v T) {
	select {
	case ch <- v:
		j.wake()
	case <-j.quit:
	}
}

// poll takes the results of background work, and opens the first file of
// those dropped on the window.
func (a *app) poll(dropped fs.FS) {
	for {
		select {
		case r := <-a.jobs.loaded:
			if r.err != nil {
				a.over.message(r.err.Error(), true)
				a.scr.start.v.Pending = false
				continue
			}
			switch {
			case r.refresh:
				a.refreshResults(r.results, r.dirs)
				continue
			case r.results != nil:
				a.showResults(newResultsScreen(view.NewResults(r.results, r.dirs)))
				a.over.msg = message{}
				continue
			case r.watched && a.live.on(a.scr.match.m) != nil:
				// Never switch away from a live match.
				a.over.message("a new replay in the folder watched: "+filepath.Base(r.path)+" (not opened during a live match)", false)
				continue
			case r.watched && a.scr.match.m != nil:
				a.show(r.r, r.path, r.title)
				a.over.message("opened the newest replay: "+filepath.Base(r.path)+"  ·  Backspace: the one before", false)
				continue
			}
			a.show(r.r, r.path, r.title)
			a.over.msg = message{}
		case p := <-a.jobs.picked:
			a.jobs.asking = false
			a.surf.dirty = true // the dialog covered the window: paint it again
			switch {
			case p.path == "":
			case p.save:
				a.jobs.saveTo(p.path, p.r)
			default:
				a.jobs.load(p.path)
			}
		case n := <-a.jobs.notes:
			a.over.message(n.text, n.alert)
		default:
			if dropped != nil {
				a.jobs.loadDropped(dropped)
			}
			return
		}
	}
}

// load opens a replay file in the background.
func (j *jobs) load(path string) {
	go func() {
		r, err := game.Load(path)
		send(j, j.loaded, loaded{r: r, path: path, title: strings.TrimSuffix(path, ".gz"), err: err})
	}()
}

// decodeFile reads the replay in data, a file named name, whichever way
// it came (dropped, picked in a web page), gzipped or not (game.Decode).
// It returns the name to show it by, name without .gz; errors name the
// file as it is.
func decodeFile(data []byte, name string) (game.Replay, string, error) {
	r, err := game.Decode(data, name)
	return r, strings.TrimSuffix(name, ".gz"), err
}

// loadDropped opens the first file dropped on the window, or a
// tournament folder in the results browser (as floorfall view DIR does).
func (j *jobs) loadDropped(fsys fs.FS) {
	go func() {
		ents, err := fs.ReadDir(fsys, ".")
		if err != nil {
			send(j, j.loaded, loaded{err: fmt.Errorf("dropped files: %w", err)})
			return
		}
		for _, e := range ents {
			if e.IsDir() {
				continue
			}
			f, err := fsys.Open(e.Name())
			if err != nil {
				send(j, j.loaded, loaded{err: err})
				return
			}
			path := droppedPath(e, f)
			var r game.Replay
			title := e.Name()
			data, err := replay.ReadAll(f, e.Name())
			f.Close()
			if err == nil {
				r, title, err = decodeFile(data, e.Name())
			}
			send(j, j.loaded, loaded{r: r, path: path, title: title, err: err})
			return
		}
		for _, e := range ents {
			send(j, j.loaded, droppedFolder(droppedPath(e, nil), e.Name()))
			return
		}
		send(j, j.loaded, loaded{err: errors.New("nothing was dropped: drop a replay file or a tournament folder")})
	}()
}

// droppedPath is where a file or folder dropped is: Ebitengine's entries
// and files know it (AbsPath), an os.DirFS's files too ("" unknown).
func droppedPath(e fs.DirEntry, f fs.File) string {
	type absPather interface{ AbsPath() string }
	if ap, ok := e.(absPather); ok {
		return ap.AbsPath()
	}
	switch f := f.(type) {
	case absPather:
		return f.AbsPath()
	case *os.File:
		return f.Name()
	}
	return ""
}

// droppedFolder reads the standings of the tournament folder dir (named
// name) dropped on the window.
func droppedFolder(dir, name string) loaded {
	if dir == "" {
		return loaded{err: fmt.Errorf("%s: a folder dropped here cannot be read: drop a replay file", name)}
	}
	entries, err := tournament.Read(dir)
	switch {
	case err != nil:
		return loaded{err: fmt.Errorf("%s: %w", name, err)}
	case len(entries) == 0:
		return loaded{err: fmt.Errorf("%s is not a tournament folder (it holds no game-NNNNN.json replays): drop a replay file, or a folder 'floorfall tournament' wrote", name)}
	}
	return loaded{results: tournament.Compute(entries), dirs: []string{dir}}
}

// saveTo writes r to path in the background.
func (j *jobs) saveTo(path string, r game.Replay) {
	go func() {
		if err := game.Save(path, r); err != nil {
			send(j, j.notes, note{"could not save: " + err.Error(), true})
			return
		}
		send(j, j.notes, note{"saved a copy to " + path, false})
	}()
}

// playPending plays a match in the background and shows it when done.
func (j *jobs) playPending(play func() (game.Replay, string, error)) {
	go func() {
		r, path, err := play()
		if err != nil {
			send(j, j.loaded, loaded{err: fmt.Errorf("the match could not be played: %w", err)})
			return
		}
		title := "new match"
		if path != "" {
			title = filepath.Base(path)
		}
		send(j, j.loaded, loaded{r: r, path: path, title: title})
	}()
}

// watch opens the newest replay of dir now and whenever a newer one
// appears, once it is complete (see watcher), polling once a second.
func (j *jobs) watch(dir string) {
	go func() {
		w := newWatcher(dir)
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			if l, ok := w.poll(time.Now()); ok {
				l.watched = true
				send(j, j.loaded, l)
			}
			select {
			case <-tick.C:
			case <-j.quit:
				return
			}
		}
	}()
}

// watchResults reads tournament folders f again every refreshEvery, and
// sends their standings whenever a match has come (or gone): a tournament
// still playing fills the results browser and the presentation. A folder
// that cannot be read for a while (a file being copied in) is read again
// next time.
func (j *jobs) watchResults(f *tournament.Folders) {
	go func() {
		tick := time.NewTicker(j.refreshEvery)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
			case <-j.quit:
				return
			}
			entries, changed, err := f.Read()
			if err != nil || !changed {
				continue
			}
			res := tournament.Compute(entries)
			res.Progress = f.Progress()
			send(j, j.loaded, loaded{results: res, dirs: f.Dirs, refresh: true})
		}
	}()
}

// shotName is the folder and the name (with no extension) of a
// screenshot of the screen shown: next to the replay (or in the working
// directory), named after it and the turn; as, if not "", names a page
// other than a match's.
func (ms *matchScreen) shotName(as string) (dir, base string) {
	dir, base = ".", "floorfall"
	if ms.path != "" {
		dir = filepath.Dir(ms.path)
		base = strings.TrimSuffix(filepath.Base(ms.path), filepath.Ext(ms.path))
	}
	switch {
	case as != "":
		base = "floorfall-" + as // not the match's: a page of its own
	case ms.pb != nil:
		base += fmt.Sprintf("-turn%04d", ms.pb.Turn())
	}
	return dir, base
}

// saveScreen writes the screen as a PNG in dir, named base (numbered if
// the name is taken), in the background.
func (j *jobs) saveScreen(img *image.RGBA, dir, base string) {
	out := filepath.Join(dir, base+".png")
	for k := 2; ; k++ {
		if _, err := os.Stat(out); errors.Is(err, fs.ErrNotExist) {
			break
		}
		out = filepath.Join(dir, fmt.Sprintf("%s-%d.png", base, k))
	}
	go func() {
		if err := render.WritePNG(out, img); err != nil {
			send(j, j.notes, note{err.Error(), true})
			return
		}
		send(j, j.notes, note{"saved " + out, false})
	}()
}
