package view

import (
	"path/filepath"

	"floorfall/games/jc2015/jcreplay"
)

// FromTimeline makes the Match of a replay's timeline. title is shown in the
// window's title (a path is cut to its file name).
func FromTimeline(tl *jcreplay.Timeline, title string) *Match {
	if title != "" {
		title = filepath.Base(title)
	}
	m, err := newMatch(title, tl)
	if err != nil {
		panic("view: a replay timeline is inconsistent: " + err.Error()) // replay guarantees it
	}
	return m
}
