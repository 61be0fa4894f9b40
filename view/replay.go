package view

import (
	"path/filepath"

	"floorfall/engine"
	"floorfall/replay"
)

// FromTimeline makes the Match of a replay's timeline. title is shown in the
// window's title (a path is cut to its file name).
func FromTimeline(tl *replay.Timeline, title string) *Match {
	var seats [engine.NumPlayers]Seat
	if tl.File != nil && tl.File.Meta != nil {
		for i, p := range tl.File.Meta.Players {
			seats[i] = Seat{Name: p.Name, Status: string(p.Status), StatusTurn: p.StatusTurn, Detail: p.Detail}
		}
	}
	if title != "" {
		title = filepath.Base(title)
	}
	m, err := NewMatch(title, tl.States, tl.Events, seats)
	if err != nil {
		panic("view: a replay timeline is inconsistent: " + err.Error()) // replay guarantees it
	}
	return m
}
