package replay

import (
	"slices"

	"floorfall/games/jc2015/engine"
)

// checkPlacement checks the initial placement, naming the item at fault.
func checkPlacement(p *engine.Placement, name string) *Error {
	const path = "replay.initial"
	for i, st := range p {
		ip := index(path, i)
		if st.X < 0 || st.X >= engine.Size {
			return errorf(name, ip+"[0]", "x %d is off the board (0 to %d)", st.X, engine.Size-1)
		}
		if st.Y < 0 || st.Y >= engine.Size {
			return errorf(name, ip+"[1]", "y %d is off the board (0 to %d)", st.Y, engine.Size-1)
		}
		if !st.Facing.Valid() {
			return errorf(name, ip+"[2]", "%s is not one of U D L R", quote(string(rune(st.Facing))))
		}
		for j := range i {
			if d := engine.Dist(st.Square, p[j].Square); d <= engine.MinDistance {
				return errorf(name, ip, "player %d at x %d, y %d is at distance %d from player %d at x %d, y %d; players must start more than %d apart",
					i, st.X, st.Y, d, j, p[j].X, p[j].Y, engine.MinDistance)
			}
		}
	}
	return nil
}

// checkMeta checks what the meta says on its own, before the game is played.
func checkMeta(m *Meta, name string) *Error {
	if m.Format != FormatVersion {
		return errorf(name, "meta.format", "is %d, want %d", m.Format, FormatVersion)
	}
	if m.Game != Game {
		return errorf(name, "meta.game", "is %s: not a replay of %s (%s)", quote(m.Game), Game, "JavaChallenge2015")
	}
	if len(m.Players) != engine.NumPlayers {
		return errorf(name, "meta.players", "has %d players, want %d", len(m.Players), engine.NumPlayers)
	}
	if m.TurnLimit < 1 || m.TurnLimit > MaxTurnLimit {
		return errorf(name, "meta.turnLimit", "is %d, want 1 to %d", m.TurnLimit, MaxTurnLimit)
	}
	if m.ActionTimeout < 0 {
		return errorf(name, "meta.actionTimeout", "is %v, below 0", m.ActionTimeout)
	}
	if _, ok := engine.ParseCoords(m.Coords); !ok {
		return errorf(name, "meta.coords", "%s is not \"rc\" or \"xy\"", quote(m.Coords))
	}
	for i, p := range m.Players {
		pp := at("meta.players").idx(i)
		if !validStatus(p.Status) {
			return errorf(name, pp.dot("status").String(), "%s is not one of \"ok\", \"not-ready\", \"timeout\", \"exited\"", quote(p.Status))
		}
		if p.Status == StatusOK && p.StatusTurn != -1 {
			return errorf(name, pp.dot("statusTurn").String(), "is %d, want -1 with status \"ok\"", p.StatusTurn)
		}
		if p.Ready < 0 {
			return errorf(name, pp.dot("ready").String(), "is %v, below 0", p.Ready)
		}
		if p.StatusTurn < -1 {
			return errorf(name, pp.dot("statusTurn").String(), "is %d, want -1 or a turn", p.StatusTurn)
		}
	}
	prev := -1
	for i, r := range m.Turns {
		if r.Turn <= prev {
			return errorf(name, at("meta.turns").idx(i).dot("turn").String(), "is %d, want a turn after %d (records are in turn order, one per turn)", r.Turn, prev)
		}
		if r.Took < 0 {
			return errorf(name, at("meta.turns").idx(i).dot("took").String(), "is %s, want a duration of 0 or more", r.Took)
		}
		prev = r.Turn
	}
	return nil
}

// checkMetaGame checks what the meta says about the game played.
func checkMetaGame(m *Meta, name string, g given, out *game) *Error {
	if f := m.Fork; f != nil && (f.At < 0 || f.At > out.played) {
		return errorf(name, "meta.fork.at", "is %d, but the game has %d turns", f.At, out.played)
	}
	for i, p := range m.Players {
		if p.StatusTurn > out.played {
			return errorf(name, index("meta.players", i)+".statusTurn", "is %d, but the game has %d turns", p.StatusTurn, out.played)
		}
	}
	if n := len(m.Turns); n > 0 && m.Turns[n-1].Turn >= out.played {
		i, _ := slices.BinarySearchFunc(m.Turns, out.played, func(r TurnRecord, t int) int { return r.Turn - t })
		return errorf(name, index("meta.turns", i)+".turn", "is %d, but the game has %d turns (0 to %d)", m.Turns[i].Turn, out.played, out.played-1)
	}
	if !g.result {
		return nil
	}
	r, want := &m.Result, out.resultMeta()
	if r.Winner != want.Winner {
		return errorf(name, "meta.result.winner", "is %d, but %s", r.Winner, out.describe())
	}
	switch r.Reason {
	case "", engine.LastStanding, engine.TurnLimit, engine.AllFallen:
	default:
		return errorf(name, "meta.result.reason", "%s is not one of \"last-standing\", \"turn-limit\", \"all-fallen\", \"\"", quote(string(r.Reason)))
	}
	if r.Reason != want.Reason {
		return errorf(name, "meta.result.reason", "is %s, but %s", quote(string(r.Reason)), out.describe())
	}
	// The falls may be listed in any order.
	for i, fm := range r.Falls {
		if !slices.Contains(want.Falls, fm) || slices.Contains(r.Falls[:i], fm) {
			return errorf(name, index("meta.result.falls", i), "player %d falling in turn %d dropped by %d: no such fall in the game", fm.Player, fm.Turn, fm.By)
		}
	}
	for _, fm := range want.Falls {
		if !slices.Contains(r.Falls, fm) {
			return errorf(name, "meta.result.falls", "missing player %d falling in turn %d dropped by %d", fm.Player, fm.Turn, fm.By)
		}
	}
	return nil
}

// normalize fills in the defaults of a meta made in Go: format, turn limit,
// coordinate order and player status; an "ok" player has no status turn.
func normalize(m Meta) Meta {
	if m.Format == 0 {
		m.Format = FormatVersion
	}
	if m.Game == "" {
		m.Game = Game
	}
	if m.TurnLimit == 0 {
		m.TurnLimit = engine.DefaultTurnLimit
	}
	if len(m.Players) < engine.NumPlayers {
		m.Players = append(m.Players[:len(m.Players):len(m.Players)], make([]PlayerMeta, engine.NumPlayers-len(m.Players))...)
	} else {
		m.Players = slices.Clone(m.Players)
	}
	// A record's seat is the acting player's (Go's zero value is filled in).
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
	for i := range m.Players {
		p := &m.Players[i]
		if p.Status == "" {
			p.Status = StatusOK
		}
		if p.Status == StatusOK {
			p.StatusTurn = -1
		}
	}
	return m
}

// isZero reports whether a result was left unset (Go's zero value).
func (r *ResultMeta) isZero() bool {
	return r.Winner == 0 && r.Reason == "" && len(r.Falls) == 0
}
