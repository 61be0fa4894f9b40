package replay

import (
	"time"

	"floorfall/engine"
)

// meta reads floorfall's "meta" object, filling in defaults for what it
// leaves out. It reports whether it holds a result.
func (s *scanner) meta() (*Meta, bool, *Error) {
	m := &Meta{TurnLimit: engine.DefaultTurnLimit, Coords: string(engine.XY)}
	for i := range m.Players {
		m.Players[i] = PlayerMeta{Status: StatusOK, StatusTurn: -1}
	}
	haveFormat, haveResult := false, false
	err := s.object(at("meta"), "an object", func(key []byte) *Error {
		var err *Error
		switch string(key) {
		case "format":
			p := at("meta.format")
			if m.Format, err = s.smallInt(p); err != nil {
				return err
			}
			if m.Format != FormatVersion {
				return s.errorf(p, "is %d, want %d (the format this floorfall reads)", m.Format, FormatVersion)
			}
			haveFormat = true
		case "floorfall":
			m.Floorfall, err = s.string(at("meta.floorfall"))
		case "seed":
			var null bool
			if null, err = s.isNull(); err == nil {
				m.Seed = nil
				if !null {
					var v int64
					v, err = s.integer(at("meta.seed"))
					m.Seed = &v
				}
			}
		case "turnLimit":
			m.TurnLimit, err = s.smallInt(at("meta.turnLimit"))
		case "coords":
			m.Coords, err = s.string(at("meta.coords"))
		case "players":
			err = s.players(&m.Players)
		case "result":
			var null bool
			if null, err = s.isNull(); err == nil {
				m.Result, haveResult = ResultMeta{}, !null
				if !null {
					err = s.result(&m.Result)
				}
			}
		case "turns":
			var null bool
			if null, err = s.isNull(); err == nil {
				m.Turns = nil
				if !null {
					err = s.turns(m)
				}
			}
		default:
			err = s.skip(2)
		}
		return err
	})
	switch {
	case err != nil:
		return nil, false, err
	case !haveFormat:
		return nil, false, s.errorf(at("meta"), "missing \"format\"")
	}
	return m, haveResult, nil
}

// players reads meta.players: four objects.
func (s *scanner) players(ps *[engine.NumPlayers]PlayerMeta) *Error {
	return s.fourPlayers(at("meta.players"), "an array of 4 players", func(i int, pp path) *Error {
		pm := &ps[i]
		*pm = PlayerMeta{Status: StatusOK, StatusTurn: -1}
		return s.object(pp, "an object", func(key []byte) *Error {
			var err *Error
			switch string(key) {
			case "name":
				pm.Name, err = s.string(pp.dot("name"))
			case "command":
				pm.Command, err = s.string(pp.dot("command"))
			case "status":
				pm.Status, err = s.string(pp.dot("status"))
			case "statusTurn":
				pm.StatusTurn, err = s.smallInt(pp.dot("statusTurn"))
			case "detail":
				pm.Detail, err = s.string(pp.dot("detail"))
			default:
				err = s.skip(4)
			}
			return err
		})
	})
}

// result reads meta.result.
func (s *scanner) result(r *ResultMeta) *Error {
	r.Winner = -1
	return s.object(at("meta.result"), "an object", func(key []byte) *Error {
		var err *Error
		switch string(key) {
		case "winner":
			r.Winner, err = s.smallInt(at("meta.result.winner"))
		case "reason":
			var v string
			v, err = s.string(at("meta.result.reason"))
			r.Reason = engine.Reason(v)
		case "falls":
			err = s.falls(r)
		default:
			err = s.skip(3)
		}
		return err
	})
}

// falls reads meta.result.falls.
func (s *scanner) falls(r *ResultMeta) *Error {
	p := at("meta.result.falls")
	r.Falls = nil
	_, err := s.array(p, "an array of falls", func(i int) *Error {
		fp := p.idx(i)
		if i >= engine.NumPlayers {
			return s.errorf(fp, "more than %d falls", engine.NumPlayers)
		}
		var fm FallMeta
		var have [3]bool
		err := s.object(fp, "an object {\"turn\", \"player\", \"by\"}", func(key []byte) *Error {
			var err *Error
			switch string(key) {
			case "turn":
				fm.Turn, err = s.smallInt(fp.dot("turn"))
				have[0] = true
			case "player":
				fm.Player, err = s.smallInt(fp.dot("player"))
				have[1] = true
			case "by":
				fm.By, err = s.smallInt(fp.dot("by"))
				have[2] = true
			default:
				err = s.skip(5)
			}
			return err
		})
		if err != nil {
			return err
		}
		for k, key := range [3]string{"turn", "player", "by"} {
			if !have[k] {
				return s.errorf(fp, "missing %q", key)
			}
		}
		r.Falls = append(r.Falls, fm)
		return nil
	})
	return err
}

// turns reads meta.turns, the per-turn records.
func (s *scanner) turns(m *Meta) *Error {
	p := at("meta.turns")
	// Room for a record per turn, if the file is that long ({"turn":0}).
	m.Turns = make([]TurnRecord, 0, max(0, min(m.TurnLimit, MaxTurnLimit, (len(s.data)-s.pos)/10)))
	_, err := s.array(p, "an array of turn records", func(i int) *Error {
		tp := p.idx(i)
		if i >= MaxTurnLimit {
			return s.errorf(tp, "more than %d turn records", MaxTurnLimit)
		}
		rec := TurnRecord{Turn: -1}
		err := s.object(tp, "an object", func(key []byte) *Error {
			var err *Error
			switch string(key) {
			case "turn":
				rec.Turn, err = s.smallInt(tp.dot("turn"))
				if err == nil && rec.Turn < 0 {
					err = s.errorf(tp.dot("turn"), "is %d, want a turn 0 or more", rec.Turn)
				}
			case "reply":
				rec.Reply, err = s.string(tp.dot("reply"))
			case "took":
				var v string
				if v, err = s.string(tp.dot("took")); err == nil {
					var perr error
					if rec.Took, perr = time.ParseDuration(v); perr != nil {
						err = s.errorf(tp.dot("took"), "%s is not a duration such as \"1.2ms\"", quote(v))
					}
				}
			case "stderr":
				rec.Stderr, err = s.string(tp.dot("stderr"))
			default:
				err = s.skip(4)
			}
			return err
		})
		switch {
		case err != nil:
			return err
		case rec.Turn < 0:
			return s.errorf(tp, "missing \"turn\"")
		}
		m.Turns = append(m.Turns, rec)
		return nil
	})
	if len(m.Turns) == 0 {
		m.Turns = nil
	}
	return err
}
