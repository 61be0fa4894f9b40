package replay

import (
	"slices"

	"floorfall/draw"
)

// Normalize returns m with the defaults of a meta made in Go filled in:
// format, game, turn limit (the game's default, turnLimit), seats players
// at least, a player's status "ok" for "", and no status turn (-1) for an
// "ok" player. m's slices are not changed.
func (m Meta) Normalize(game string, turnLimit, seats int) Meta {
	if m.Format == 0 {
		m.Format = FormatVersion
	}
	if m.Game == "" {
		m.Game = game
	}
	if m.TurnLimit == 0 {
		m.TurnLimit = turnLimit
	}
	if len(m.Players) < seats {
		m.Players = append(m.Players[:len(m.Players):len(m.Players)], make([]PlayerMeta, seats-len(m.Players))...)
	} else {
		m.Players = slices.Clone(m.Players)
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

// Check checks what a meta says on its own, before the game is played: it
// is of this format and of game, lists seats players with valid statuses,
// and its turn limit, action time and records are in range. name is the
// file's name for the *Error.
func (m *Meta) Check(name, game string, seats int) *Error {
	switch {
	case m.Format != FormatVersion:
		return Errorf(name, "meta.format", "is %d, want %d", m.Format, FormatVersion)
	case m.Game != game:
		return Errorf(name, "meta.game", "is %s: not a replay of %s", Quote(m.Game), game)
	case len(m.Players) != seats:
		return Errorf(name, "meta.players", "has %d players, want %d", len(m.Players), seats)
	case m.TurnLimit < 1 || m.TurnLimit > MaxTurnLimit:
		return Errorf(name, "meta.turnLimit", "is %d, want 1 to %d", m.TurnLimit, MaxTurnLimit)
	case m.ActionTimeout < 0:
		return Errorf(name, "meta.actionTimeout", "is %v, below 0", m.ActionTimeout)
	}
	if err := m.checkForks(name); err != nil {
		return err
	}
	for i, p := range m.Players {
		pp := at("meta.players").idx(i)
		if !validStatus(p.Status) {
			return Errorf(name, pp.dot("status").String(), "%s is not one of \"ok\", \"not-ready\", \"timeout\", \"exited\", \"crashed\", \"invalid\"", Quote(p.Status))
		}
		if p.Status == StatusOK && p.StatusTurn != -1 {
			return Errorf(name, pp.dot("statusTurn").String(), "is %d, want -1 with status \"ok\"", p.StatusTurn)
		}
		if p.Ready < 0 {
			return Errorf(name, pp.dot("ready").String(), "is %v, below 0", p.Ready)
		}
		if p.StatusTurn < -1 {
			return Errorf(name, pp.dot("statusTurn").String(), "is %d, want -1 or a turn", p.StatusTurn)
		}
		if p.Refused < 0 {
			return Errorf(name, pp.dot("refused").String(), "is %d, below 0", p.Refused)
		}
	}
	for i, r := range m.Turns {
		rp := at("meta.turns").idx(i)
		if r.Turn < 0 {
			return Errorf(name, rp.dot("turn").String(), "is %d, want a turn 0 or more", r.Turn)
		}
		if i > 0 {
			switch prev := m.Turns[i-1]; {
			case r.Turn < prev.Turn:
				return Errorf(name, rp.dot("turn").String(), "is %d, want %d or more (records are in turn order)", r.Turn, prev.Turn)
			case r.Turn == prev.Turn && r.Seat == prev.Seat:
				return Errorf(name, rp.dot("turn").String(), "is %d, want a turn after %d (one record a seat and turn)", r.Turn, prev.Turn)
			case r.Turn == prev.Turn && r.Seat < prev.Seat:
				return Errorf(name, rp.dot("seat").String(), "is %d, want a seat after %d (the records of a turn are in seat order)", r.Seat, prev.Seat)
			}
		}
		if r.Seat < 0 || r.Seat >= seats {
			return Errorf(name, rp.dot("seat").String(), "is %d, want a seat 0 to %d", r.Seat, seats-1)
		}
		if r.Took < 0 {
			return Errorf(name, rp.dot("took").String(), "is %s, want a duration of 0 or more", r.Took)
		}
		if r.Limit < 0 {
			return Errorf(name, rp.dot("limit").String(), "is %s, want a duration of 0 or more", r.Limit)
		}
		if err := r.checkDrawings(name, rp); err != nil {
			return err
		}
	}
	return nil
}

// checkDrawings checks a record's drawings are within their limits.
func (r *TurnRecord) checkDrawings(name string, rp path) *Error {
	if len(r.Draw) > draw.MaxCommands {
		return Errorf(name, rp.dot("draw").String(), "has %d commands, want at most %d", len(r.Draw), draw.MaxCommands)
	}
	for k, c := range r.Draw {
		if len(c) > draw.MaxLen {
			return Errorf(name, index(rp.dot("draw").String(), k), "is %d bytes long, want at most %d", len(c), draw.MaxLen)
		}
	}
	if len(r.Dropped) > MaxDropReasons {
		return Errorf(name, rp.dot("dropped").String(), "has %d reasons, want at most %d", len(r.Dropped), MaxDropReasons)
	}
	for k, d := range r.Dropped {
		switch dp := index(rp.dot("dropped").String(), k); {
		case d.Why == "" || len(d.Why) > MaxDropWhy:
			return Errorf(name, dp+".why", "is %d bytes long, want 1 to %d", len(d.Why), MaxDropWhy)
		case d.N < 1 || d.N > MaxDropped:
			return Errorf(name, dp+".n", "is %d, want 1 to %d", d.N, MaxDropped)
		}
	}
	return nil
}

// CheckPlayed checks what a meta says about a game of turns turns: the
// fork turn, the players' status turns and the records' turns are in it.
func (m *Meta) CheckPlayed(name string, turns int) *Error {
	if f := m.Fork; f != nil && (f.At < 0 || f.At > turns) {
		return Errorf(name, "meta.fork.at", "is %d, but the game has %d turns", f.At, turns)
	}
	for i, p := range m.Players {
		if p.StatusTurn > turns {
			return Errorf(name, at("meta.players").idx(i).dot("statusTurn").String(), "is %d, but the game has %d turns", p.StatusTurn, turns)
		}
	}
	if n := len(m.Turns); n > 0 && m.Turns[n-1].Turn >= turns {
		i, _ := slices.BinarySearchFunc(m.Turns, turns, func(r TurnRecord, t int) int { return r.Turn - t })
		return Errorf(name, at("meta.turns").idx(i).dot("turn").String(), "is %d, but the game has %d turns (0 to %d)", m.Turns[i].Turn, turns, turns-1)
	}
	return nil
}

// checkForks checks a meta's chain of forks: at most MaxForkDepth deep,
// at most MaxPlayers names each.
func (m *Meta) checkForks(name string) *Error {
	path := "meta.fork"
	for d, f := 0, m.Fork; f != nil; d, f = d+1, f.Parent {
		switch {
		case d >= MaxForkDepth:
			return Errorf(name, path, "is nested in more than %d forks", MaxForkDepth)
		case len(f.Names) > MaxPlayers:
			return Errorf(name, path+".names", "has %d names, want at most %d", len(f.Names), MaxPlayers)
		case f.At < 0:
			return Errorf(name, path+".at", "is %d, want a turn 0 or more", f.At)
		}
		path += ".parent"
	}
	return nil
}
