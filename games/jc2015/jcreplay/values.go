package jcreplay

import (
	"strconv"

	"github.com/go-json-experiment/json/jsontext"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// readPlacement reads replay.initial: [["x","y","D"], ...] for the four
// players.
func readPlacement(dec *jsontext.Decoder, p *engine.Placement) error {
	*p = engine.Placement{}
	return replay.ReadSeats(dec, p[:], `an array of 4 players ["x", "y", facing]`)
}

// readStart reads one player's ["x", "y", facing]. The coordinates may be
// strings (as the official server writes them) or numbers.
func readStart(dec *jsontext.Decoder, st *engine.Start) error {
	const wanted = `an array ["x", "y", facing]`
	n, err := replay.ReadArray(dec, wanted, func(i int) error {
		var err error
		switch i {
		case 0:
			st.X, err = readCoord(dec, i)
		case 1:
			st.Y, err = readCoord(dec, i)
		case 2:
			st.Facing, err = readFacing(dec, i)
		default:
			err = replay.RefuseAt(replay.ItemPath(dec, i), "one item too many, want %s", wanted)
		}
		return err
	})
	switch {
	case err != nil:
		return err
	case n != 3:
		return replay.Refuse(dec, "has %d items, want %s", n, wanted)
	}
	return nil
}

// readCoord reads a coordinate: an integer as a string or a number, written
// plainly ("14", not "+14", "014", " 14" or "-0"). It is item i of an array.
func readCoord(dec *jsontext.Decoder, i int) (int, error) {
	if dec.PeekKind() == '0' {
		text, err := dec.ReadValue()
		if err != nil {
			return 0, err
		}
		if string(text) == "-0" {
			return 0, replay.Refuse(dec, "is -0, want a coordinate such as 14")
		}
		n, err := replay.Integer(dec, text, -1<<31, 1<<31-1)
		return int(n), err
	}
	if err := replay.Want(dec, i, '"', "a coordinate such as \"14\""); err != nil {
		return 0, err
	}
	s, err := replay.ReadText(dec, i)
	if err != nil {
		return 0, err
	}
	c, perr := strconv.ParseInt(s, 10, 32)
	switch {
	case perr != nil:
		return 0, replay.Refuse(dec, "%s is not an integer", replay.Quote(s))
	case strconv.FormatInt(c, 10) != s:
		return 0, replay.Refuse(dec, "%s is not an integer written plainly, such as \"14\"", replay.Quote(s))
	}
	return int(c), nil
}

// readFacing reads a facing letter, item i of an array.
func readFacing(dec *jsontext.Decoder, i int) (engine.Dir, error) {
	s, err := replay.ReadText(dec, i)
	if err != nil {
		return 0, err
	}
	if len(s) != 1 || !engine.Dir(s[0]).Valid() {
		return 0, replay.Refuse(dec, "%s is not one of U D L R", replay.Quote(s))
	}
	return engine.Dir(s[0]), nil
}

// readCommands reads replay.commands: one-letter strings.
func readCommands(dec *jsontext.Decoder, cmds *[]engine.Command) error {
	out := make([]engine.Command, 0, 1024)
	_, err := replay.ReadArray(dec, "an array of commands", func(i int) error {
		if i >= replay.MaxTurnLimit {
			return replay.RefuseAt(replay.ItemPath(dec, i), "more than %d turns", replay.MaxTurnLimit)
		}
		if err := replay.Want(dec, i, '"', "a string"); err != nil {
			return err
		}
		v, err := dec.ReadValue()
		if err != nil {
			return err
		}
		// The common case, a plain one-letter string, without decoding.
		if len(v) == 3 && engine.ValidCommand(v[1]) {
			out = append(out, engine.Command(v[1]))
			return nil
		}
		s := replay.Unquote(v)
		if len(s) != 1 || !engine.ValidCommand(s[0]) {
			return replay.Refuse(dec, "%s is not one of U D L R A N", replay.Quote(s))
		}
		out = append(out, engine.Command(s[0]))
		return nil
	})
	*cmds = out
	return err
}
