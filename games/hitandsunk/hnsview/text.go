package hnsview

import (
	"fmt"
	"strconv"
	"strings"

	"floorfall/games/hitandsunk/engine"
	"floorfall/view"
)

// className is a class's name, "no ship" for none.
func className(c int) string {
	if c <= 0 || c >= len(engine.Classes) {
		return "no ship"
	}
	return engine.Classes[c].Name
}

// hullText is a ship's hull as intact over all cells: "2/3".
func hullText(sh *engine.Ship) string {
	n := 0
	for i := range sh.Len() {
		if sh.Intact(i) {
			n++
		}
	}
	return strconv.Itoa(n) + "/" + strconv.Itoa(sh.Len())
}

// Card is seat i's ship in state shown: class, hull, score, hits, sinks
// and damage; or when it sank (who sank it is the result's).
func (b *Board) Card(shown, i int) view.CardState {
	s := b.States[shown]
	sh := &s.Ships[i]
	sc := s.Scores()[i]
	var c view.CardState
	tally := fmt.Sprintf("score %d · %d hits %d sunk %d dmg", sc.Score, sc.Hits, sc.Sunken, sc.Damage)
	switch {
	case sh.Class == 0 && (s.Round > 0 || s.Next > i):
		c.State = "chose no ship"
	case sh.Class == 0:
		c.State = "choosing a ship"
	case !sh.Alive():
		c.State = className(sh.Class) + " sunk in round " + strconv.Itoa(b.roundOf(sh.SunkIn)) + " · score " + strconv.Itoa(sc.Score)
		c.Figures = fmt.Sprintf("score %d · %d hits · sunk in round %d", sc.Score, sc.Hits, b.roundOf(sh.SunkIn))
	default:
		c.State = className(sh.Class) + " " + hullText(sh) + " · " + tally
		c.Figures = fmt.Sprintf("score %d · %d hits %d sunk · %s %s", sc.Score, sc.Hits, sc.Sunken, className(sh.Class), hullText(sh))
	}
	return c
}

// Describe says what seat i's answer did in call t, letter by letter.
func (b *Board) Describe(t, i int) string {
	if t < 0 || t >= len(b.Calls) || b.Calls[t].Seat != i {
		return ""
	}
	c := b.Calls[t]
	if c.Round == 0 {
		switch {
		case c.Class == 0:
			return "no ship (answered " + strconv.Quote(view.Cut(c.Answer, 12)) + ")"
		case c.Choice != c.Class:
			return "got a " + className(c.Class) + " (the setup's)"
		}
		return "chose a " + className(c.Class)
	}
	if len(c.Steps) == 0 {
		return "waited"
	}
	var sb strings.Builder
	for k := range c.Steps {
		if k > 0 {
			sb.WriteString(" · ")
		}
		sb.WriteString(b.stepText(&c.Steps[k]))
	}
	return sb.String()
}

// stepText says what one letter did: "M → 4,6", "F 12,3: hit Bob",
// "D refused".
func (b *Board) stepText(st *engine.Step) string {
	l := string(st.Letter)
	at := " " + strconv.Itoa(st.X) + "," + strconv.Itoa(st.Y)
	switch st.Effect {
	case "refused":
		return l + " refused"
	case "bad-offset":
		return l + " bad offset: rest ignored"
	case "moved":
		return l + " →" + at + b.hitText(st)
	case "rotated":
		return l + " turned" + b.hitText(st)
	case "fired", "rammed":
		return l + at + b.hitText(st)
	case "mine":
		return "N mine at" + at
	case "repaired":
		if st.X < 0 {
			return "R nothing to repair"
		}
		return "R repaired cell " + strconv.Itoa(st.X)
	case "scan", "dive", "surface", "shield":
		return l + " " + st.Effect
	}
	return l + " " + strings.ReplaceAll(st.Effect, "-", " ") // blocked, off grid, out of range, no ship, no mine
}

// hitText says what a step's shots, rams and blasts did: ": hit Bob ×2,
// sank Eve", ": miss".
func (b *Board) hitText(st *engine.Step) string {
	var sb strings.Builder
	if n := len(st.Blasts); n > 0 {
		sb.WriteString(": " + view.Plural(n, "mine") + " blew")
	}
	seen := 0
	for k, h := range st.Hits {
		if seen == 0 && sb.Len() == 0 {
			sb.WriteString(":")
		} else {
			sb.WriteString(",")
		}
		seen++
		switch {
		case h.Shielded:
			sb.WriteString(" shield of " + b.name(h.Seat))
		case h.Dodged:
			sb.WriteString(" missed " + b.name(h.Seat) + " under water")
		case h.Sunk:
			sb.WriteString(" sank " + b.name(h.Seat))
		default:
			sb.WriteString(" hit " + b.name(h.Seat))
		}
		if k > 6 {
			sb.WriteString(" …")
			break
		}
	}
	if sb.Len() == 0 && (st.Effect == "fired") {
		return ": miss"
	}
	return sb.String()
}

// Taken is the answer as the controller read it, and what it refused and
// why (the bot's doing): "refused D (cooldown 2), M (no move left)".
func (b *Board) Taken(t, i int) view.Taken {
	if t < 0 || t >= len(b.Calls) || b.Calls[t].Seat != i {
		return view.Taken{What: "—", Why: "not called"}
	}
	c := b.Calls[t]
	taken, why := c.Answer, ""
	if c.Round == 0 {
		taken = className(c.Class)
	}
	var refused []string
	for _, st := range c.Steps {
		if st.Effect == "refused" {
			refused = append(refused, string(st.Letter)+" ("+st.Why+")")
		}
	}
	if len(refused) > 0 {
		why = "refused " + strings.Join(refused, ", ")
	}
	if c.Aborted >= 0 {
		if why != "" {
			why += "; "
		}
		why += "a bad offset at letter " + strconv.Itoa(c.Aborted) + " ended the answer"
	}
	tk := view.Taken{What: taken, Why: why}
	if why != "" {
		tk.Fault = view.BotFault
	}
	return tk
}

// Notes appends call t's events of note: mines exploding, letters the
// rules refused (ships sunk are the result's).
func (b *Board) Notes(dst []view.Note, t int) []view.Note {
	c := b.Calls[t]
	blasts, refused := 0, c.Refused()
	for _, st := range c.Steps {
		blasts += len(st.Blasts)
	}
	if blasts > 0 {
		dst = append(dst, view.Note{Turn: t, Kind: view.NoteMark, Player: c.Seat,
			Text: "set off " + view.Plural(blasts, "mine")})
	}
	if refused > 0 {
		dst = append(dst, view.Note{Turn: t, Kind: view.NoteInvalid, Player: c.Seat,
			Text: "had " + view.Plural(refused, "letter") + " refused"})
	}
	return dst
}

// Ending says why the game ended and each seat's lot (how a ship sank
// and who sank it are the result's).
func (b *Board) Ending() (reason string, rows []string) {
	s := b.Last()
	rounds := view.Plural(s.Round, "round")
	switch {
	case s.Reason == "round-limit":
		reason = "round limit: " + rounds + " played, " + view.Plural(s.AliveShips(), "ship") + " afloat"
	case s.AliveShips() == 1:
		reason = "last ship afloat after " + rounds
	default:
		reason = "no ship afloat after " + rounds
	}
	sc := s.Scores()
	res := b.Result()
	rows = make([]string, len(s.Ships))
	for i := range s.Ships {
		sh := &s.Ships[i]
		text := "afloat"
		switch {
		case sh.Class == 0:
			text = "" // it chose none: the result says
		case !sh.Alive():
			text = "in round " + strconv.Itoa(b.roundOf(sh.SunkIn))
		case s.Over && res.Winner == i:
			text = "winner, afloat"
		}
		rows[i] = "score " + strconv.Itoa(sc[i].Score)
		if text != "" {
			rows[i] = text + " · " + rows[i]
		}
	}
	return reason, rows
}

// PlayerInfo describes seat i's ship in state shown.
func (b *Board) PlayerInfo(shown, i int) []string {
	s := b.States[shown]
	sh := &s.Ships[i]
	if sh.Class == 0 {
		return []string{"no ship"}
	}
	sc := s.Scores()[i]
	lines := []string{fmt.Sprintf("%s, head at x %d, y %d, heading %s", className(sh.Class), sh.X, sh.Y, dirNames[sh.Dir&3])}
	if !sh.Alive() {
		lines = append(lines, "sunk in round "+strconv.Itoa(b.roundOf(sh.SunkIn)))
	} else {
		lines = append(lines, "hull "+hullText(sh)+" intact · "+view.Plural(sh.Mines, "mine")+" left · cooldown "+strconv.Itoa(sh.Cooldown))
		var st []string
		if sh.Underwater {
			st = append(st, "under water")
		}
		if sh.Shield {
			st = append(st, "shield up")
		}
		if sh.Scan {
			st = append(st, "scanned: sees 19x19")
		}
		if len(st) > 0 {
			lines = append(lines, strings.Join(st, " · "))
		}
	}
	return append(lines, fmt.Sprintf("score %d: %d hits, %d sunk, %d damage taken", sc.Score, sc.Hits, sc.Sunken, sc.Damage))
}

var dirNames = [4]string{"up", "right", "down", "left"}

// CellInfo describes square c in state shown.
func (b *Board) CellInfo(shown int, c view.Cell) ([]string, int) {
	s := b.States[shown]
	head := fmt.Sprintf("square x %d, y %d", c.X, c.Y)
	if v, k := shipAt(s, c.X, c.Y); v >= 0 {
		sh := &s.Ships[v]
		what := "intact"
		if !sh.Intact(k) {
			what = "hit"
		}
		if !sh.Alive() {
			return []string{head, "wreck of " + b.name(v) + "'s " + className(sh.Class)}, v
		}
		return []string{head, b.name(v) + "'s " + className(sh.Class) + ", cell " + strconv.Itoa(k) + " " + what}, v
	}
	switch s.At(c.X, c.Y) {
	case engine.Mine:
		return []string{head, "a mine: explodes when shot, rammed into or sailed onto, and hits the 8 squares around"}, -1
	case engine.Wreck:
		return []string{head, "wreckage: blocks like rock"}, -1
	}
	return []string{head, "open sea"}, -1
}

// shipAt is the seat whose ship lies on (x, y) and the cell there, -1 if
// none (a live ship before a wreck).
func shipAt(s *engine.State, x, y int) (seat, cell int) {
	seat, cell = -1, -1
	for v := range s.Ships {
		sh := &s.Ships[v]
		if sh.Class == 0 {
			continue
		}
		for k := range sh.Len() {
			if cx, cy := sh.Cell(k); cx == x && cy == y && (seat < 0 || sh.Alive()) {
				seat, cell = v, k
			}
		}
	}
	return seat, cell
}

// HitAt is the ship on board point (x, y) in frame fr, or else the square.
func (b *Board) HitAt(fr any, x, y float64) (int, view.Cell, bool) {
	f, ok := fr.(*Frame)
	if !ok || x < 0 || y < 0 || x >= float64(f.W) || y >= float64(f.H) {
		return -1, view.Cell{}, false
	}
	cx, cy := int(x), int(y)
	if v, _ := shipAt(b.States[f.Shown], cx, cy); v >= 0 && b.States[f.Shown].Ships[v].Alive() {
		return v, view.Cell{}, true
	}
	return -1, view.Cell{X: cx, Y: cy}, true
}
