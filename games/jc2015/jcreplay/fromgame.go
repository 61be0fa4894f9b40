package jcreplay

import (
	"encoding/json"

	"floorfall/games/jc2015/engine"
)

// FromGame builds the File of a game played from initial, whose turns gave
// events (in order, from turn 0). With a meta, its copy gets the defaults
// filled in and the result and falls of the game; meta itself is not changed.
// The game need not be over.
func FromGame(initial engine.Placement, events []engine.Events, meta *Meta) *File {
	f := &File{Winner: -1, Initial: initial, Log: json.RawMessage("[]")}
	if len(events) > 0 {
		f.Commands = make([]engine.Command, len(events))
	}
	r := ResultMeta{Winner: -1}
	var book logbook
	for t := range events {
		ev := &events[t]
		f.Commands[t] = book.log(ev)
		r.Falls = appendFalls(r.Falls, t, ev)
		if ev.Over {
			r.Winner, r.Reason = ev.Result.Winner, ev.Result.Reason
		}
	}
	f.Winner = r.Winner
	if meta != nil {
		m := normalize(*meta)
		m.Result = r
		f.Meta = &m
	}
	return f
}

// appendFalls appends the players that fell in turn t (events ev), in id
// order, with who dropped them.
func appendFalls(dst []FallMeta, t int, ev *engine.Events) []FallMeta {
	if len(ev.Falls) == 0 {
		return dst
	}
	for p := range engine.NumPlayers {
		if by, ok := ev.Fell(p); ok {
			dst = append(dst, FallMeta{Turn: t, Player: p, By: by})
		}
	}
	return dst
}
