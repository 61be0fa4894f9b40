package antsview

import (
	"fmt"
	"strings"

	"floorfall/games/ants/engine"
	"floorfall/replay"
	"floorfall/view"
)

// selection is the ant selected (on) and its story, made for the turns
// played.
type selection struct {
	on    bool
	ant   int32
	born  int // the turn it was born in (0: on the map from the start)
	story view.Story
	told  int // the turns the story tells; -1 to make again
	// died is the turn it died in, -1 while alive; at is its square then
	// (or its last).
	died int
	at   int32
	// said are the answers recorded in the replay's turns, read (see
	// recorded).
	said map[int]said
}

// said is what an ant's player said of it in a turn: the lines about it,
// as the engine read them.
type said struct {
	lines []engine.Line
	// cut: only the start of the answer was recorded; the lines past it
	// are not known.
	cut bool
}

// Select selects the ant drawn nearest to board point (x, y) in frame fr,
// within r squares (and at least within its own square's half).
func (b *Board) Select(fr any, x, y, r float64) bool {
	b.Deselect()
	f, ok := fr.(*Frame)
	if !ok {
		return false
	}
	r = max(r, 0.5)
	best, bestD := -1, r*r
	for i, a := range f.Ants {
		if dx, dy := x-a.X, y-a.Y; a.Alpha > 0.5 && dx*dx+dy*dy <= bestD {
			best, bestD = i, dx*dx+dy*dy
		}
	}
	if best < 0 {
		return false
	}
	a := f.Ants[best].ID
	b.sel = selection{on: true, ant: a, told: -1, born: b.bornIn(a)}
	b.sel.said = b.recorded(a, b.sel.born+1, int(b.antOwner[a]))
	return true
}

// Deselect selects no ant.
func (b *Board) Deselect() { b.sel = selection{} }

// Selected is the ant selected, false for none.
func (b *Board) Selected() (int32, bool) { return b.sel.ant, b.sel.on }

// Story is the selected ant's life: its birth, each turn's orders and
// what the engine made of them, its fights, its death.
func (b *Board) Story() *view.Story {
	sl := &b.sel
	if !sl.on {
		return nil
	}
	if sl.told != b.Turns() {
		b.tell()
		sl.told = b.Turns()
	}
	return &sl.story
}

// bornIn is the turn ant a was born in, 0 for the ants on the map from
// the start.
func (b *Board) bornIn(a int32) int {
	if int(a) < len(b.start.Ants) {
		return 0
	}
	for t, ev := range b.Events {
		for _, s := range ev.Spawned {
			if s == a {
				return t
			}
		}
	}
	return 0
}

// recorded reads the answers the replay records of player p from turn
// from on, against the replay's states (as the engine read them in the
// match), and keeps the lines about ant a, by turn; nil when none is
// recorded.
func (b *Board) recorded(a int32, from, p int) map[int]said {
	meta := b.r.Meta()
	if meta == nil {
		return nil
	}
	replies := map[int]string{}
	lo, hi := b.r.Turns(), -1
	for _, rec := range meta.Turns {
		if part, cut := replay.RecordedPart(rec.Reply); cut && part == "" {
			break // the records' budget is spent: the later ones are empty
		}
		if rec.Seat == p && rec.Turn >= from && rec.Turn < b.r.Turns() && b.read(rec.Turn, p) {
			replies[rec.Turn] = rec.Reply
			lo, hi = min(lo, rec.Turn), max(hi, rec.Turn)
		}
	}
	if hi < 0 {
		return nil
	}
	s, err := b.r.State(lo)
	if err != nil {
		return nil
	}
	sc := b.r.Official().Script()
	out := make(map[int]said, len(replies))
	for t := lo; t <= hi; t++ {
		if reply, ok := replies[t]; ok {
			text, cut := replay.RecordedPart(reply)
			if cut {
				text = text[:strings.LastIndexByte(text, '\n')+1] // its last line is not whole
			}
			sd, sq := said{cut: cut}, s.Ants[a].Sq
			s.ReadOrders(p, text, func(l engine.Line) {
				if about(&l, a, sq) {
					sd.lines = append(sd.lines, l)
				}
			})
			out[t] = sd
		}
		if !s.Ants[a].Alive() {
			break
		}
		if t < hi {
			if _, err := sc.Play(s); err != nil {
				break
			}
		}
	}
	return out
}

// about reports whether order line l is about ant a, on square sq: it
// orders a, or names its square and was refused (a duplicate order, a bad
// direction).
func about(l *engine.Line, a, sq int32) bool { return l.Ant == a || l.Ant < 0 && l.Sq == sq }

// read reports whether player p's orders were read in turn t.
func (b *Board) read(t, p int) bool {
	f := b.failed(t, p)
	return t > 0 && t < len(b.Events) && len(b.Events[t].Orders) > 0 && (f == "" || f == engine.StatusInvalid)
}

// toldOf is what the story knows of the lines ant a's player wrote of it in
// turn t, the ant on square sq: the engine's (a turn played live), or the
// replay's record read; known false when the answer is not known.
func (b *Board) toldOf(t int, a, sq int32) (sd said, known bool) {
	ev := b.Events[t]
	p := int(b.antOwner[a])
	if p < len(ev.Orders) && (len(ev.Orders[p]) > 0 || t >= b.r.Turns()) {
		for _, l := range ev.Orders[p] {
			if about(&l, a, sq) {
				sd.lines = append(sd.lines, l)
			}
		}
		return sd, true
	}
	sd, known = b.sel.said[t]
	return sd, known
}

// at names square sq: "row 3, col 4".
func (b *Board) at(sq int32) string {
	return fmt.Sprintf("row %d, col %d", int(sq)/b.Cols, int(sq)%b.Cols)
}

// tell makes the selected ant's story over the turns played.
func (b *Board) tell() {
	sl := &b.sel
	a := sl.ant
	p := int(b.antOwner[a])
	st := &sl.story
	*st = view.Story{Title: fmt.Sprintf("%s's ant %d", b.name(p), a), Player: p, Lines: st.Lines[:0]}
	sq := b.antStart[a]
	if sl.born == 0 {
		st.Add(view.StoryLine{Turn: 0, Text: "on its hill from the start, " + b.at(sq)})
	} else {
		st.Add(view.StoryLine{Turn: sl.born, Text: "born on its hill, " + b.at(sq)})
	}
	sl.died = -1
	known, unknown, cut := 0, 0, 0
	out := false // its player is out: its orders are no longer read
	for t := sl.born + 1; t < b.Turns() && sl.died < 0; t++ {
		ev := b.Events[t]
		var moved *engine.Move
		for k := range ev.Moves {
			if ev.Moves[k].Ant == a {
				moved = &ev.Moves[k]
			}
		}
		switch f := b.failed(t, p); {
		case out:
			st.Add(view.StoryLine{Turn: t, Text: "holds: its player is out"})
		case f != "" && f != engine.StatusInvalid:
			out = true
			st.Add(view.StoryLine{Turn: t, Text: "holds from now on: its player's bot " + failedText(f), Bad: true})
		case len(ev.Orders) == 0:
			st.Add(view.StoryLine{Turn: t, Text: "no orders read: the game was decided"})
		default:
			sd, ok := b.toldOf(t, a, sq)
			switch {
			case !ok:
				unknown++
			case sd.cut:
				cut++
			default:
				known++
			}
			b.tellOrders(st, t, sq, moved, sd, ok)
			if f == engine.StatusInvalid {
				out = true
			}
		}
		if moved != nil {
			sq = moved.To
		}
		b.tellFights(st, t, a, sq)
	}
	sl.at = sq
	if sl.died < 0 && b.Over() {
		st.Add(view.StoryLine{Turn: b.Turns(), Last: b.Turns(), Text: "alive at the end of the game, " + b.at(sq)})
	}
	switch {
	case known == 0 && cut == 0 && unknown > 0:
		st.Note = "its moves: the replay has no answers"
	case unknown > 0 || cut > 0:
		st.Note = "its bot's orders, as far as recorded, and what came of them"
	default:
		st.Note = "its bot's orders (lower-cased) and what came of them"
	}
}

// tellOrders tells what ant a's player ordered it in turn t, on square
// sq, and what came of it: moved (to where), blocked, refused, no order.
func (b *Board) tellOrders(st *view.Story, t int, sq int32, moved *engine.Move, sd said, known bool) {
	movedText := func() string { return "moved " + dirName(moved.Dir) + " to " + b.at(moved.To) }
	accepted := false
	for _, l := range sd.lines {
		ln := view.StoryLine{Turn: t, Said: view.Cut(l.Text, 40), Bad: l.Kind != engine.Accepted}
		switch {
		case l.Kind == engine.Accepted && moved != nil:
			ln.Text, accepted = movedText(), true
		case l.Kind == engine.Accepted:
			ln.Text = "did not move"
		case l.Kind == engine.Ignored:
			ln.Text = "blocked: " + b.ahead(sq, l.Dir) + " to the " + dirName(l.Dir)
		default:
			ln.Text = "refused: " + l.Reason
		}
		st.Add(ln)
	}
	switch {
	case accepted:
	case moved != nil && !known:
		st.Add(view.StoryLine{Turn: t, Text: movedText()})
	case moved != nil:
		st.Add(view.StoryLine{Turn: t, Text: movedText() + " (its order is past what was recorded)"})
	case len(sd.lines) > 0:
	case !known:
		st.Add(view.StoryLine{Turn: t, Text: "stayed, " + b.at(sq)})
	case sd.cut:
		st.Add(view.StoryLine{Turn: t, Text: "stayed, " + b.at(sq) + " (any order is past what was recorded)"})
	default:
		st.Add(view.StoryLine{Turn: t, Text: "no order: stayed, " + b.at(sq)})
	}
}

// ahead is what blocked an order from square sq in direction d: water or
// food.
func (b *Board) ahead(sq int32, d byte) string {
	dx, dy := step(d)
	r, c := (int(sq)/b.Cols+int(dy)+b.Rows)%b.Rows, (int(sq)%b.Cols+int(dx)+b.Cols)%b.Cols
	if b.start.Water(r*b.Cols + c) {
		return "water"
	}
	return "food"
}

// tellFights tells what ant a, on square sq after the moves of turn t,
// did and suffered in the turn's later phases: the enemies it helped kill,
// a hill it razed, its death in a collision or a fight.
func (b *Board) tellFights(st *view.Story, t int, a, sq int32) {
	ev := b.Events[t]
	var victims []int32
	for _, k := range ev.Attacks {
		for _, by := range k.By {
			if by == a {
				victims = append(victims, k.Ant)
			}
		}
	}
	if len(victims) > 0 {
		st.Add(view.StoryLine{Turn: t, Text: "in a fight, killed " + b.antsOf(victims)})
	}
	for _, rz := range ev.Razes {
		if rz.Ant == a {
			h := b.hills[rz.Hill]
			st.Add(view.StoryLine{Turn: t, Text: "razed " + b.name(h.Owner) + "'s hill, " + b.at(h.Sq)})
		}
	}
	for _, c := range ev.Collided {
		if c != a {
			continue
		}
		var others []int32
		for _, o := range ev.Collided {
			if o != a && b.afterMoves(t, o) == sq {
				others = append(others, o)
			}
		}
		b.sel.died = t
		st.Add(view.StoryLine{Turn: t, Text: "collided with " + b.antsOf(others) + ", " + b.at(sq) + ": died", Bad: true})
	}
	for _, k := range ev.Attacks {
		if k.Ant == a {
			b.sel.died = t
			st.Add(view.StoryLine{Turn: t, Text: "killed in a fight by " + b.antsOf(k.By) + ": died", Bad: true})
		}
	}
}

// afterMoves is ant a's square after the moves of turn t.
func (b *Board) afterMoves(t int, a int32) int32 {
	for _, m := range b.Events[t].Moves {
		if m.Ant == a {
			return m.To
		}
	}
	ids, sqs := b.ants(t)
	for k, id := range ids {
		if id == a {
			return sqs[k]
		}
	}
	return -1
}

// antsOf says whose ants ids are: "an ant of Bob", "2 ants of Bob and 1 of
// Carol".
func (b *Board) antsOf(ids []int32) string {
	var n [engine.MaxPlayers]int
	for _, id := range ids {
		n[b.antOwner[id]]++
	}
	var parts []string
	for p, k := range n[:b.Players] {
		switch {
		case k == 0:
		case len(parts) > 0:
			parts = append(parts, fmt.Sprintf("%d of %s", k, b.name(p)))
		case k == 1:
			parts = append(parts, "an ant of "+b.name(p))
		default:
			parts = append(parts, fmt.Sprintf("%d ants of %s", k, b.name(p)))
		}
	}
	if len(parts) == 0 {
		return "no ant"
	}
	return strings.Join(parts, " and ")
}

// SelectedLines are the lines of what player i was sent for turn t about
// the ant selected: "a ROW COL OWNER" where it stands in state t, or
// "d ROW COL OWNER" in the turn after it died (owners as that player
// numbers them).
func (b *Board) SelectedLines(t, i int, lines []string) []int {
	sl := &b.sel
	if b.Story() == nil || t < 0 || t > b.Turns() {
		return nil
	}
	kind, sq := "a", int32(-1)
	ids, sqs := b.ants(t)
	for k, id := range ids {
		if id == sl.ant {
			sq = sqs[k]
		}
	}
	if sq < 0 && sl.died >= 0 && t == sl.died+1 {
		kind, sq = "d", sl.at
	}
	if sq < 0 {
		return nil
	}
	prefix := fmt.Sprintf("%s %d %d ", kind, int(sq)/b.Cols, int(sq)%b.Cols)
	var lit []int
	for k, line := range lines {
		if strings.HasPrefix(line, prefix) {
			lit = append(lit, k)
		}
	}
	return lit
}

// buildMarks marks the selected ant in fr, at position pos: where it is
// drawn, or where it will be born or died.
func (b *Board) buildMarks(fr *Frame, pos float64) {
	fr.Marks = fr.Marks[:0]
	if b.Story() == nil {
		return
	}
	sl := &b.sel
	for _, a := range fr.Ants {
		if a.ID == sl.ant {
			fr.Marks = append(fr.Marks, Mark{X: a.X, Y: a.Y, Owner: a.Owner, Alpha: a.Alpha})
		}
	}
	if len(fr.Marks) > 0 {
		return
	}
	sq := b.antStart[sl.ant]
	if sl.died >= 0 && pos > float64(sl.died) {
		sq = sl.at
	}
	x, y := b.centre(sq)
	fr.Marks = append(fr.Marks, Mark{X: x, Y: y, Owner: int(b.antOwner[sl.ant]), Alpha: 1, Gone: true})
}
