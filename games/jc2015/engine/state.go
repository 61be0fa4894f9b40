package engine

import "fmt"

// Player is one player's state.
type Player struct {
	Square      // position; meaningless once Fallen
	Facing Dir  // U, D, L or R
	Wait   int  // turns of its own it still has to wait (shown to bots as S)
	Fallen bool // left the board for good
	FellAt int  // the turn it fell in, when Fallen
	FellBy int  // who scheduled the block it fell with (may be itself), when Fallen
}

// Reason says why a game ended.
type Reason string

// The reasons a game ends.
const (
	LastStanding Reason = "last-standing" // one player left on the board
	TurnLimit    Reason = "turn-limit"    // the turn limit was reached with two or more players left
	AllFallen    Reason = "all-fallen"    // the last players fell in the same turn
)

// Result is the outcome of a finished game. Winner is -1 for a draw.
type Result struct {
	Winner int
	Reason Reason
}

// State is the whole state of a game between two turns.
type State struct {
	// Turn is the number of the next turn to play, that is the number of
	// turns played so far.
	Turn int
	// TurnLimit is the number of turns after which the game ends.
	TurnLimit int
	// Timers holds each block's timer, indexed [y][x]: 0 standing, k > 0
	// falls in k turns, k < 0 fallen and stands again in -k turns.
	Timers [Blocks][Blocks]int8
	// Owners holds, for each counting-down block, the player whose attack
	// set its timer; -1 for other blocks.
	Owners  [Blocks][Blocks]int8
	Players [NumPlayers]Player
	// Over is set once the game has ended; Result is valid then.
	Over   bool
	Result Result
	// Invalid counts each player's answers that were not one of U D L R
	// A N (taken as N) in the turns it acted (not waiting, not fallen):
	// a tally of floorfall's, which the official server did not keep.
	Invalid [NumPlayers]int
}

// Start is a player's initial placement.
type Start struct {
	Square
	Facing Dir
}

// Placement is the initial placement of the four players, in id order.
type Placement [NumPlayers]Start

// Timer returns the timer of block b.
func (s *State) Timer(b Block) int { return int(s.Timers[b.Y][b.X]) }

// Owner returns who scheduled block b to fall, or -1.
func (s *State) Owner(b Block) int { return int(s.Owners[b.Y][b.X]) }

// Standing reports whether block b stands (timer >= 0): it can be entered.
func (s *State) Standing(b Block) bool { return s.Timers[b.Y][b.X] >= 0 }

// Acting returns the id of the player acting in the next turn.
func (s *State) Acting() int { return s.Turn % NumPlayers }

// Alive returns how many players are on the board.
func (s *State) Alive() int {
	n := 0
	for i := range s.Players {
		if !s.Players[i].Fallen {
			n++
		}
	}
	return n
}

// PlayerAt returns the id of the player on square q, or -1.
func (s *State) PlayerAt(q Square) int {
	for i := range s.Players {
		if p := &s.Players[i]; !p.Fallen && p.Square == q {
			return i
		}
	}
	return -1
}

// Check validates a placement: every square on the board, every facing one
// of U, D, L, R, and the players at Manhattan distance > 3 from each other.
func (p *Placement) Check() error {
	for i, st := range p {
		if !st.On() {
			return fmt.Errorf("player %d: square (x %d, y %d) is off the board", i, st.X, st.Y)
		}
		if !st.Facing.Valid() {
			return fmt.Errorf("player %d: facing %q is not one of U, D, L, R", i, rune(st.Facing))
		}
		for j := 0; j < i; j++ {
			if d := Dist(st.Square, p[j].Square); d <= MinDistance {
				return fmt.Errorf("players %d and %d are at distance %d; they must be more than %d apart", j, i, d, MinDistance)
			}
		}
	}
	return nil
}

// NewGame returns the state before turn 0 for a placement. turnLimit <= 0
// means DefaultTurnLimit. The placement must pass Check.
func NewGame(p Placement, turnLimit int) (*State, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	if turnLimit <= 0 {
		turnLimit = DefaultTurnLimit
	}
	s := &State{TurnLimit: turnLimit}
	for y := range s.Owners {
		for x := range s.Owners[y] {
			s.Owners[y][x] = -1
		}
	}
	for i, st := range p {
		s.Players[i] = Player{Square: st.Square, Facing: st.Facing, FellAt: -1, FellBy: -1}
	}
	return s, nil
}
