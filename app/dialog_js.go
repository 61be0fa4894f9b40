//go:build js

package app

import (
	"errors"

	"floorfall/game"
)

// A web page has no file dialog of the system's: a replay is opened with
// the browser's file picker (or dropped on the page) and saved with its
// download (dialog.go has the window's).

// openDialog asks for a replay with the browser's file picker.
func (j *jobs) openDialog(string) { j.pagePick() }

// saveCopy saves the replay shown with the browser's download.
func (a *app) saveCopy() {
	var r game.Replay
	ms := &a.scr.match
	if ms.m != nil {
		r = ms.m.Replay()
	}
	if r == nil {
		a.over.message("no replay to save", true)
		return
	}
	a.pageSave(r, ms.path)
}

// folder: a page's replays are in no folder.
func (ms *matchScreen) folder() string { return "" }

// fileDialog is never asked in a page (openDialog and saveCopy go to the
// browser's picker and download).
func fileDialog(dialogReq) (string, error) {
	return "", errors.New("a web page has no file dialog")
}
