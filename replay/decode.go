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
	if err := s.beginObject(at("top level"), "an object with \"replay\""); err != nil {
		return nil, g, err
	}
	haveReplay := false
	for n := 0; ; {
		key, ok, err := s.nextKey(&n)
		if err != nil {
			return nil, g, err
		}
		if !ok {
			break
		}
		switch string(key) {
		case "log":
			raw, err := s.raw()
			if err != nil {
				return nil, g, err
			}
			f.Log = append([]byte(nil), raw...)
		case "winner":
			p := at("winner")
			w, err := s.smallInt(p)
			if err != nil {
				return nil, g, err
			}
			if w < -1 || w >= engine.NumPlayers {
				return nil, g, s.errorf(p, "is %d, want -1 (no winner) or a player 0 to 3", w)
			}
			f.Winner, g.winner = w, true
		case "replay":
			if err := s.replay(f); err != nil {
				return nil, g, err
			}
			haveReplay = true
		case "meta":
			null, err := s.isNull()
			if err != nil {
				return nil, g, err
			}
			f.Meta, g.result = nil, false
			if !null {
				if f.Meta, g.result, err = s.meta(); err != nil {
					return nil, g, err
				}
			}
		default:
			if err := s.skip(1); err != nil {
				return nil, g, err
			}
		}
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
	if err := s.beginObject(p, "an object with \"initial\" and \"commands\""); err != nil {
		return err
	}
	haveInitial, haveCommands := false, false
	for n := 0; ; {
		key, ok, err := s.nextKey(&n)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		switch string(key) {
		case "initial":
			if err := s.initial(&f.Initial); err != nil {
				return err
			}
			haveInitial = true
		case "commands":
			if err := s.commands(f); err != nil {
				return err
			}
			haveCommands = true
		default:
			if err := s.skip(2); err != nil {
				return err
			}
		}
	}
	switch {
	case !haveInitial:
		return s.errorf(p, "missing \"initial\"")
	case !haveCommands:
		return s.errorf(p, "missing \"commands\"")
	}
	return nil
}

// initial reads replay.initial: [["x","y","D"], ...] for the four players.
func (s *scanner) initial(pl *engine.Placement) *Error {
	p := at("replay.initial")
	if err := s.beginArray(p, `an array of 4 players ["x", "y", facing]`); err != nil {
		return err
	}
	*pl = engine.Placement{}
	n := 0
	for {
		ok, err := s.nextElem(&n)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		i := n - 1
		if i >= engine.NumPlayers {
			return s.errorf(p.idx(i), "one player too many, want %d", engine.NumPlayers)
		}
		if err := s.start(p.idx(i), &pl[i]); err != nil {
			return err
		}
	}
	if n != engine.NumPlayers {
		return s.errorf(p, "has %d players, want %d", n, engine.NumPlayers)
	}
	return nil
}

// start reads one player's ["x", "y", facing]. The coordinates may be strings
// (as the official server writes them) or numbers.
func (s *scanner) start(p path, st *engine.Start) *Error {
	const want = `an array ["x", "y", facing]`
	if err := s.beginArray(p, want); err != nil {
		return err
	}
	n := 0
	for {
		ok, err := s.nextElem(&n)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		ep := p.idx(n - 1)
		switch n - 1 {
		case 0:
			st.X, err = s.coord(ep)
		case 1:
			st.Y, err = s.coord(ep)
		case 2:
			st.Facing, err = s.facing(ep)
		default:
			return s.errorf(ep, "one item too many, want %s", want)
		}
		if err != nil {
			return err
		}
	}
	if n != 3 {
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
	if err := s.beginArray(p, "an array of commands"); err != nil {
		return err
	}
	f.Commands = nil
	cmds := make([]engine.Command, 0, 256)
	d := s.data
	for n := 0; ; {
		ok, err := s.nextElem(&n)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		if len(cmds) >= MaxTurnLimit {
			return s.errorf(p.idx(len(cmds)), "more than %d turns", MaxTurnLimit)
		}
		// The common case, a plain one-letter string, without decoding.
		s.peek()
		if i := s.pos; i+2 < len(d) && d[i] == '"' && d[i+2] == '"' && engine.ValidCommand(d[i+1]) {
			cmds = append(cmds, engine.Command(d[i+1]))
			s.pos = i + 3
			continue
		}
		v, err := s.string(p.idx(len(cmds)))
		if err != nil {
			return err
		}
		if len(v) != 1 || !engine.ValidCommand(v[0]) {
			return s.errorf(p.idx(len(cmds)), "%s is not one of U D L R A N", quote(v))
		}
		cmds = append(cmds, engine.Command(v[0]))
	}
	if len(cmds) > 0 {
		f.Commands = cmds
	}
	return nil
}
