package replay

import (
	"strconv"

	"floorfall/engine"
)

// given records which derived values a file states (and must then agree
// with the game) and which it leaves out (and are then derived).
type given struct {
	winner bool
	result bool
}

// decode reads the JSON of a replay file into a File, checking shapes and
// types. The game itself is checked by play.
func decode(data []byte, name string) (*File, given, *Error) {
	s := &scanner{data: data, file: name}
	f := &File{Winner: -1}
	var g given
	haveReplay := false
	err := s.object(at("top level"), "an object with \"replay\"", func(key []byte) *Error {
		switch string(key) {
		case "log":
			raw, err := s.raw()
			if err != nil {
				return err
			}
			f.Log = append([]byte(nil), raw...)
		case "winner":
			p := at("winner")
			w, err := s.smallInt(p)
			if err != nil {
				return err
			}
			if w < -1 || w >= engine.NumPlayers {
				return s.errorf(p, "is %d, want -1 (no winner) or a player 0 to 3", w)
			}
			f.Winner, g.winner = w, true
		case "replay":
			haveReplay = true
			return s.replay(f)
		case "meta":
			null, err := s.isNull()
			if err != nil {
				return err
			}
			f.Meta, g.result = nil, false
			if !null {
				f.Meta, g.result, err = s.meta()
				return err
			}
		default:
			return s.skip(1)
		}
		return nil
	})
	if err != nil {
		return nil, g, err
	}
	if s.peek(); s.pos < len(s.data) {
		return nil, g, s.syntax("the end of the file after the top-level object")
	}
	if !haveReplay {
		return nil, g, errorf(name, "top level", "missing \"replay\"")
	}
	if f.Log == nil {
		f.Log = []byte("[]")
	}
	return f, g, nil
}

// replay reads the official "replay" object.
func (s *scanner) replay(f *File) *Error {
	p := at("replay")
	haveInitial, haveCommands := false, false
	err := s.object(p, "an object with \"initial\" and \"commands\"", func(key []byte) *Error {
		switch string(key) {
		case "initial":
			haveInitial = true
			return s.initial(&f.Initial)
		case "commands":
			haveCommands = true
			return s.commands(f)
		}
		return s.skip(2)
	})
	switch {
	case err != nil:
		return err
	case !haveInitial:
		return s.errorf(p, "missing \"initial\"")
	case !haveCommands:
		return s.errorf(p, "missing \"commands\"")
	}
	return nil
}

// initial reads replay.initial: [["x","y","D"], ...] for the four players.
func (s *scanner) initial(pl *engine.Placement) *Error {
	*pl = engine.Placement{}
	return s.fourPlayers(at("replay.initial"), `an array of 4 players ["x", "y", facing]`, func(i int, pp path) *Error {
		return s.start(pp, &pl[i])
	})
}

// fourPlayers reads an array at p of one item a player, read by player.
func (s *scanner) fourPlayers(p path, want string, player func(i int, pp path) *Error) *Error {
	n, err := s.array(p, want, func(i int) *Error {
		pp := p.idx(i)
		if i >= engine.NumPlayers {
			return s.errorf(pp, "one player too many, want %d", engine.NumPlayers)
		}
		return player(i, pp)
	})
	switch {
	case err != nil:
		return err
	case n != engine.NumPlayers:
		return s.errorf(p, "has %d players, want %d", n, engine.NumPlayers)
	}
	return nil
}

// start reads one player's ["x", "y", facing]. The coordinates may be strings
// (as the official server writes them) or numbers.
func (s *scanner) start(p path, st *engine.Start) *Error {
	const want = `an array ["x", "y", facing]`
	n, err := s.array(p, want, func(i int) *Error {
		ep := p.idx(i)
		var err *Error
		switch i {
		case 0:
			st.X, err = s.coord(ep)
		case 1:
			st.Y, err = s.coord(ep)
		case 2:
			st.Facing, err = s.facing(ep)
		default:
			err = s.errorf(ep, "one item too many, want %s", want)
		}
		return err
	})
	switch {
	case err != nil:
		return err
	case n != 3:
		return s.errorf(p, "has %d items, want %s", n, want)
	}
	return nil
}

// coord reads a coordinate: an integer as a string or a number.
func (s *scanner) coord(p path) (int, *Error) {
	if s.peek() != '"' {
		if kind(s.peek()) == "a number" {
			return s.smallInt(p)
		}
		return 0, s.wrongType(p, "a coordinate such as \"14\"")
	}
	v, err := s.str()
	if err != nil {
		return 0, err
	}
	c, perr := strconv.ParseInt(v, 10, 32)
	if perr != nil {
		return 0, s.errorf(p, "%s is not an integer", quote(v))
	}
	return int(c), nil
}

// facing reads a facing letter.
func (s *scanner) facing(p path) (engine.Dir, *Error) {
	v, err := s.string(p)
	if err != nil {
		return 0, err
	}
	if len(v) != 1 || !engine.Dir(v[0]).Valid() {
		return 0, s.errorf(p, "%s is not one of U D L R", quote(v))
	}
	return engine.Dir(v[0]), nil
}

// commands reads replay.commands: one-letter strings.
func (s *scanner) commands(f *File) *Error {
	p := at("replay.commands")
	f.Commands = nil
	cmds := make([]engine.Command, 0, 256)
	d := s.data
	_, err := s.array(p, "an array of commands", func(i int) *Error {
		if i >= MaxTurnLimit {
			return s.errorf(p.idx(i), "more than %d turns", MaxTurnLimit)
		}
		// The common case, a plain one-letter string, without decoding.
		s.peek()
		if j := s.pos; j+2 < len(d) && d[j] == '"' && d[j+2] == '"' && engine.ValidCommand(d[j+1]) {
			cmds = append(cmds, engine.Command(d[j+1]))
			s.pos = j + 3
			return nil
		}
		v, err := s.string(p.idx(i))
		if err != nil {
			return err
		}
		if len(v) != 1 || !engine.ValidCommand(v[0]) {
			return s.errorf(p.idx(i), "%s is not one of U D L R A N", quote(v))
		}
		cmds = append(cmds, engine.Command(v[0]))
		return nil
	})
	if err != nil {
		return err
	}
	if len(cmds) > 0 {
		f.Commands = cmds
	}
	return nil
}
