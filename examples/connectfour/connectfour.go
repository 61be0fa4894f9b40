// Package connectfour is the rules, bots and replay file of Connect Four,
// the example game of docs/adding-a-game.md (package plug is its view,
// painter and registration). Two seats drop discs in turn into 7 columns
// of 6 rows; four in a row win. A bot, one process for the match, is sent
// a line a turn, its seat and the rows from the top ("1 ....... .......
// ....... ....... ...0... ..01..."), and answers a column, 0 to 6.
package connectfour

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/go-json-experiment/json"

	"floorfall/bot/ask"
	"floorfall/game"
	"floorfall/replay"
)

// Name is the game's name (--game, a replay's meta.game); Cols and Rows
// are the board's size.
const Name, Cols, Rows = "connectfour", 7, 6

// Game is Connect Four.
type Game struct{}

// Info describes Connect Four: seats, how bots are asked, built-in bots.
func (Game) Info() game.Info {
	return game.Info{
		Name: Name, Title: "Connect Four", Tagline: "four in a row", MinSeats: 2, MaxSeats: 2,
		Sends: "its seat and the rows from the top (. empty, 0 or 1 a disc); answers a column, 0 to 6",
		Ask: game.Ask{Kind: game.Persistent, ActionTimeout: time.Second,
			Stateless: "each input is the whole board"},
		Builtins: []string{"random"},
		Demo:     []string{"random", "random"},
	}
}

// New starts a match (of 2 seats, as Info says) on an empty board.
func (Game) New(game.Setup) (game.Match, error) { return (&Match{}).At(0) }

// Builtin is a built-in bot, run inside floorfall or as a program
// ('floorfall bot': game.Serve asks it a line at a time). random drops in
// a column with room.
func (Game) Builtin(name string, seat int, seed int64, s game.Setup) (ask.Player, error) {
	if name != "random" {
		return nil, fmt.Errorf("no built-in bot %q (there is random)", name)
	}
	rnd := rand.New(rand.NewPCG(uint64(seed), 4))
	return ask.Decider(func(input string) string {
		var free []int
		for c, cell := range append(strings.Fields(input), "", "")[1] { // the top row
			if cell == '.' {
				free = append(free, c)
			}
		}
		if len(free) == 0 {
			return "0"
		}
		return strconv.Itoa(free[rnd.IntN(len(free))])
	}), nil
}

// Grid is the board: cell c, r at [r*Cols+c], row 0 at the top; '.', '0', '1'.
type Grid [Rows * Cols]byte

// Drop drops who's disc in column c: ok when c has room; four if four in a row.
func (g *Grid) Drop(c int, who byte) (ok, four bool) {
	r := Rows - 1
	for r >= 0 && (c < 0 || c >= Cols || g[r*Cols+c] != '.') {
		r--
	}
	if r < 0 {
		return false, false
	}
	g[r*Cols+c] = who
	for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		n := 1 // the discs in a row through c, r
		for _, s := range []int{1, -1} {
			for x, y := c+s*d[0], r+s*d[1]; x >= 0 && x < Cols && y >= 0 && y < Rows && g[y*Cols+x] == who; x, y = x+s*d[0], y+s*d[1] {
				n++
			}
		}
		four = four || n >= 4
	}
	return true, four
}

// Match is a match in progress: the board and each turn's column.
type Match struct {
	Grid  Grid
	Moves []int  // a turn's column; -1: the seat's answer was refused
	End   string // why the match ended: Four, Full, Refused; "" not yet
	notes []game.Note
}

// The reasons a match ends, the result's and the banner's words.
const Four, Full, Refused = "four in a row", "a full board", "an answer refused"

// Turn is the number of turns played; Over whether the match ended.
func (m *Match) Turn() int  { return len(m.Moves) }
func (m *Match) Over() bool { return m.End != "" }

// Acting: the seats take turns, seat 0 first.
func (m *Match) Acting(dst []game.Act) []game.Act {
	return append(dst, game.Act{Seat: len(m.Moves) % 2})
}

// Input is the seat, then the rows from the top.
func (m *Match) Input(dst []byte, seat int) []byte {
	dst = strconv.AppendInt(dst, int64(seat), 10)
	for r := range Rows {
		dst = append(append(dst, ' '), m.Grid[r*Cols:(r+1)*Cols]...)
	}
	return dst
}

// Play drops the seat's disc in the column it answered; no column with room loses.
func (m *Match) Play(replies []game.Reply) game.Turn {
	t, seat := len(m.Moves), replies[0].Seat
	c, err := strconv.Atoi(strings.TrimSpace(replies[0].Text))
	if err != nil || replies[0].Missing != "" {
		c = -1
	}
	ok, four := m.Grid.Drop(c, '0'+byte(seat))
	var notes []game.Note
	switch {
	case !ok:
		c, m.End = -1, Refused
		notes = []game.Note{{Turn: t, Kind: game.NoteInvalid, Seat: seat, By: -1, Text: "answered no column with room"}}
	case four:
		m.End = Four
	case !bytes.Contains(m.Grid[:Cols], []byte{'.'}):
		m.End = Full
	}
	m.Moves, m.notes = append(m.Moves, c), append(m.notes, notes...)
	return game.Turn{Number: t, Events: c, Notes: notes}
}

// Result: four in a row wins, an answer refused loses, a full board draws.
func (m *Match) Result() game.Result {
	places, last := []int{1, 1}, (len(m.Moves)+1)%2 // the seat that played last
	switch m.End {
	case Four:
		places[1-last] = 2
	case Refused:
		places[last] = 2
	}
	res := game.Ranked(m.Over(), places, nil)
	res.Reason, res.Turns, res.TurnLimit = m.End, len(m.Moves), Rows*Cols
	if m.End == Refused {
		res.Outcomes[last].Refused = 1
	}
	return res
}

// Clone is a copy of the match.
func (m *Match) Clone() game.Match {
	c := *m
	c.Moves, c.notes = slices.Clone(m.Moves), slices.Clone(m.notes)
	return &c
}

// Replay is the match played so far, with floorfall's meta.
func (m *Match) Replay(meta *replay.Meta) game.Replay {
	c := m.Clone().(*Match)
	r := &Replay{game.ReplayBase{GameOf: Game{}, SeatCount: 2, TurnCount: len(c.Moves), NoteList: c.notes}, c}
	if meta != nil {
		n := meta.Normalize(Name, Rows*Cols, 2)
		r.MetaOf = &n
	}
	return r
}

// At is the match after its first t turns, played anew by the rules (a
// file's moves are checked so).
func (m *Match) At(t int) (game.Match, error) {
	if t < 0 || t > len(m.Moves) {
		return nil, fmt.Errorf("the game has no turn %d (0 to %d)", t, len(m.Moves))
	}
	a := &Match{}
	copy(a.Grid[:], strings.Repeat(".", Rows*Cols))
	for k, c := range m.Moves[:t] {
		if a.Over() {
			return nil, fmt.Errorf("moves[%d]: the game was over", k)
		}
		if a.Play([]game.Reply{{Seat: k % 2, Text: strconv.Itoa(c)}}); a.Moves[k] != c {
			return nil, fmt.Errorf("moves[%d]: %d is not a column with room (-1: an answer refused)", k, c)
		}
	}
	return a, nil
}

// Replay is a match read or played: ReplayBase, and its last match (Result, At).
type Replay struct {
	game.ReplayBase
	*Match
}

// Input is what seat (-1: the one acting) was sent in turn t.
func (r *Replay) Input(dst []byte, t, seat int, _ map[string]string) ([]byte, error) {
	m, err := r.At(t)
	if t == len(r.Moves) || err != nil {
		return dst, fmt.Errorf("the game has no turn %d (0 to %d)", t, len(r.Moves)-1)
	}
	if seat < 0 {
		seat = t % 2
	}
	return m.Input(dst, seat), nil
}

// file is a replay file: the game's name, each turn's column, the meta.
type file struct {
	Game  string       `json:"game"`
	Moves []int        `json:"moves"`
	Meta  *replay.Meta `json:"meta,omitzero"`
}

// Write writes the replay file, on one line (game.Detect knows it by its
// "game").
func (r *Replay) Write(w io.Writer) error {
	b, err := json.Marshal(file{Name, r.Moves, r.MetaOf}, replay.WriteOptions)
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}

// Decode reads a replay file and plays its moves back by the rules.
func (Game) Decode(data []byte, name string) (game.Replay, error) {
	var f file
	if err := json.Unmarshal(data, &f, replay.ReadOptions(nil)); err != nil {
		return nil, replay.JSONError(err, data, name)
	}
	if f.Game != Name {
		return nil, replay.Errorf(name, "game", "is %q, want %q", f.Game, Name)
	}
	m, err := (&Match{Moves: f.Moves}).At(len(f.Moves))
	if err != nil {
		return nil, replay.Errorf(name, "", "%v", err)
	}
	if f.Meta != nil {
		if err := f.Meta.Check(name, Name, 2); err != nil {
			return nil, err
		}
		if err := f.Meta.CheckPlayed(name, len(f.Moves)); err != nil {
			return nil, err
		}
	}
	r := m.(*Match).Replay(nil).(*Replay)
	r.MetaOf = f.Meta
	return r, nil
}
