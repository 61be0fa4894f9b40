package view

import (
	"cmp"
	"strconv"

	"floorfall/game"
	"floorfall/replay"
)

// NewLive makes the Match of a match being played, from the replay of its
// turns so far (none, or a fork's first turns): turns come with Append.
// Its banner is made when the game is over.
func NewLive(title string, r game.Replay) (*Match, error) {
	m, err := FromReplay(r, title)
	if err != nil {
		return nil, err
	}
	m.Title = cut(title, MaxNameRunes) // a title, not a path
	m.isLive = !m.board.Over()
	return m, nil
}

// Live reports whether the match is still being played.
func (m *Match) Live() bool { return m.isLive }

// Append adds a turn played live: its events (as the game played them),
// the match after it, its records and the seats as they are now (statuses
// that turn may have changed). When the game is over the match stops being
// live and its banner is made. Append on a match that is not live does
// nothing.
func (m *Match) Append(turn game.Turn, after game.Match, recs []replay.TurnRecord, seats []Seat) {
	if !m.isLive {
		return
	}
	t := m.board.Turns()
	m.board.Append(turn, after)
	m.live = after
	m.records = append(m.records, nil)
	for _, rec := range recs {
		m.turns = append(m.turns, rec)
		m.addRecord(len(m.turns)-1, t)
	}
	m.SetSeats(seats)
	m.takeResult()
	m.addTurn(t)
	if m.board.Over() {
		m.isLive = false
		m.banner = m.makeBanner()
	}
}

// SetSeats sets the statuses of a live match's seats (a bot given up
// before turn 0, one that failed since); the names stay.
func (m *Match) SetSeats(seats []Seat) {
	for i := range m.Seats[:min(len(seats), len(m.Seats))] {
		s := seats[i]
		s.Name = m.Seats[i].Name
		s.Status = cut(s.Status, MaxNameRunes)
		s.Detail = seatDetail(s.Detail)
		m.Seats[i] = s
	}
}

// SeatsOf are the seats of a replay's players.
func SeatsOf(players []replay.PlayerMeta) []Seat {
	seats := make([]Seat, len(players))
	for i, p := range players {
		seats[i] = Seat{Name: p.Name, Status: p.Status, StatusTurn: p.StatusTurn, Detail: p.Detail, Person: p.Command == replay.PersonCommand}
	}
	return seats
}

// LiveTimeout says that seat i's bot ran out of time in a match played in
// the window, and how to give the bots room: a window drawing the match
// takes CPU from them, on a small machine enough that a bot answering in
// time headless misses its limit. The flag and a value three times the
// limit it had are the game's (game.Info.MoreTime); "" when the seat did
// not run out of time.
func LiveTimeout(m *Match, i int) string {
	if i < 0 || i >= len(m.Seats) {
		return ""
	}
	s := m.Seats[i]
	f, ok := m.Game().Info().MoreTime(s.Status, s.StatusTurn, s.Detail)
	if !ok {
		return ""
	}
	limit := m.limit
	if r := m.Record(s.StatusTurn, i); r != nil {
		limit = cmp.Or(r.Limit, limit)
	}
	what := "timed out in turn " + strconv.Itoa(s.StatusTurn)
	if s.Status == replay.StatusNotReady {
		what = "was not ready in time"
	}
	more := f.Flag + " D"
	if limit > 0 && s.Status == replay.StatusTimeout {
		more = f.Flag + " " + f.Value(3*limit)
	}
	return "P" + strconv.Itoa(i) + " " + m.Name(i) + " " + what + ": a live window takes CPU from the bots. " +
		"Give them room with " + more + ", or play the match headless with floorfall run"
}
