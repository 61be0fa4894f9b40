package view

import (
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/replay"
)

// NewLive makes the Match of a match being played, from the replay of its
// turns so far (none, or a fork's first turns): turns come with Append.
// Its banner is made when the game is over.
func NewLive(title string, tl *jcreplay.Timeline) *Match {
	m := FromTimeline(tl, title)
	m.live = !m.States[m.Turns()].Over
	// The slices are the match's own from now on: Append grows them.
	m.States = append([]engine.State(nil), m.States...)
	m.Events = append([]engine.Events(nil), m.Events...)
	m.Falls = append([]FallMark(nil), m.Falls...)
	m.turns = append([]replay.TurnRecord(nil), m.turns...)
	return m
}

// Live reports whether the match is still being played.
func (m *Match) Live() bool { return m.live }

// Append adds a turn played live: its events, the state after it, its
// record (nil if none) and the seats as they are now (statuses that turn
// may have changed). When the game is over the match stops being live and
// its banner is made. Append on a match that is not live does nothing.
func (m *Match) Append(ev engine.Events, after engine.State, rec *replay.TurnRecord, seats [engine.NumPlayers]Seat) {
	if !m.live {
		return
	}
	t := len(m.Events)
	m.Events = append(m.Events, ev)
	m.States = append(m.States, after)
	m.records = append(m.records, -1)
	if rec != nil {
		m.turns = append(m.turns, *rec)
		m.records[t] = int32(len(m.turns) - 1)
	}
	m.SetSeats(seats)
	for p := range engine.NumPlayers {
		if by, ok := ev.Fell(p); ok {
			f := FallMark{Turn: t, Player: p, By: by}
			m.Falls = append(m.Falls, f)
			m.addFallText(f)
		}
	}
	m.notes = m.appendNotes(m.notes, t)
	if after.Over {
		m.live = false
		m.banner = m.makeBanner()
	}
}

// SetSeats sets the statuses of a live match's seats (a bot given up
// before turn 0, one that failed since); the names stay.
func (m *Match) SetSeats(seats [engine.NumPlayers]Seat) {
	for i := range seats {
		seats[i].Name = m.Seats[i].Name
		seats[i].Status = cut(seats[i].Status, MaxNameRunes)
		seats[i].Detail = cut(seats[i].Detail, MaxDetailRunes)
	}
	m.Seats = seats
}

// SeatsOf are the seats of a replay's players.
func SeatsOf(players []replay.PlayerMeta) [engine.NumPlayers]Seat {
	var seats [engine.NumPlayers]Seat
	for i, p := range players[:min(len(players), engine.NumPlayers)] {
		seats[i] = Seat{Name: p.Name, Status: p.Status, StatusTurn: p.StatusTurn, Detail: p.Detail}
	}
	return seats
}

// LastState is the state after the newest turn.
func (m *Match) LastState() *engine.State { return &m.States[len(m.States)-1] }

// Initial is the match's placement.
func (m *Match) Initial() engine.Placement {
	var p engine.Placement
	for i, pl := range m.States[0].Players {
		p[i] = engine.Start{Square: pl.Square, Facing: pl.Facing}
	}
	return p
}
