package jcreplay

import (
	"io"

	"floorfall/replay"
)

// Read reads and checks a replay file; name is used in errors. A file that
// Read accepts always builds a Timeline.
func Read(r io.Reader, name string) (*File, error) {
	data, err := replay.ReadAll(r, name)
	if err != nil {
		return nil, err
	}
	return parse(data, name, nil)
}

// Load reads and checks the replay file at path.
func Load(path string) (*File, error) {
	data, err := replay.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(data, path, nil)
}

// ReadTimeline reads and checks a replay file and builds its timeline,
// replaying the game once. name is used in errors.
func ReadTimeline(r io.Reader, name string) (*Timeline, error) {
	data, err := replay.ReadAll(r, name)
	if err != nil {
		return nil, err
	}
	return parseTimeline(data, name)
}

// Open loads the replay file at path and builds its timeline, replaying the
// game once.
func Open(path string) (*Timeline, error) {
	data, err := replay.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseTimeline(data, path)
}

// parseTimeline decodes and checks a replay file held in data and builds its
// timeline.
func parseTimeline(data []byte, name string) (*Timeline, error) {
	tl := new(Timeline)
	if _, err := parse(data, name, tl); err != nil {
		return nil, err
	}
	return tl, nil
}

// parse decodes and checks a replay file held in data, filling tl if not nil.
func parse(data []byte, name string, tl *Timeline) (*File, error) {
	f, g, err := decode(data, name)
	if err != nil {
		return nil, err
	}
	// The commands are rewritten in place as the official server writes
	// them (a fallen player's turn repeats its last command).
	out, err := play(f, f.Meta, name, g, f.Commands, tl)
	if err != nil {
		return nil, err
	}
	f.PlayedOn = out.playedOn
	if len(f.Commands) == 0 {
		f.Commands = nil
	}
	if !g.winner {
		f.Winner = out.resultMeta().Winner
	}
	if f.Meta != nil {
		// Given or not, the result is now the game's own, falls in order.
		f.Meta.Result = out.resultMeta()
	}
	if tl != nil {
		tl.File = f
	}
	return f, nil
}
