package jcreplay

import (
	"fmt"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// given records which derived values a file states (and must then agree
// with the game) and which it leaves out (and are then derived).
type given struct {
	winner bool
	result bool
}

// fileJSON is the top level of a replay file, as read.
type fileJSON struct {
	Log    jsontext.Value `json:"log"`
	Winner int            `json:"winner"`
	Replay replayJSON     `json:"replay"`
	Meta   *metaJSON      `json:"meta"`
}

// replayJSON is the official "replay" object.
type replayJSON struct {
	Initial  engine.Placement `json:"initial"`
	Commands []engine.Command `json:"commands"`
	seen     bool
}

// metaJSON is the "meta" object: the Meta, and its result apart, to know
// whether the file gives one.
type metaJSON struct {
	*Meta
	Result *ResultMeta `json:"result"`
}

// decode reads the JSON of a replay file into a File, checking shapes and
// types. The game itself is checked by play.
func decode(data []byte, name string) (*File, given, *replay.Error) {
	var g given
	var w fileJSON
	if err := json.Unmarshal(data, &w, readOptions); err != nil {
		return nil, g, replay.JSONError(err, data, name)
	}
	switch {
	case !w.Replay.seen:
		return nil, g, replay.Errorf(name, "top level", "missing \"replay\"")
	case w.Replay.Initial[0].Facing == 0: // read ones are valid
		return nil, g, replay.Errorf(name, "replay", "missing \"initial\"")
	case w.Replay.Commands == nil: // read ones are not nil
		return nil, g, replay.Errorf(name, "replay", "missing \"commands\"")
	}
	f := &File{Winner: -1, Initial: w.Replay.Initial, Log: []byte(w.Log)}
	if len(w.Replay.Commands) > 0 {
		f.Commands = w.Replay.Commands
	}
	if f.Log == nil {
		f.Log = []byte("[]")
	}
	if w.Winner != replay.Unset {
		if w.Winner < -1 || w.Winner >= engine.NumPlayers {
			return nil, g, replay.Errorf(name, "winner", "is %d, want -1 (no winner) or a player 0 to 3", w.Winner)
		}
		f.Winner, g.winner = w.Winner, true
	}
	if m := w.Meta; m != nil {
		f.Meta = m.Meta
		if m.Result != nil {
			f.Meta.Result, g.result = *m.Result, true
		}
		if err := fillSeats(f.Meta.Turns, name); err != nil {
			return nil, g, err
		}
	}
	return f, g, nil
}

// fillSeats fills in the seat of the records that have none, the acting
// player's, and refuses a record of another seat.
func fillSeats(turns []replay.TurnRecord, name string) *replay.Error {
	for i := range turns {
		r := &turns[i]
		acting := r.Turn % engine.NumPlayers
		switch r.Seat {
		case -1:
			r.Seat = acting
		case acting:
		default:
			return replay.Errorf(name, fmt.Sprintf("meta.turns[%d].seat", i), "is %d, but player %d acts in turn %d", r.Seat, acting, r.Turn)
		}
	}
	return nil
}

// readOptions are the options every replay file is read with: package
// replay's, with the read functions of this file and values.go.
var readOptions = replay.ReadOptions(json.JoinUnmarshalers(
	json.UnmarshalFromFunc(readFile),
	json.UnmarshalFromFunc(replay.ReadString[engine.Reason]),
	json.UnmarshalFromFunc(readPlacement),
	json.UnmarshalFromFunc(readStart),
	json.UnmarshalFromFunc(readCommands),
	json.UnmarshalFromFunc(readReplay),
	json.UnmarshalFromFunc(readMeta),
	json.UnmarshalFromFunc(readResult),
	json.UnmarshalFromFunc(readFalls),
))

// The same structs without the read functions above, to read their fields
// with the library once the function has checked the value is an object.
type (
	fileFields   fileJSON
	replayFields replayJSON
	metaFields   metaJSON
	resultFields ResultMeta
	fallFields   FallMeta
)

// readFile reads the top level of a file.
func readFile(dec *jsontext.Decoder, w *fileJSON) error {
	if err := replay.Want(dec, -1, '{', `an object with "replay"`); err != nil {
		return err
	}
	w.Winner = replay.Unset
	return json.UnmarshalDecode(dec, (*fileFields)(w))
}

// readReplay reads the official "replay" object.
func readReplay(dec *jsontext.Decoder, r *replayJSON) error {
	if err := replay.Want(dec, -1, '{', `an object with "initial" and "commands"`); err != nil {
		return err
	}
	r.seen = true
	return json.UnmarshalDecode(dec, (*replayFields)(r))
}

// readMeta reads floorfall's "meta" object, filling in defaults for what it
// leaves out.
func readMeta(dec *jsontext.Decoder, m *metaJSON) error {
	m.Meta = &Meta{
		Meta:   replay.Meta{Game: Game, TurnLimit: engine.DefaultTurnLimit, Players: replay.DefaultPlayers(engine.NumPlayers)},
		Coords: string(engine.XY),
	}
	return replay.ReadMeta(dec, &m.Meta.Meta, (*metaFields)(m))
}

// readResult reads meta.result.
func readResult(dec *jsontext.Decoder, r *ResultMeta) error {
	if err := replay.Want(dec, -1, '{', "an object"); err != nil {
		return err
	}
	*r = ResultMeta{Winner: -1}
	return json.UnmarshalDecode(dec, (*resultFields)(r))
}

// readFalls reads meta.result.falls.
func readFalls(dec *jsontext.Decoder, falls *[]FallMeta) error {
	*falls = nil
	_, err := replay.ReadArray(dec, "an array of falls", func(i int) error {
		if i >= engine.NumPlayers {
			return replay.RefuseAt(replay.ItemPath(dec, i), "more than %d falls", engine.NumPlayers)
		}
		if err := replay.Want(dec, i, '{', `an object {"turn", "player", "by"}`); err != nil {
			return err
		}
		fm := FallMeta{Turn: replay.Unset, Player: replay.Unset, By: replay.Unset}
		if err := json.UnmarshalDecode(dec, (*fallFields)(&fm)); err != nil {
			return err
		}
		for _, k := range [...]struct {
			key string
			v   int
		}{{"turn", fm.Turn}, {"player", fm.Player}, {"by", fm.By}} {
			if k.v == replay.Unset {
				return replay.Refuse(dec, "missing %q", k.key)
			}
		}
		*falls = append(*falls, fm)
		return nil
	})
	return err
}
