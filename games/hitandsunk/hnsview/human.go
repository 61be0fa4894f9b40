package hnsview

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"floorfall/games/hitandsunk/engine"
	"floorfall/view"
)

// Turn is what a person deciding their ship's call is shown: the enemy
// cells Space fires at, and the answer they compose (the draft) with what
// it would do, as the rules play it on a copy of the game.
type Turn struct {
	Seat    int
	Targets [][2]int // squares of the sea
	Answer  string   // the draft
	// Ship is the person's ship where the draft leaves it; Moved: it moved
	// or turned on the way (Path: its head's squares, from the first).
	Ship  engine.Ship
	Moved bool
	Path  [][2]int
	Marks []Mark // the squares the draft aims at and blows up, in order
	Mine  bool   // a click lays a mine (the mine button is on)
}

// Mark is a square the draft's answer acts on.
type Mark struct {
	X, Y   int
	Letter byte // F a shot, N a mine laid, A a ram, '*' a mine blowing up
	Hit    bool // a ship is damaged there (or its shield spent)
	Own    bool // the person's own ship is damaged there
}

// marked are the shots Space adds after answer: at the intact enemy
// cells the ship's map shows (what its bot is sent: nothing here knows
// more), nearest its head where answer leaves it first, as many as the
// rules take. Each is its square and its action ("F+3-2").
func (b *Board) marked(answer string) (squares [][2]int, shots []string) {
	s := b.Last()
	seat := s.Acting()
	if seat < 0 || s.Round == 0 {
		return nil, nil
	}
	sh := &s.Ships[seat]
	arg := s.AppendArg(nil)
	m := arg[len(arg)-engine.View*engine.View:]
	const c = engine.View / 2
	var seen [][2]int
	for j := range engine.View {
		for k := range engine.View {
			if m[j*engine.View+k] == 'A' {
				seen = append(seen, [2]int{sh.X + k - c, sh.Y + j - c})
			}
		}
	}
	head := b.ghostOf(answer)
	far := func(sq [2]int) int { dx, dy := sq[0]-head.X, sq[1]-head.Y; return dx*dx + dy*dy }
	sort.SliceStable(seen, func(i, j int) bool { return far(seen[i]) < far(seen[j]) })
	for _, sq := range seen {
		dx, dy := sq[0]-head.X, sq[1]-head.Y
		if abs(dx) > 9 || abs(dy) > 9 {
			continue
		}
		if a := "F" + signed(dx) + signed(dy); b.tryAction(answer, a, "") == "" {
			answer += a
			squares, shots = append(squares, sq), append(shots, a)
		}
	}
	return squares, shots
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Yours is what seat i, called next in the newest state, is shown:
// Space's targets, and its draft with what it would do.
func (b *Board) Yours(i int) any {
	s := b.Last()
	d := b.draftOf(i)
	if d == nil {
		return nil
	}
	t := &Turn{Seat: i, Mine: d.mine}
	if s.Round == 0 {
		return t
	}
	sh := &s.Ships[i]
	t.Answer = d.answer()
	t.Targets, _ = b.marked(t.Answer)
	c, after := s.Try(t.Answer)
	t.Ship = after.Ships[i]
	t.Path = append(t.Path, [2]int{sh.X, sh.Y})
	for k := range c.Steps {
		st := &c.Steps[k]
		if !st.Done {
			continue
		}
		if st.Effect == "moved" || st.Effect == "rotated" {
			t.Moved = true
			t.Path = append(t.Path, [2]int{st.X, st.Y})
		}
		// The mines blown up, then the square aimed at; the hits marked
		// on the blast or the shot that made them.
		base := len(t.Marks)
		for _, bl := range st.Blasts {
			t.Marks = append(t.Marks, Mark{X: bl.X, Y: bl.Y, Letter: '*'})
		}
		aim := -1
		if st.Letter == 'F' || st.Letter == 'A' || st.Letter == 'N' && st.Effect == "mine" {
			aim = len(t.Marks)
			t.Marks = append(t.Marks, Mark{X: st.X, Y: st.Y, Letter: st.Letter})
		}
		for _, h := range st.Hits {
			k := aim
			if h.Blast > 0 {
				k = base + h.Blast - 1
			}
			if k >= 0 && (h.Cell >= 0 || h.Shielded) {
				m := &t.Marks[k]
				m.Hit, m.Own = true, m.Own || h.Seat == i && h.Cell >= 0
			}
		}
	}
	return t
}

// Answer is the answer a person's key gives, one action a call: ↑ ahead
// (M), ↓ astern (B), ← and → turn (C, K), Space fires at the marked
// enemy cells, "." waits.
// At the ship-choice call the keys choose the class (choiceKeys).
func (b *Board) Answer(key string) (string, bool) {
	if s := b.Last(); s.Round == 0 && !s.Over {
		for c, k := range choiceKeys {
			if k == key {
				return strconv.Itoa(c), true
			}
		}
		return "", false
	}
	switch key {
	case "up":
		return "M", true
	case "down":
		return "B", true
	case "left":
		return "C", true
	case "right":
		return "K", true
	case ".":
		return "W", true
	case "space":
		if _, shots := b.marked(""); len(shots) > 0 {
			return strings.Join(shots, ""), true
		}
		return "W", true
	}
	return "", false
}

// signed is an offset as an answer writes it: "+3", "-2".
func signed(v int) string {
	if v < 0 {
		return strconv.Itoa(v)
	}
	return "+" + strconv.Itoa(v)
}

// choiceKeys are the keys choosing each class at the ship-choice call.
var choiceKeys = [6]string{"", "up", "right", "down", "left", "space"}

// Keys tells a person their draft, what it would do letter by letter,
// what is left of the turn, why the last key or click added nothing, and
// the keys.
func (b *Board) Keys(i int) string {
	s := b.Last()
	if s.Round == 0 {
		return "choose your ship: ↑ destroyer · → submarine · ↓ cruiser · ← battleship · Space carrier"
	}
	d := b.draftOf(i)
	if d == nil {
		return ""
	}
	var sb strings.Builder
	ans := d.answer()
	c, after := s.Try(ans)
	if ans == "" {
		sb.WriteString("answer: nothing yet (sent empty, it waits)")
	} else {
		sb.WriteString("answer: " + ans + "\n")
		for k := range c.Steps {
			if k > 0 {
				sb.WriteString(" · ")
			}
			sb.WriteString(b.stepText(&c.Steps[k]))
		}
	}
	sh := &after.Ships[i]
	action := "free"
	if sh.Token <= 0 {
		action = "spent"
	}
	fmt.Fprintf(&sb, "\nleft: %s · %s · action %s · %s", view.Plural(max(0, sh.Moves), "move"),
		view.Plural(sh.ShotsLeft(), "shot"), action, view.Plural(sh.Mines, "mine"))
	if d.note != "" {
		sb.WriteString("\n✗ " + d.note)
	}
	click := "click: fire · Shift+click: mine"
	if d.mine {
		click = "click: mine · Shift+click: fire"
	}
	fire := "Space: fire at the marked ships"
	if t, _ := b.marked(ans); len(t) == 0 {
		fire = "Space: no ship in sight and range"
	}
	sb.WriteString("\n↑ ahead · ↓ astern · ← → turn · " + click + " · " + fire + " · Enter sends · Backspace undoes · Esc clears")
	return sb.String()
}
