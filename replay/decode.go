package replay

import (
	"math"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"floorfall/games/jc2015/engine"
)

// given records which derived values a file states (and must then agree
// with the game) and which it leaves out (and are then derived).
type given struct {
	winner bool
	result bool
}

// unset marks an integer a file left out (no file can give it: every
// integer read fits in an int32).
const unset = math.MinInt

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
func decode(data []byte, name string) (*File, given, *Error) {
	var g given
	w := fileJSON{Winner: unset}
	if err := json.Unmarshal(data, &w, readOptions); err != nil {
		return nil, g, jsonError(err, data, name)
	}
	switch {
	case !w.Replay.seen:
		return nil, g, errorf(name, "top level", "missing \"replay\"")
	case w.Replay.Initial[0].Facing == 0: // read ones are valid
		return nil, g, errorf(name, "replay", "missing \"initial\"")
	case w.Replay.Commands == nil: // read ones are not nil
		return nil, g, errorf(name, "replay", "missing \"commands\"")
	}
	f := &File{Winner: -1, Initial: w.Replay.Initial, Log: []byte(w.Log)}
	if len(w.Replay.Commands) > 0 {
		f.Commands = w.Replay.Commands
	}
	if f.Log == nil {
		f.Log = []byte("[]")
	}
	if w.Winner != unset {
		if w.Winner < -1 || w.Winner >= engine.NumPlayers {
			return nil, g, errorf(name, "winner", "is %d, want -1 (no winner) or a player 0 to 3", w.Winner)
		}
		f.Winner, g.winner = w.Winner, true
	}
	if m := w.Meta; m != nil {
		f.Meta = m.Meta
		if m.Result != nil {
			f.Meta.Result, g.result = *m.Result, true
		}
	}
	return f, g, nil
}

// readOptions are the options every replay file is read with: strings may
// hold invalid UTF-8 (read as U+FFFD, as encoding/json does), duplicate
// keys are refused (the default), and the types below are read by the
// functions of values.go and this file.
var readOptions = json.JoinOptions(
	jsontext.AllowInvalidUTF8(true),
	json.WithUnmarshalers(json.JoinUnmarshalers(
		json.UnmarshalFromFunc(readInt),
		json.UnmarshalFromFunc(readInt64),
		json.UnmarshalFromFunc(readString[string]),
		json.UnmarshalFromFunc(readString[engine.Reason]),
		json.UnmarshalFromFunc(readDuration),
		json.UnmarshalFromFunc(readPlacement),
		json.UnmarshalFromFunc(readStart),
		json.UnmarshalFromFunc(readCommands),
		json.UnmarshalFromFunc(readReplay),
		json.UnmarshalFromFunc(readMeta),
		json.UnmarshalFromFunc(readPlayers),
		json.UnmarshalFromFunc(readPlayer),
		json.UnmarshalFromFunc(readResult),
		json.UnmarshalFromFunc(readFalls),
		json.UnmarshalFromFunc(readTurns),
	)),
)

// The same structs without the read functions above, to read their fields
// with the library once the function has checked the value is an object.
type (
	replayFields replayJSON
	metaFields   metaJSON
	playerFields PlayerMeta
	resultFields ResultMeta
	fallFields   FallMeta
	turnFields   TurnRecord
)

// readReplay reads the official "replay" object.
func readReplay(dec *jsontext.Decoder, r *replayJSON) error {
	if err := want(dec, -1, '{', `an object with "initial" and "commands"`); err != nil {
		return err
	}
	r.seen = true
	return json.UnmarshalDecode(dec, (*replayFields)(r))
}

// readPlacement reads replay.initial: [["x","y","D"], ...] for the four
// players.
func readPlacement(dec *jsontext.Decoder, p *engine.Placement) error {
	*p = engine.Placement{}
	return readFour(dec, (*[engine.NumPlayers]engine.Start)(p), `an array of 4 players ["x", "y", facing]`)
}

// readMeta reads floorfall's "meta" object, filling in defaults for what it
// leaves out.
func readMeta(dec *jsontext.Decoder, m *metaJSON) error {
	if err := want(dec, -1, '{', "an object"); err != nil {
		return err
	}
	m.Meta = &Meta{Format: unset, Game: Game, TurnLimit: engine.DefaultTurnLimit, Coords: string(engine.XY)}
	m.Players = make([]PlayerMeta, engine.NumPlayers)
	for i := range m.Players {
		m.Players[i] = PlayerMeta{Status: StatusOK, StatusTurn: -1}
	}
	err := json.UnmarshalDecode(dec, (*metaFields)(m))
	// A file of another format may not read as this one: say so first.
	if m.Format != unset && m.Format != FormatVersion {
		return faultAt("meta.format", "is %d, want %d (the format this floorfall reads)", m.Format, FormatVersion)
	}
	if err != nil {
		return err
	}
	if m.Format == unset {
		return refuse(dec, "missing \"format\"")
	}
	return nil
}

// readPlayers reads meta.players: four objects.
func readPlayers(dec *jsontext.Decoder, ps *[]PlayerMeta) error {
	*ps = make([]PlayerMeta, engine.NumPlayers)
	return readSeats(dec, *ps, "an array of 4 players")
}

// readPlayer reads one of meta.players.
func readPlayer(dec *jsontext.Decoder, p *PlayerMeta) error {
	if err := want(dec, -1, '{', "an object"); err != nil {
		return err
	}
	*p = PlayerMeta{Status: StatusOK, StatusTurn: -1}
	return json.UnmarshalDecode(dec, (*playerFields)(p))
}

// readResult reads meta.result.
func readResult(dec *jsontext.Decoder, r *ResultMeta) error {
	if err := want(dec, -1, '{', "an object"); err != nil {
		return err
	}
	*r = ResultMeta{Winner: -1}
	return json.UnmarshalDecode(dec, (*resultFields)(r))
}

// readFalls reads meta.result.falls.
func readFalls(dec *jsontext.Decoder, falls *[]FallMeta) error {
	*falls = nil
	_, err := readArray(dec, "an array of falls", func(i int) error {
		if i >= engine.NumPlayers {
			return faultAt(itemPath(dec, i), "more than %d falls", engine.NumPlayers)
		}
		if err := want(dec, i, '{', `an object {"turn", "player", "by"}`); err != nil {
			return err
		}
		fm := FallMeta{Turn: unset, Player: unset, By: unset}
		if err := json.UnmarshalDecode(dec, (*fallFields)(&fm)); err != nil {
			return err
		}
		for _, k := range [...]struct {
			key string
			v   int
		}{{"turn", fm.Turn}, {"player", fm.Player}, {"by", fm.By}} {
			if k.v == unset {
				return refuse(dec, "missing %q", k.key)
			}
		}
		*falls = append(*falls, fm)
		return nil
	})
	return err
}

// readTurns reads meta.turns, the per-turn records.
func readTurns(dec *jsontext.Decoder, turns *[]TurnRecord) error {
	*turns = nil
	if dec.PeekKind() == 'n' {
		_, err := dec.ReadToken()
		return err
	}
	var out []TurnRecord
	_, err := readArray(dec, "an array of turn records", func(i int) error {
		if i >= MaxTurnLimit {
			return faultAt(itemPath(dec, i), "more than %d turn records", MaxTurnLimit)
		}
		if err := want(dec, i, '{', "an object"); err != nil {
			return err
		}
		out = append(out, TurnRecord{Turn: unset, Seat: unset}) // read in place
		rec := &out[len(out)-1]
		if err := json.UnmarshalDecode(dec, (*turnFields)(rec)); err != nil {
			return err
		}
		switch {
		case rec.Turn == unset:
			return refuse(dec, "missing \"turn\"")
		case rec.Turn < 0:
			return faultAt(pathOf(dec.StackPointer())+".turn", "is %d, want a turn 0 or more", rec.Turn)
		case rec.Seat == unset:
			rec.Seat = rec.Turn % engine.NumPlayers // the seat that acted
		case rec.Seat != rec.Turn%engine.NumPlayers:
			return faultAt(pathOf(dec.StackPointer())+".seat", "is %d, but player %d acts in turn %d", rec.Seat, rec.Turn%engine.NumPlayers, rec.Turn)
		}
		return nil
	})
	if err == nil && len(out) > 0 {
		*turns = out
	}
	return err
}
