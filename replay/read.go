package replay

import (
	"math"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// Unset marks an int a file left out: set a field to Unset before reading
// it, and it is still Unset after if the file has no such key. No file can
// give it: every int read fits in an int32.
const Unset = math.MinInt

// ReadOptions are the options a replay file is read with, by a codec's
// json.Unmarshal: strings may hold invalid UTF-8 (read as U+FFFD, as
// encoding/json does), duplicate keys are refused (the default), ints are
// integers that fit in an int32, int64s integers, strings and durations
// ("1.2ms") are refused when null, and Meta's players and turn records are
// read with their defaults and checks. The codec's own read functions,
// joined with json.JoinUnmarshalers, come first.
func ReadOptions(game *json.Unmarshalers) json.Options {
	return json.JoinOptions(
		jsontext.AllowInvalidUTF8(true),
		json.WithUnmarshalers(json.JoinUnmarshalers(game, metaReaders)),
	)
}

// metaReaders read the values Meta holds.
var metaReaders = json.JoinUnmarshalers(
	json.UnmarshalFromFunc(readInt),
	json.UnmarshalFromFunc(readInt64),
	json.UnmarshalFromFunc(ReadString[string]),
	json.UnmarshalFromFunc(readDuration),
	json.UnmarshalFromFunc(readPlayers),
	json.UnmarshalFromFunc(readPlayer),
	json.UnmarshalFromFunc(readTurns),
)

// ReadMeta reads a meta object into fields, a pointer to the codec's meta
// type (without its own read function) that embeds m. m holds the defaults
// the game gives for what a file leaves out (Game, TurnLimit, Players: one
// a seat, with status ok and no status turn); "format" is required and
// must be FormatVersion. A codec calls it from the read function of its
// meta type.
func ReadMeta(dec *jsontext.Decoder, m *Meta, fields any) error {
	if err := Want(dec, -1, '{', "an object"); err != nil {
		return err
	}
	m.Format = Unset
	err := json.UnmarshalDecode(dec, fields)
	// A file of another format may not read as this one: say so first.
	if m.Format != Unset && m.Format != FormatVersion {
		return RefuseAt("meta.format", "is %d, want %d (the format this floorfall reads)", m.Format, FormatVersion)
	}
	if err != nil {
		return err
	}
	if m.Format == Unset {
		return Refuse(dec, "missing \"format\"")
	}
	return nil
}

// DefaultPlayers are n players with the defaults of a file: status ok, no
// status turn.
func DefaultPlayers(n int) []PlayerMeta {
	ps := make([]PlayerMeta, n)
	for i := range ps {
		ps[i] = PlayerMeta{Status: StatusOK, StatusTurn: -1}
	}
	return ps
}

// The same structs without the read functions, to read their fields with
// the library once the function has checked the value is an object.
type (
	playerFields PlayerMeta
	turnFields   TurnRecord
)

// readPlayers reads meta.players: up to MaxPlayers objects.
func readPlayers(dec *jsontext.Decoder, ps *[]PlayerMeta) error {
	var out []PlayerMeta
	if len(*ps) > 0 {
		out = make([]PlayerMeta, 0, len(*ps)) // as many as the defaults, most likely
	}
	_, err := ReadArray(dec, "an array of players", func(i int) error {
		if i >= MaxPlayers {
			return RefuseAt(ItemPath(dec, i), "more than %d players", MaxPlayers)
		}
		out = append(out, PlayerMeta{})
		return json.UnmarshalDecode(dec, &out[i])
	})
	*ps = out
	return err
}

// readPlayer reads one of meta.players.
func readPlayer(dec *jsontext.Decoder, p *PlayerMeta) error {
	if err := Want(dec, -1, '{', "an object"); err != nil {
		return err
	}
	*p = PlayerMeta{Status: StatusOK, StatusTurn: -1}
	return json.UnmarshalDecode(dec, (*playerFields)(p))
}

// readTurns reads meta.turns, the per-turn records; a record without a
// seat has seat -1.
func readTurns(dec *jsontext.Decoder, turns *[]TurnRecord) error {
	*turns = nil
	if dec.PeekKind() == 'n' {
		_, err := dec.ReadToken()
		return err
	}
	var out []TurnRecord
	_, err := ReadArray(dec, "an array of turn records", func(i int) error {
		if i >= MaxTurnLimit {
			return RefuseAt(ItemPath(dec, i), "more than %d turn records", MaxTurnLimit)
		}
		if err := Want(dec, i, '{', "an object"); err != nil {
			return err
		}
		out = append(out, TurnRecord{Turn: Unset, Seat: Unset}) // read in place
		rec := &out[len(out)-1]
		if err := json.UnmarshalDecode(dec, (*turnFields)(rec)); err != nil {
			return err
		}
		switch {
		case rec.Turn == Unset:
			return Refuse(dec, "missing \"turn\"")
		case rec.Turn < 0:
			return RefuseAt(pathOf(dec.StackPointer())+".turn", "is %d, want a turn 0 or more", rec.Turn)
		case rec.Seat == Unset:
			rec.Seat = -1
		case rec.Seat < 0:
			return RefuseAt(pathOf(dec.StackPointer())+".seat", "is %d, want a seat 0 or more", rec.Seat)
		}
		return nil
	})
	if err == nil && len(out) > 0 {
		*turns = out
	}
	return err
}
