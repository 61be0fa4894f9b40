package tenkaview

import (
	"fmt"
	"strconv"

	"floorfall/game"
	"floorfall/games/tenka1/engine"
	"floorfall/view"
)

// moveNames say what the moves 0 to 3 do: turn by that many quarters to
// the left, then go one cell forward.
var moveNames = [4]string{"0: ahead", "1: left", "2: back", "3: right"}

// Card is seat i's standing in state shown: its score and place once the
// second half scores, its area; its ranking points at the end.
func (b *Board) Card(shown, i int) view.CardState {
	s := &b.States[shown]
	var c view.CardState
	rank := s.Ranks()[i]
	switch {
	case s.Over():
		c.State = fmt.Sprintf("score %d · %s · %+d ranking points", s.Score[i], view.Ordinal(rank), s.RankPoints()[i])
	case s.Turn > engine.ScoreFrom:
		c.State = fmt.Sprintf("score %d (%s) · area %d", s.Score[i], view.Ordinal(rank), s.Area[i])
	default:
		c.State = fmt.Sprintf("area %d · scores from turn %d", s.Area[i], engine.ScoreFrom)
	}
	return c
}

// Describe says what seat i did in turn t: its move (a few texts, kept
// laid out from turn to turn; where it went is on the cube).
func (b *Board) Describe(t, i int) string {
	if v := b.move(t, i); v >= 0 {
		return moveNames[v]
	}
	return "no call"
}

// Taken is the move that took effect in turn t, and why there was none
// (the bot's doing: it made no call).
func (b *Board) Taken(t, i int) view.Taken {
	v := b.move(t, i)
	if v < 0 {
		return view.Taken{What: "none", Why: "no call for this turn: the agent stood still", Fault: view.BotFault}
	}
	return view.Taken{What: moveNames[v]}
}

// Notes appends turn t's events of note: a seat that stops moving (the
// turns it stays still), a new leader in the second half.
func (b *Board) Notes(dst []game.Note, t int) []game.Note {
	for i := range engine.Agents {
		if b.move(t, i) >= 0 || t > 0 && b.move(t-1, i) < 0 {
			continue
		}
		n := 1
		for t+n < b.Turns() && b.move(t+n, i) < 0 {
			n++
		}
		text := "made no move"
		if n > 1 {
			text += " for " + view.Plural(n, "turn")
		}
		dst = append(dst, game.Note{Turn: t, Kind: game.NoteTimeout, Seat: i, By: -1, Text: text})
	}
	if b.Slow(t) {
		dst = append(dst, game.Note{Turn: t, Kind: game.NoteMark, Seat: leader(&b.States[t+1]), By: -1, Text: "takes the lead"})
	}
	return dst
}

// Ending says how the game ended and each seat's score and ranking points.
func (b *Board) Ending() (reason string, rows []string) {
	s := b.Last()
	reason = fmt.Sprintf("%s played: a score is the area summed over the last %d", view.Plural(s.Turn, "turn"), engine.Turns-engine.ScoreFrom)
	pts := s.RankPoints()
	rows = make([]string, engine.Agents)
	for i := range rows {
		rows[i] = fmt.Sprintf("score %d · %+d ranking points · area %d", s.Score[i], pts[i], s.Area[i])
	}
	return reason, rows
}

// cellOf reads a cell as HitAt tells it.
func cellOf(c view.Cell) (f, j, k int, ok bool) {
	f, j, k = c.X, c.Y/engine.N, c.Y%engine.N
	return f, j, k, f >= 0 && f < engine.Faces && c.Y >= 0 && c.Y < engine.N*engine.N
}

// CellInfo describes a cell's paint in state shown.
func (b *Board) CellInfo(shown int, c view.Cell) ([]string, int) {
	f, j, k, ok := cellOf(c)
	if !ok {
		return nil, -1
	}
	head := fmt.Sprintf("face %d, row %d, column %d", f, j, k)
	cell := b.States[shown].Field[f][j][k]
	switch cell.Val {
	case 2:
		return []string{head, "fully painted by " + b.name(int(cell.Owner)), "another's visit halves it"}, int(cell.Owner)
	case 1:
		return []string{head, "half painted by " + b.name(int(cell.Owner)), "another's visit clears it; its owner's repairs it"}, int(cell.Owner)
	}
	return []string{head, "unpainted"}, -1
}

// PlayerInfo describes seat i's agent in state shown.
func (b *Board) PlayerInfo(shown, i int) []string {
	s := &b.States[shown]
	a := s.Agents[i]
	full := 0
	for f := range s.Field {
		for j := range s.Field[f] {
			for _, c := range s.Field[f][j] {
				if int(c.Owner) == i && c.Val == 2 {
					full++
				}
			}
		}
	}
	return []string{
		fmt.Sprintf("face %d, row %d, column %d, heading %d", a.I, a.J, a.K, a.D),
		fmt.Sprintf("area %d: %d full, %d half", s.Area[i], full, s.Area[i]-full),
		"score " + strconv.Itoa(s.Score[i]) + ", " + view.Ordinal(s.Ranks()[i]),
	}
}

// Turn is what a person deciding seat Player's move is shown: where each
// move 0 to 3 takes its agent (the rules' own step).
type Turn struct {
	Player int
	To     [4]engine.Agent
}

// YourTurn is what seat p is shown in state s.
func YourTurn(s *engine.State, p int) Turn {
	t := Turn{Player: p}
	for v := range t.To {
		t.To[v] = engine.Step(s.Agents[p], v)
	}
	return t
}

// ArrowKeys are the arrow keys of the moves 0 to 3, as Answer reads them.
var ArrowKeys = [4]string{"up", "left", "down", "right"}

// Answer is the move an arrow key gives: ahead, turn left, back, turn
// right (relative to the agent's heading, as the moves are).
func (b *Board) Answer(key string) (string, bool) {
	for v, k := range ArrowKeys {
		if k == key {
			return strconv.Itoa(v), true
		}
	}
	return "", false
}

// Keys tells a person the keys.
func (b *Board) Keys(i int) string {
	return "↑ ahead  ·  ← turn left  ·  → turn right  ·  ↓ turn back (then one cell on)"
}

// Yours is what seat i, deciding its move in the newest state, is shown.
// In 3D the cube turns, if it must, so that the person sees their agent
// (see Face): the viewer asks once a turn.
func (b *Board) Yours(i int) any {
	t := YourTurn(b.Last(), i)
	if i >= 0 && i < len(b.Last().Agents) {
		b.Face(int(b.Last().Agents[i].I))
	}
	return &t
}
