//go:build !js

package app

import (
	"errors"
	"path/filepath"
	"runtime"

	"floorfall/game"

	"github.com/sqweek/dialog"
)

// openDialog asks for a replay with the system's file dialog, starting in
// dir (the folder of the replay shown; "" the dialog's own choice).
func (j *jobs) openDialog(dir string) {
	j.ask(dialogReq{dir: dir})
}

// saveCopy asks where to save a copy of the replay shown (a live match:
// the turns played so far).
func (a *app) saveCopy() {
	var r game.Replay
	ms := &a.scr.match
	if ms.m != nil {
		r = ms.m.Replay()
	}
	if a.live.lv != nil && ms.m == a.live.lv.m {
		r, _ = a.live.lv.d.Result()
	}
	if r == nil {
		a.over.message("no replay to save", true)
		return
	}
	a.jobs.ask(dialogReq{save: true, dir: ms.folder(), r: r})
}

// folder is the folder of the replay shown, or "".
func (ms *matchScreen) folder() string {
	if ms.path == "" {
		return ""
	}
	if abs, err := filepath.Abs(filepath.Dir(ms.path)); err == nil {
		return abs
	}
	return ""
}

// ask hands a request to the dialog goroutine. The dialog runs on one
// goroutine of its own, locked to its thread, never in Update.
func (j *jobs) ask(r dialogReq) {
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
		path, err := j.dialog(r)
		if err != nil && !errors.Is(err, dialog.ErrCancelled) {
			send(j, j.notes, note{"the file dialog failed: " + err.Error(), true})
		}
		send(j, j.picked, picked{r, path})
	}
}

// fileDialog asks with the system's file dialog.
func fileDialog(r dialogReq) (string, error) {
	if r.save {
		b := dialog.File().Title("Save a copy of the replay").Filter("Replay files (*.json)", "json").SetStartFile("floorfall-copy.json")
		if r.dir != "" {
			b = b.SetStartDir(r.dir)
		}
		return b.Save()
	}
	b := dialog.File().Title("Open a floorfall replay").Filter("Replay files (*.json)", "json").Filter("All files", "*")
	if r.dir != "" {
		b = b.SetStartDir(r.dir)
	}
	return b.Load()
}
