package antsview

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"floorfall/games/ants"
	"floorfall/games/ants/engine"
	"floorfall/view"
)

// outWhy says how a player went out: its status ("crashed", "timeout",
// "invalid", "crashed 0"), or "eliminated" (lost its last ant).
func (b *Board) outWhy(p int) string {
	o := b.outAt[p]
	if o < 0 {
		return ""
	}
	for _, f := range b.Events[o].Failed {
		if f.Player == p {
			return f.Status
		}
	}
	return engine.StatusEliminated
}

// outText is how a player went out, in words: "eliminated in turn 80",
// "exited in turn 5".
func (b *Board) outText(p int) string {
	return failedText(b.outWhy(p)) + " in turn " + strconv.Itoa(b.outAt[p])
}

// failedText says how the engine put a player out, by its status: its
// bot's status in floorfall's word, as the summary and the cards say it
// ("exited" for the engine's "crashed", "timeout", "invalid",
// "not-ready"); "eliminated" for the rest.
func failedText(status string) string {
	if st := ants.BotStatus(status); st != "" {
		return st
	}
	return "eliminated"
}

// counts says what player i has in state shown: "12 ants · 2 hills · 30
// food · score 3".
func (b *Board) counts(shown, i int) string {
	tl := &b.tallies[shown]
	return fmt.Sprintf("%s · %s · %d food · score %d", view.Plural(int(tl.Ants[i]), "ant"),
		view.Plural(int(tl.Hills[i]), "hill"), tl.Food[i], tl.Score[i])
}

// Card is player i's counts in state shown, or how it stopped being sent
// turns (whether it is out of the game is the result's).
func (b *Board) Card(shown, i int) view.CardState {
	tl := &b.tallies[shown]
	score := "score " + strconv.Itoa(int(tl.Score[i]))
	c := view.CardState{State: b.counts(shown, i),
		Figures: score + " · " + view.Plural(int(tl.Ants[i]), "ant") + " · " + view.Plural(int(tl.Hills[i]), "hill")}
	if o := b.outAt[i]; o >= 0 && o < shown {
		c.State = b.outText(i) + " · " + score
		c.Figures = score + " · " + b.outText(i)
	}
	return c
}

// orderCounts counts player i's order lines in turn t by kind.
func (b *Board) orderCounts(t, i int) (lines, moved, blocked, invalid int, first *engine.Line) {
	ev := b.Events[t]
	if i >= len(ev.Orders) {
		return 0, 0, 0, 0, nil
	}
	for k := range ev.Orders[i] {
		l := &ev.Orders[i][k]
		switch l.Kind {
		case engine.Accepted:
			moved++
		case engine.Ignored:
			blocked++
		case engine.Invalid:
			invalid++
			if first == nil {
				first = l
			}
		}
	}
	return len(ev.Orders[i]), moved, blocked, invalid, first
}

// moves counts player i's ants that moved in turn t.
func (b *Board) moves(t, i int) int {
	n := 0
	for _, m := range b.Events[t].Moves {
		if int(b.antOwner[m.Ant]) == i {
			n++
		}
	}
	return n
}

// failed is player i's failure in turn t ("crashed", "timeout"...), "" if
// none.
func (b *Board) failed(t, i int) string {
	for _, f := range b.Events[t].Failed {
		if f.Player == i {
			return f.Status
		}
	}
	return ""
}

// Describe says what player i ordered in turn t: "12 orders, 2 blocked,
// 1 invalid".
func (b *Board) Describe(t, i int) string {
	if f := b.failed(t, i); f != "" {
		return "— (" + failedText(f) + ")"
	}
	if t == 0 {
		return "setup"
	}
	if len(b.Events[t].Orders) == 0 {
		return "— (the game was decided)"
	}
	lines, _, blocked, invalid, _ := b.orderCounts(t, i)
	if lines == 0 {
		// A replay has the moves, not the lines the bot answered.
		return view.Plural(b.moves(t, i), "move")
	}
	s := view.Plural(lines, "order")
	if blocked > 0 {
		s += ", " + strconv.Itoa(blocked) + " blocked"
	}
	if invalid > 0 {
		s += ", " + strconv.Itoa(invalid) + " invalid"
	}
	return s
}

// Taken says what player i's orders did in turn t: the ants that moved,
// and why the others did not (orders blocked or invalid, the bot's; the
// game decided, the rules').
func (b *Board) Taken(t, i int) view.Taken {
	if f := b.failed(t, i); f != "" {
		return view.Taken{What: "—", Why: failedText(f), Fault: view.BotFault}
	}
	if t == 0 {
		return view.Taken{What: "ready"}
	}
	if len(b.Events[t].Orders) == 0 {
		return view.Taken{What: "—", Why: "orders not read: the game was decided"}
	}
	lines, moved, blocked, invalid, first := b.orderCounts(t, i)
	if lines == 0 {
		moved = b.moves(t, i)
	}
	tk := view.Taken{What: view.Plural(moved, "ant") + " moved"}
	var whys []string
	if blocked > 0 {
		whys = append(whys, view.Plural(blocked, "order")+" blocked (into water or food)")
	}
	if invalid > 0 {
		whys = append(whys, fmt.Sprintf("%d invalid: %q (%s)", invalid, view.Cut(first.Text, 24), first.Reason))
	}
	if len(whys) > 0 {
		tk.Why, tk.Fault = strings.Join(whys, "; "), view.BotFault
	}
	return tk
}

// Notes appends turn t's events of note: hills razed, invalid orders (a
// bot the engine stopped is its seat's status, which the viewer tells; a
// player eliminated is the result's).
func (b *Board) Notes(dst []view.Note, t int) []view.Note {
	ev := b.Events[t]
	for i := range b.Players {
		if _, _, _, invalid, _ := b.orderCounts(t, i); invalid > 0 {
			dst = append(dst, view.Note{Turn: t, Kind: view.NoteInvalid, Player: i, Text: "gave " + view.Plural(invalid, "invalid order")})
		}
	}
	for _, r := range ev.Razes {
		dst = append(dst, view.Note{Turn: t, Kind: view.NoteMark, Player: r.By, Text: "razed " + b.name(b.hills[r.Hill].Owner) + "'s hill"})
	}
	return dst
}

// Ending says why the game ended (the engine's words: the sentence its
// result's reason stands for) and each player's end.
func (b *Board) Ending() (reason string, rows []string) {
	res := b.result
	switch {
	case !b.over:
		reason = "not over after " + view.Plural(res.Turns, "turn")
	case b.cutoff != "":
		reason = b.cutoff + " after " + view.Plural(res.Turns, "turn")
	default:
		reason = "over after " + view.Plural(res.Turns, "turn")
	}
	last := len(b.tallies) - 1
	rows = make([]string, b.Players)
	for i := range rows {
		text := "score " + strconv.Itoa(int(b.tallies[last].Score[i]))
		switch {
		case b.outWhy(i) == engine.StatusEliminated:
			// how: the result's
		case b.outAt[i] >= 0:
			text += " · " + b.outText(i)
		case b.over && res.Winner == i:
			text = "winner · " + text
		case b.over:
			text += " · survived with " + view.Plural(int(b.tallies[last].Ants[i]), "ant")
		}
		rows[i] = text
	}
	return reason, rows
}

// HitAt is the owner of the ant at board point (x, y) in frame fr, or else
// the square there.
func (b *Board) HitAt(fr any, x, y float64) (int, view.Cell, bool) {
	if f, ok := fr.(*Frame); ok {
		for _, a := range f.Ants {
			dx, dy := x-a.X, y-a.Y
			if a.Alpha > 0.5 && dx*dx+dy*dy <= 0.5*0.5 {
				return a.Owner, view.Cell{}, true
			}
		}
	}
	if x < 0 || y < 0 || x >= float64(b.Cols) || y >= float64(b.Rows) {
		return -1, view.Cell{}, false
	}
	return -1, view.Cell{X: int(x), Y: int(y)}, true
}

// CellInfo describes square c (X the column, Y the row) in state shown.
func (b *Board) CellInfo(shown int, c view.Cell) ([]string, int) {
	if c.X < 0 || c.Y < 0 || c.X >= b.Cols || c.Y >= b.Rows {
		return nil, -1
	}
	sq := int32(c.Y*b.Cols + c.X)
	lines := []string{fmt.Sprintf("row %d, col %d", c.Y, c.X)}
	owner := -1
	if b.start.Water(int(sq)) {
		lines = append(lines, "water")
	}
	for _, h := range b.hills {
		if h.Sq != sq {
			continue
		}
		owner = h.Owner
		if h.RazedAt >= 0 && h.RazedAt < shown {
			lines = append(lines, fmt.Sprintf("%s's hill, razed by %s in turn %d", b.name(h.Owner), b.name(h.By), h.RazedAt))
		} else {
			lines = append(lines, b.name(h.Owner)+"'s hill")
		}
	}
	if a := b.antAt(shown, sq); a >= 0 {
		owner = int(b.antOwner[a])
		lines = append(lines, "an ant of "+b.name(owner))
		lines = b.antStory(lines, shown, int32(a))
	}
	for _, f := range b.food(shown) {
		if b.foodSq[f] == sq {
			lines = append(lines, "food")
		}
	}
	if b.seat >= 0 && !b.Seen(shown, b.seat, c.X, c.Y) {
		lines = append(lines, "not seen by "+b.name(b.seat))
	}
	return lines, owner
}

// PlayerInfo describes player i in state shown.
func (b *Board) PlayerInfo(shown, i int) []string {
	tl := &b.tallies[shown]
	lines := []string{
		view.Plural(int(tl.Ants[i]), "ant") + ", " + view.Plural(int(tl.Hills[i]), "hill") + " standing",
		fmt.Sprintf("%d food gathered, score %d", tl.Food[i], tl.Score[i]),
	}
	if o := b.outAt[i]; o >= 0 && o < shown {
		lines = append(lines, b.outText(i))
	}
	return lines
}

// antStory appends what ant a did in the turn before state shown (its
// order taken or refused, or its birth) and how it dies in the next, if it
// does: the engine's events, told.
func (b *Board) antStory(lines []string, shown int, a int32) []string {
	if t := shown - 1; t >= 0 && t < len(b.Events) && b.Events[t] != nil {
		ev := b.Events[t]
		for _, m := range ev.Moves {
			if m.Ant == a {
				lines = append(lines, fmt.Sprintf("turn %d: moved %s", t, dirName(m.Dir)))
			}
		}
		for _, m := range ev.Blocked {
			if m.Ant == a {
				lines = append(lines, fmt.Sprintf("turn %d: order %s refused (water or food ahead)", t, dirName(m.Dir)))
			}
		}
		if slices.Contains(ev.Spawned, a) {
			lines = append(lines, fmt.Sprintf("born in turn %d", t))
		}
	}
	if shown < len(b.Events) && b.Events[shown] != nil {
		for _, k := range b.Events[shown].Attacks {
			if k.Ant == a {
				by := -1
				if len(k.By) > 0 {
					by = int(b.antOwner[k.By[0]])
				}
				lines = append(lines, fmt.Sprintf("turn %d: killed by %s of %s", shown, view.Plural(len(k.By), "ant"), b.name(by)))
			}
		}
	}
	return lines
}

// dirName is an order's direction as people say it.
func dirName(d byte) string {
	switch d {
	case 'n', 'N':
		return "north"
	case 'e', 'E':
		return "east"
	case 's', 'S':
		return "south"
	case 'w', 'W':
		return "west"
	}
	return string(rune(d))
}
