package view

import (
	"path/filepath"
	"strconv"
	"time"

	"floorfall/game"
	"floorfall/replay"
)

// Seat is what the viewer knows of the bot in one seat.
type Seat struct {
	Name string // as in the replay; Match.Name gives "Player N" for ""
	// Status is one of the replay.Status values ("" is ok); StatusTurn
	// the turn it began in (-1: before turn 0).
	Status     string
	StatusTurn int
	Detail     string
	// Person: the seat is played by a person at the keyboard, not a bot.
	Person bool
}

// Match is a whole game as the viewer shows it: its seats, records and
// events of note; its board (the game's part) holds the states.
type Match struct {
	Title string // usually the replay's file name
	Seats []Seat
	// Outs are the timeline's marks: every seat out of the game (as the
	// result of the turns so far says), in turn then seat order; OutLines
	// are them as the panel lists them.
	Outs     []OutMark
	OutLines []OutLine

	board    Board
	outcomes []game.Outcome // the result's, after the turns so far
	src      game.Replay    // the replay shown; a live match's is made on demand
	live     game.Match     // a live match's newest turn, nil otherwise
	names    []string
	banner   *Banner
	// parents are the names of the players of the turns before the fork
	// (see NameAt), made on demand.
	parents map[*replay.ForkMeta][]string

	// records[t] are the indexes in turns of turn t's records.
	turns   []replay.TurnRecord
	records [][]int32
	notes   []Note // the events of note, for [ and ]
	isLive  bool   // still being played: turns may come (see Append)
	limit   time.Duration
	meta    replay.Meta // a live match's meta, for its replay
	draws   drawCache   // the drawings of the turn shown last
}

// FromReplay makes the Match of a replay. title is shown in the window's
// title (a path is cut to its file name).
func FromReplay(r game.Replay, title string) (*Match, error) {
	if title != "" {
		title = filepath.Base(title)
	}
	m := &Match{Title: cut(title, MaxNameRunes), src: r}
	n := r.Seats()
	m.Seats = make([]Seat, n)
	if meta := r.Meta(); meta != nil {
		m.meta = *meta
		m.turns, m.limit = append([]replay.TurnRecord(nil), meta.Turns...), meta.ActionTimeout
		for i, p := range meta.Players[:min(n, len(meta.Players))] {
			m.Seats[i] = Seat{Name: cut(p.Name, MaxNameRunes), Status: cut(p.Status, MaxNameRunes),
				StatusTurn: p.StatusTurn, Detail: seatDetail(p.Detail), Person: p.Command == replay.PersonCommand}
		}
	}
	m.names = names(m.Seats)
	b, err := boardOf(r, m.names)
	if err != nil {
		return nil, err
	}
	m.board = b
	m.records = make([][]int32, b.Turns())
	for k, rec := range m.turns {
		m.addRecord(k, rec.Turn)
	}
	m.takeResult()
	for t := range b.Turns() {
		m.addTurn(t)
	}
	m.banner = m.makeBanner()
	return m, nil
}

// NamesOf are the names of a replay's seats as shown: "Player i" for a
// seat without one, a name several seats share numbered (see Numbered).
func NamesOf(r game.Replay) []string {
	seats := make([]Seat, r.Seats())
	if meta := r.Meta(); meta != nil {
		for i, p := range meta.Players[:min(len(seats), len(meta.Players))] {
			seats[i].Name = cut(p.Name, MaxNameRunes)
		}
	}
	return names(seats)
}

func names(seats []Seat) []string {
	ns := make([]string, len(seats))
	for i, s := range seats {
		ns[i] = s.Name
		if ns[i] == "" {
			ns[i] = "Player " + strconv.Itoa(i)
		}
	}
	return Numbered(ns)
}

// addRecord files record k under turn t.
func (m *Match) addRecord(k, t int) {
	if t >= 0 && t < len(m.records) {
		m.records[t] = append(m.records[t], int32(k))
	}
}

// addTurn takes turn t's events of note.
func (m *Match) addTurn(t int) { m.notes = m.appendNotes(m.notes, t) }

// Board is the game's part of the match.
func (m *Match) Board() Board { return m.board }

// Turns is the number of turns played.
func (m *Match) Turns() int { return m.board.Turns() }

// NumSeats is the number of seats.
func (m *Match) NumSeats() int { return len(m.Seats) }

// Name is seat i's name, "Player i" when the replay has none (a name
// several seats share numbered); NameAt a turn before a fork.
func (m *Match) Name(i int) string { return NameOf(m.names, i) }

// Names are the seats' names as shown.
func (m *Match) Names() []string { return m.names }

// Chart is the match's course (a live match's grows with it).
func (m *Match) Chart() *Chart { return m.board.Chart() }

// Replay is the match as a replay: the file shown, or a live match's turns
// so far (forks play on from its At).
func (m *Match) Replay() game.Replay {
	if m.live != nil {
		meta := m.meta
		meta.Turns = m.turns
		meta.Players = append([]replay.PlayerMeta(nil), meta.Players...)
		for i := range meta.Players[:min(len(meta.Players), len(m.Seats))] {
			s := m.Seats[i]
			meta.Players[i].Status, meta.Players[i].StatusTurn, meta.Players[i].Detail = s.Status, s.StatusTurn, s.Detail
		}
		return m.live.Clone().Replay(&meta)
	}
	return m.src
}

// Game is the match's game.
func (m *Match) Game() game.Game { return m.src.Game() }
