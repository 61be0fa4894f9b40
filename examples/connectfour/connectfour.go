// Package connectfour is Connect Four, the example game of
// docs/adding-a-game.md: its rules, its bots' protocol, built-in bots and
// replay file (package plug is its view, painter and registration).
//
// Two seats drop discs in turn into 7 columns of 6 rows: four of a seat's
// in a row (across, down, slanted) win, a full board is a draw, an answer
// that is not a column with room loses. A bot, one process for the match,
// is sent a line a turn, its seat and the rows from the top ('.' empty, 0
// and 1 the seats' discs: "1 ....... ....... ....... ....... ...0...
// ..01..."), and answers a line: a column, 0 to 6.
package connectfour

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/go-json-experiment/json"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/replay"
)

// Name is the game's name on the command line and in replays.
const Name = "connectfour"

// Cols and Rows are the board's size.
const Cols, Rows = 7, 6

// Game is Connect Four.
type Game struct{}

// Info describes Connect Four: seats, how bots are asked, built-in bots.
func (Game) Info() game.Info {
	return game.Info{
		Name: Name, Title: "Connect Four", Tagline: "four in a row", MinSeats: 2, MaxSeats: 2,
		Sends: "its seat and the rows from the top (. empty, 0 or 1 a disc); answers a column, 0 to 6",
		Ask: game.Ask{Kind: game.Persistent, ActionTimeout: time.Second,
			Stateless: "each input is the whole board"},
		Length:   "at most 42 turns, a disc each",
		Builtins: []string{"random"},
		Demo:     []string{"random", "random"},
	}
}

// New starts a match on an empty board (every match's beginning).
func (Game) New(s game.Setup) (game.Match, error) {
	if s.Seats != 2 {
		return nil, fmt.Errorf("Connect Four is played by 2, not %d", s.Seats)
	}
	return replayed(nil)
}

// Builtin is a built-in bot run inside floorfall.
func (Game) Builtin(name string, seat int, seed int64, s game.Setup) (bot.Player, error) {
	decide, err := builtin(name, seed)
	return bot.Decider(decide), err
}

// Serve is a built-in bot as a program ('floorfall bot'): a line in, out.
func (Game) Serve(name string, seed int64, _ map[string]string, _ []string, in io.Reader, out io.Writer) error {
	decide, err := builtin(name, seed)
	for sc := bufio.NewScanner(in); err == nil && sc.Scan(); {
		_, err = fmt.Fprintln(out, decide(sc.Text()))
	}
	return err
}

// builtin is the built-in bot name, random: it drops in a random column
// with room.
func builtin(name string, seed int64) (func(input string) string, error) {
	if name != "random" {
		return nil, fmt.Errorf("no built-in bot %q (there is random)", name)
	}
	rnd := rand.New(rand.NewPCG(uint64(seed), 4))
	return func(input string) string {
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
	}, nil
}

// Grid is the board, row 0 at the top: cell c, r is [r*Cols+c], '.' when
// empty, else '0' or '1', a seat's disc.
type Grid [Rows * Cols]byte

// Drop drops a disc of who ('0' or '1') in column c: ok when c is a
// column with room; four when the disc makes four in a row.
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
			x, y := c+s*d[0], r+s*d[1]
			for ; x >= 0 && x < Cols && y >= 0 && y < Rows && g[y*Cols+x] == who; x, y = x+s*d[0], y+s*d[1] {
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
	End   string // why the match ended: "four", "full", "refused"; "" not yet
}

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

// Play drops the acting seat's disc in the column it answered; no
// answer, or one that is not a column with room, loses.
func (m *Match) Play(replies []game.Reply) game.Turn {
	c, err := strconv.Atoi(strings.TrimSpace(replies[0].Text))
	if err != nil || replies[0].Missing != "" {
		c = -1
	}
	ok, four := m.Grid.Drop(c, '0'+byte(replies[0].Seat))
	switch {
	case !ok:
		c, m.End = -1, "refused"
	case four:
		m.End = "four"
	case !bytes.Contains(m.Grid[:Cols], []byte{'.'}):
		m.End = "full"
	}
	m.Moves = append(m.Moves, c)
	return game.Turn{Number: len(m.Moves) - 1, Events: c}
}

// Result: four in a row wins, an answer refused loses, a full board is a
// draw.
func (m *Match) Result() game.Result {
	res := game.Result{Over: m.Over(), Reason: m.End, Turns: len(m.Moves), TurnLimit: Rows * Cols, Winner: -1,
		Outcomes: game.NewOutcomes([]int{1, 1}, nil)}
	last := (len(m.Moves) + 1) % 2 // the seat that played last
	switch m.End {
	case "four":
		res.Winner = last
	case "refused":
		res.Winner, res.Outcomes[last].Refused = 1-last, 1
	}
	if res.Winner >= 0 {
		res.Outcomes[1-res.Winner].Place, res.Outcomes[res.Winner].Score = 2, 1
	}
	return res
}

// Clone is a copy of the match.
func (m *Match) Clone() game.Match {
	c := *m
	c.Moves = slices.Clone(m.Moves)
	return &c
}

// Replay is the match played so far, with floorfall's meta.
func (m *Match) Replay(meta *replay.Meta) game.Replay {
	r := &Replay{Match: m.Clone().(*Match)}
	if meta != nil {
		c := meta.Normalize(Name, Rows*Cols, 2)
		r.meta = &c
	}
	return r
}

// replayed is the match after moves, or why they are not a match.
func replayed(moves []int) (*Match, error) {
	m := &Match{}
	copy(m.Grid[:], strings.Repeat(".", Rows*Cols))
	for k, c := range moves {
		if m.Over() {
			return nil, fmt.Errorf("moves[%d]: the game was over", k)
		}
		if m.Play([]game.Reply{{Seat: k % 2, Text: strconv.Itoa(c)}}); m.Moves[k] != c {
			return nil, fmt.Errorf("moves[%d]: %d is not a column with room (-1: an answer refused)", k, c)
		}
	}
	return m, nil
}

// Replay is a match read from a file or played: the match after its
// last turn (Result), and floorfall's meta.
type Replay struct {
	*Match
	meta *replay.Meta
}

func (r *Replay) Game() game.Game    { return Game{} }
func (r *Replay) Meta() *replay.Meta { return r.meta }
func (r *Replay) Seats() int         { return 2 }
func (r *Replay) Turns() int         { return len(r.Moves) }
func (r *Replay) Notes() []game.Note { return nil } // no event worth a line

// At is the match after the first t turns.
func (r *Replay) At(t int) (game.Match, error) {
	if t < 0 || t > len(r.Moves) {
		return nil, fmt.Errorf("the game has no turn %d (0 to %d)", t, len(r.Moves))
	}
	return replayed(r.Moves[:t])
}

// Input is what seat (-1: the one acting) was sent in turn t.
func (r *Replay) Input(dst []byte, t, seat int, _ map[string]string) ([]byte, error) {
	m, err := r.At(t)
	if err != nil || t == len(r.Moves) {
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

// Write writes the replay file, on one line.
func (r *Replay) Write(w io.Writer) error {
	b, err := json.Marshal(file{Name, r.Moves, r.meta}, replay.WriteOptions)
	if err == nil {
		_, err = w.Write(append(b, '\n'))
	}
	return err
}

// Sniff: a file of this game begins with its name.
func (Game) Sniff(data []byte) bool { return bytes.HasPrefix(data, []byte(`{"game": "`+Name+`"`)) }

// Decode reads a replay file and plays its moves back by the rules.
func (Game) Decode(data []byte, name string) (game.Replay, error) {
	var f file
	if err := json.Unmarshal(data, &f, replay.ReadOptions(nil)); err != nil {
		return nil, replay.JSONError(err, data, name)
	}
	if f.Game != Name {
		return nil, replay.Errorf(name, "game", "is %q, want %q", f.Game, Name)
	}
	m, err := replayed(f.Moves)
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
	return &Replay{m, f.Meta}, nil
}
