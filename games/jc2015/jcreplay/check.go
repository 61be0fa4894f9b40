package jcreplay

import (
	"fmt"
	"slices"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// checkPlacement checks the initial placement, naming the item at fault.
func checkPlacement(p *engine.Placement, name string) *replay.Error {
	for i, st := range p {
		ip := fmt.Sprintf("replay.initial[%d]", i)
		if st.X < 0 || st.X >= engine.Size {
			return replay.Errorf(name, ip+"[0]", "x %d is off the board (0 to %d)", st.X, engine.Size-1)
		}
		if st.Y < 0 || st.Y >= engine.Size {
			return replay.Errorf(name, ip+"[1]", "y %d is off the board (0 to %d)", st.Y, engine.Size-1)
		}
		if !st.Facing.Valid() {
			return replay.Errorf(name, ip+"[2]", "%s is not one of U D L R", replay.Quote(string(rune(st.Facing))))
		}
		for j := range i {
			if d := engine.Dist(st.Square, p[j].Square); d <= engine.MinDistance {
				return replay.Errorf(name, ip, "player %d at x %d, y %d is at distance %d from player %d at x %d, y %d; players must start more than %d apart",
					i, st.X, st.Y, d, j, p[j].X, p[j].Y, engine.MinDistance)
			}
		}
	}
	return nil
}

// checkMeta checks what the meta says on its own, before the game is played
// (a record's seat is the acting player's: decode and normalize see to it).
func checkMeta(m *Meta, name string) *replay.Error {
	if err := m.Meta.Check(name, Game, engine.NumPlayers); err != nil {
		return err
	}
	if _, ok := engine.ParseCoords(m.Coords); !ok {
		return replay.Errorf(name, "meta.coords", "%s is not \"rc\" or \"xy\"", replay.Quote(m.Coords))
	}
	return nil
}

// checkMetaGame checks what the meta says about the game played.
func checkMetaGame(m *Meta, name string, g given, out *game) *replay.Error {
	if err := m.Meta.CheckPlayed(name, out.played+out.playedOn); err != nil {
		return err
	}
	if !g.result {
		return nil
	}
	r, want := &m.Result, out.resultMeta()
	if r.Winner != want.Winner {
		return replay.Errorf(name, "meta.result.winner", "is %d, but %s", r.Winner, out.describe())
	}
	switch r.Reason {
	case "", engine.LastStanding, engine.TurnLimit, engine.AllFallen:
	default:
		return replay.Errorf(name, "meta.result.reason", "%s is not one of \"last-standing\", \"turn-limit\", \"all-fallen\", \"\"", replay.Quote(string(r.Reason)))
	}
	if r.Reason != want.Reason {
		return replay.Errorf(name, "meta.result.reason", "is %s, but %s", replay.Quote(string(r.Reason)), out.describe())
	}
	// The falls may be listed in any order.
	for i, fm := range r.Falls {
		if !slices.Contains(want.Falls, fm) || slices.Contains(r.Falls[:i], fm) {
			return replay.Errorf(name, fmt.Sprintf("meta.result.falls[%d]", i), "player %d falling in turn %d dropped by %d: no such fall in the game", fm.Player, fm.Turn, fm.By)
		}
	}
	for _, fm := range want.Falls {
		if !slices.Contains(r.Falls, fm) {
			return replay.Errorf(name, "meta.result.falls", "missing player %d falling in turn %d dropped by %d", fm.Player, fm.Turn, fm.By)
		}
	}
	return nil
}

// normalize fills in the defaults of a meta made in Go (see
// replay.Meta.Normalize): turn limit, four players, coordinate order; a
// record's seat is the acting player's.
func normalize(m Meta) Meta {
	m.Meta = m.Meta.Normalize(Game, engine.DefaultTurnLimit, engine.NumPlayers)
	for i, r := range m.Turns {
		if r.Seat != r.Turn%engine.NumPlayers {
			m.Turns = slices.Clone(m.Turns)
			for k := range m.Turns[i:] {
				m.Turns[i+k].Seat = m.Turns[i+k].Turn % engine.NumPlayers
			}
			break
		}
	}
	if m.Coords == "" {
		m.Coords = string(engine.XY)
	}
	return m
}

// isZero reports whether a result was left unset (Go's zero value).
func (r *ResultMeta) isZero() bool {
	return r.Winner == 0 && r.Reason == "" && len(r.Falls) == 0
}
