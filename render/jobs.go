package render

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/sqweek/dialog"

	"floorfall/games/jc2015/jcreplay"
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

	asking        bool // the dialog is open
	dialogRunning bool // its goroutine is started
}

type loaded struct {
	tl      *jcreplay.Timeline
	path    string // "" when the replay has no file
	title   string
	err     error
	watched bool // the newest replay of the folder watched (--watch)
}

// dialogReq asks for a file: one to open, or where to save f.
type dialogReq struct {
	save bool
	dir  string // the folder to start in ("" the dialog's own choice)
	f    *jcreplay.File
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

func newJobs() *jobs {
	return &jobs{
		loaded:  make(chan loaded, 4),
		dialogs: make(chan dialogReq, 1),
		picked:  make(chan picked, 1),
		notes:   make(chan note, 4),
		quit:    make(chan struct{}),
	}
}

func (j *jobs) stop() { close(j.quit) }

// send hands a result to the loop, unless the window is gone, and wakes
// the loop up.
func send[T any](j *jobs, ch chan T, v T) {
	select {
	case ch <- v:
		ebiten.ScheduleFrame()
	case <-j.quit:
	}
}

// poll takes the results of background work.
func (g *app) poll() {
	for {
		select {
		case r := <-g.jobs.loaded:
			if r.err != nil {
				g.message(r.err.Error(), true)
				g.s.pending = false
				continue
			}
			switch {
			case r.watched && g.liveShown():
				// Never switch away from a live match.
				g.message("a new replay in the folder watched: "+filepath.Base(r.path)+" (not opened during a live match)", false)
				continue
			case r.watched && g.s.m != nil:
				g.show(r.tl, r.path, r.title)
				g.message("opened the newest replay: "+filepath.Base(r.path)+"  ·  Backspace: the one before", false)
				continue
			}
			g.show(r.tl, r.path, r.title)
			g.s.msg, g.msgUntil = "", time.Time{}
		case p := <-g.jobs.picked:
			g.jobs.asking = false
			g.dirty = true // the dialog covered the window: paint it again
			switch {
			case p.path == "":
			case p.save:
				g.saveTo(p.path, p.f)
			default:
				g.load(p.path)
			}
		case n := <-g.jobs.notes:
			g.message(n.text, n.alert)
		default:
			if fsys := ebiten.DroppedFiles(); fsys != nil {
				g.loadDropped(fsys)
			}
			return
		}
	}
}

// load opens a replay file in the background.
func (g *app) load(path string) {
	j := g.jobs
	go func() {
		tl, err := jcreplay.Open(path)
		send(j, j.loaded, loaded{tl: tl, path: path, title: path, err: err})
	}()
}

// loadDropped opens the first file dropped on the window.
func (g *app) loadDropped(fsys fs.FS) {
	j := g.jobs
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
			path := ""
			if osf, ok := f.(*os.File); ok {
				path = osf.Name()
			}
			tl, err := jcreplay.ReadTimeline(f, e.Name())
			f.Close()
			send(j, j.loaded, loaded{tl: tl, path: path, title: e.Name(), err: err})
			return
		}
		send(j, j.loaded, loaded{err: errors.New("drop a replay file, not a folder")})
	}()
}

// openDialog asks for a replay with the system's file dialog, starting in
// the folder of the replay shown.
func (g *app) openDialog() {
	g.ask(dialogReq{dir: g.folder()})
}

// saveCopy asks where to save a copy of the replay shown (a live match:
// the turns played so far).
func (g *app) saveCopy() {
	f := g.file
	if g.lv != nil && g.s.m == g.lv.m {
		r, _ := g.lv.d.Result()
		f = fileOf(r)
	}
	if f == nil {
		g.message("no replay to save", true)
		return
	}
	g.ask(dialogReq{save: true, dir: g.folder(), f: f})
}

// folder is the folder of the replay shown, or "".
func (g *app) folder() string {
	if g.path == "" {
		return ""
	}
	if abs, err := filepath.Abs(filepath.Dir(g.path)); err == nil {
		return abs
	}
	return ""
}

// ask hands a request to the dialog goroutine. The dialog runs on one
// goroutine of its own, locked to its thread, never in Update.
func (g *app) ask(r dialogReq) {
	j := g.jobs
	if j.asking {
		return
	}
	j.asking = true
	if !j.dialogRunning {
		j.dialogRunning = true
		go j.dialogLoop()
	}
	j.dialogs <- r
}

func (j *jobs) dialogLoop() {
	runtime.LockOSThread()
	for {
		var r dialogReq
		select {
		case r = <-j.dialogs:
		case <-j.quit:
			return
		}
		var path string
		var err error
		if r.save {
			b := dialog.File().Title("Save a copy of the replay").Filter("Replay files (*.json)", "json").SetStartFile("floorfall-copy.json")
			if r.dir != "" {
				b = b.SetStartDir(r.dir)
			}
			path, err = b.Save()
		} else {
			b := dialog.File().Title("Open a floorfall replay").Filter("Replay files (*.json)", "json").Filter("All files", "*")
			if r.dir != "" {
				b = b.SetStartDir(r.dir)
			}
			path, err = b.Load()
		}
		if err != nil && !errors.Is(err, dialog.ErrCancelled) {
			send(j, j.notes, note{"the file dialog failed: " + err.Error(), true})
		}
		send(j, j.picked, picked{r, path})
	}
}

// saveTo writes f to path in the background.
func (g *app) saveTo(path string, f *jcreplay.File) {
	j := g.jobs
	go func() {
		if err := jcreplay.Save(path, f); err != nil {
			send(j, j.notes, note{"could not save: " + err.Error(), true})
			return
		}
		send(j, j.notes, note{"saved a copy to " + path, false})
	}()
}

// playPending plays a match in the background and shows it when done.
func (g *app) playPending(play func() (*jcreplay.File, string, error)) {
	g.s.pending = true
	j := g.jobs
	go func() {
		f, path, err := play()
		if err != nil {
			send(j, j.loaded, loaded{err: fmt.Errorf("the match could not be played: %w", err)})
			return
		}
		tl, err := jcreplay.NewTimeline(f)
		title := "new match"
		if path != "" {
			title = filepath.Base(path)
		}
		send(j, j.loaded, loaded{tl: tl, path: path, title: title, err: err})
	}()
}

// watch opens the newest replay of dir now and whenever a newer one
// appears, once it is complete (see watcher), polling once a second.
func (g *app) watch(dir string) {
	if g.s.m == nil {
		g.message("watching "+dir+" for replays...", false)
		g.msgUntil = time.Time{}
	}
	j := g.jobs
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

// saveInput writes the input the debug panel shows (the exact text the bot
// was sent) to a file next to the replay, to feed the bot in a debugger.
func (g *app) saveInput() {
	d := g.s.debugInfo()
	if d.Turn < 0 {
		return
	}
	dir, base := ".", "floorfall"
	if g.path != "" {
		dir = filepath.Dir(g.path)
		base = strings.TrimSuffix(filepath.Base(g.path), filepath.Ext(g.path))
	}
	out := filepath.Join(dir, fmt.Sprintf("%s-turn%04d-player%d.txt", base, d.Turn, d.Player))
	text := d.Input + "\n"
	j := g.jobs
	go func() {
		if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
			send(j, j.notes, note{"could not save the input: " + err.Error(), true})
			return
		}
		send(j, j.notes, note{"saved the input of turn " + strconv.Itoa(d.Turn) + " to " + out, false})
	}()
}

// saveScreen writes the screen as a PNG next to the replay (or in the
// working directory), named after it and the turn.
func (g *app) saveScreen(img *image.RGBA) {
	dir, base := ".", "floorfall"
	if g.path != "" {
		dir = filepath.Dir(g.path)
		base = strings.TrimSuffix(filepath.Base(g.path), filepath.Ext(g.path))
	}
	if g.s.pb != nil {
		base += fmt.Sprintf("-turn%04d", g.s.pb.Turn())
	}
	out := filepath.Join(dir, base+".png")
	for k := 2; ; k++ {
		if _, err := os.Stat(out); errors.Is(err, fs.ErrNotExist) {
			break
		}
		out = filepath.Join(dir, fmt.Sprintf("%s-%d.png", base, k))
	}
	j := g.jobs
	go func() {
		if err := writePNG(out, img); err != nil {
			send(j, j.notes, note{err.Error(), true})
			return
		}
		send(j, j.notes, note{"saved " + out, false})
	}()
}
