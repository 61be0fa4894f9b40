package builtin

import (
	"fmt"
	"strconv"
	"strings"

	"floorfall/games/jc2015/engine"
)

// View is what a bot knows from one input text.
type View struct {
	ID      int                               // the bot's own player id
	Turn    int                               // the turn to play
	Timers  [engine.Blocks][engine.Blocks]int // block timers, [y][x] (row, column)
	Players [engine.NumPlayers]PlayerView     // players 0..3
}

// PlayerView is one player as the input text shows it.
type PlayerView struct {
	engine.Square            // X column, Y row, whatever the order of the text; meaningless when Fallen
	Facing        engine.Dir // U, D, L or R
	Wait          int        // own turns it still has to wait
	Fallen        bool       // sent as -1 -1
}

// inputTokens is the number of words of an input text without EOD: id, T,
// 36 timers and 4 players of 4 words.
const inputTokens = 2 + engine.Blocks*engine.Blocks + engine.NumPlayers*4

// ParseInput reads one input text of the protocol: id, T, 6 lines of 6
// block timers, 4 lines "P Q D S", and an optional final EOD. order says
// what P Q are: engine.XY for column then row, anything else (engine.RowCol,
// the default) for row then column. Line breaks are not significant; any
// missing, extra or malformed word is an error.
func ParseInput(text string, order engine.Coords) (*View, error) {
	w := strings.Fields(text)
	if len(w) == inputTokens+1 && w[inputTokens] == "EOD" {
		w = w[:inputTokens]
	}
	if len(w) != inputTokens {
		return nil, fmt.Errorf("builtin: input has %d words, want %d and EOD", len(w), inputTokens)
	}
	v := new(View)
	var err error
	num := func(i, lo, hi int, what string) int {
		if err != nil {
			return 0
		}
		n, e := strconv.Atoi(w[i])
		if e != nil || n < lo || n > hi {
			err = fmt.Errorf("builtin: input word %d (%s) is %q, want an integer in %d..%d", i+1, what, w[i], lo, hi)
		}
		return n
	}
	v.ID = num(0, 0, engine.NumPlayers-1, "id")
	v.Turn = num(1, 0, 1<<30, "turn")
	for i := range engine.Blocks * engine.Blocks {
		v.Timers[i/engine.Blocks][i%engine.Blocks] = num(2+i, -128, 127, "block timer")
	}
	for i := range v.Players {
		k := 2 + engine.Blocks*engine.Blocks + 4*i
		a, b := num(k, -1, engine.Size-1, "square"), num(k+1, -1, engine.Size-1, "square")
		if order == engine.XY {
			a, b = b, a
		}
		p := &v.Players[i]
		p.Y, p.X = a, b
		p.Wait = num(k+3, 0, 1<<20, "wait")
		if err != nil {
			return nil, err
		}
		if p.X < 0 || p.Y < 0 {
			if p.X != -1 || p.Y != -1 {
				return nil, fmt.Errorf("builtin: player %d is at %s %s: only -1 -1 (fallen) may be negative", i, w[k], w[k+1])
			}
			p.Fallen = true
		}
		if d := w[k+2]; len(d) == 1 && engine.Dir(d[0]).Valid() {
			p.Facing = engine.Dir(d[0])
		} else {
			return nil, fmt.Errorf("builtin: player %d faces %q, want U, D, L or R", i, d)
		}
	}
	if err != nil {
		return nil, err
	}
	return v, nil
}

// State returns an engine state equal to what the view shows, with a turn
// limit far enough not to end a simulation. Who scheduled a counting-down
// block is not in the view: every owner is -1.
func (v *View) State() *engine.State {
	s := &engine.State{Turn: v.Turn, TurnLimit: v.Turn + 10*engine.DefaultTurnLimit}
	for y := range s.Timers {
		for x := range s.Timers[y] {
			s.Timers[y][x] = int8(v.Timers[y][x])
			s.Owners[y][x] = -1
		}
	}
	for i, p := range v.Players {
		s.Players[i] = engine.Player{Square: p.Square, Facing: p.Facing, Wait: p.Wait, Fallen: p.Fallen, FellAt: -1, FellBy: -1}
	}
	return s
}
