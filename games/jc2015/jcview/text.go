package jcview

import (
	"fmt"
	"strconv"

	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// Card is player i's state in state shown: on the board where, or when it
// fell (who dropped it is the result's); the turns it waits.
func (b *Board) Card(shown, i int) view.CardState {
	pl := &b.States[shown].Players[i]
	c := view.CardState{Wait: pl.Wait}
	if pl.Fallen {
		c.State = "fell in turn " + strconv.Itoa(pl.FellAt)
		return c
	}
	c.State = fmt.Sprintf("on board at x %d, y %d", pl.X, pl.Y)
	return c
}

// Describe says what the acting player did in turn t.
func (b *Board) Describe(t, i int) string {
	ev := &b.Events[t]
	c := ev.Command.String()
	switch {
	case ev.Move != nil && ev.Move.Moved:
		return fmt.Sprintf("%s → x %d, y %d", c, ev.Move.To.X, ev.Move.To.Y)
	case ev.Move != nil:
		switch ev.Move.Blocked {
		case engine.BlockedEdge:
			return c + " blocked: edge"
		case engine.BlockedFallen:
			return c + " blocked: hole"
		case engine.BlockedPlayer:
			return c + " blocked: near " + b.name(ev.Move.Near)
		}
	case ev.Attack != nil:
		return "A: " + view.Plural(len(ev.Attack.Scheduled), "block")
	}
	switch ev.Cause {
	case engine.CauseWaiting:
		return "N (waiting)"
	case engine.CauseTimeout:
		return "N (timeout)"
	case engine.CauseNoBot:
		return "N (no bot)"
	case engine.CauseFallen:
		return "— (fallen)"
	case engine.CauseInvalid:
		return "N (invalid " + strconv.Quote(view.Cut(ev.Answered, 12)) + ")"
	}
	return c
}

// Taken is the command that took effect in turn t, and why when it is not
// the bot's own: waiting after an attack and having fallen are the
// rules', a refused answer or none in time the bot's.
func (b *Board) Taken(t, i int) view.Taken {
	ev := &b.Events[t]
	tk := view.Taken{What: ev.Command.String()}
	switch ev.Cause {
	case engine.CauseWaiting:
		tk.Why = "waiting after its attack"
	case engine.CauseInvalid:
		tk.Why, tk.Fault = "invalid answer", view.BotFault
	case engine.CauseTimeout:
		tk.Why, tk.Fault = "timeout", view.BotFault
	case engine.CauseNoBot:
		tk.Why, tk.Fault = "no bot", view.NoBot
	case engine.CauseFallen:
		tk.What, tk.Why = "—", "fallen"
	}
	return tk
}

// Notes appends turn t's events of note: an attack that set blocks
// counting down, an invalid answer (the falls are the result's).
func (b *Board) Notes(dst []view.Note, t int) []view.Note {
	ev := &b.Events[t]
	id := t % engine.NumPlayers
	if ev.Attack != nil && len(ev.Attack.Scheduled) > 0 { // an attack that sets no block is nothing to see
		dst = append(dst, view.Note{Turn: t, Kind: view.NoteMark, Player: id, Text: "attacked"})
	}
	if ev.Cause == engine.CauseInvalid {
		dst = append(dst, view.Note{Turn: t, Kind: view.NoteInvalid, Player: id,
			Text: "answered " + strconv.Quote(view.Cut(ev.Answered, 16))})
	}
	return dst
}

// Ending says why the game ended and each player's lot (how one fell is
// the result's).
func (b *Board) Ending() (reason string, rows []string) {
	s := b.LastState()
	n := b.Turns()
	switch {
	case s.Over && s.Result.Winner >= 0:
		reason = "last one standing after " + view.Plural(n, "turn")
	case s.Result.Reason == engine.TurnLimit:
		reason = "turn limit reached with " + view.Plural(s.Alive(), "player") + " on the board"
	default:
		end := b.End()
		reason = "the last players fell together in turn " + strconv.Itoa(end-1)
		if end < n { // short enough for the banner
			reason = "all fallen in turn " + strconv.Itoa(end-1) + "; the official server played on to turn " + strconv.Itoa(n-1)
		}
	}
	rows = make([]string, len(s.Players))
	for i := range s.Players {
		text := "still on the board"
		switch p := &s.Players[i]; {
		case p.Fallen:
			text = ""
		case s.Over && i == s.Result.Winner:
			text = "winner"
		case s.Over:
			text = "survived"
		}
		rows[i] = text
	}
	return reason, rows
}

// HitAt is the player whose token is at board point (x, y) in frame fr,
// or else the block there.
func (b *Board) HitAt(fr any, x, y float64) (int, view.Cell, bool) {
	if f, ok := fr.(*Frame); ok {
		for i, tk := range f.Tokens {
			dx, dy := x-tk.X, y-tk.Y
			if tk.Visible && !tk.Falling && dx*dx+dy*dy <= 0.5*0.5 {
				return i, view.Cell{}, true
			}
		}
	}
	q := engine.Square{X: int(x), Y: int(y)}
	if x < 0 || y < 0 || !q.On() {
		return -1, view.Cell{}, false
	}
	blk := q.Block()
	return -1, view.Cell{X: blk.X, Y: blk.Y}, true
}

// CellInfo describes block c in state shown.
func (b *Board) CellInfo(shown int, c view.Cell) ([]string, int) {
	s := &b.States[shown]
	blk := engine.Block{X: c.X, Y: c.Y}
	head := fmt.Sprintf("block x %d, y %d", c.X, c.Y)
	k := s.Timer(blk)
	switch {
	case k > 0:
		return []string{head, "falls in " + view.Plural(k, "turn"), "set by " + b.name(s.Owner(blk))}, s.Owner(blk)
	case k < 0:
		return []string{head, "fallen", "stands again in " + view.Plural(-k, "turn")}, s.Owner(blk)
	}
	return []string{head, "standing"}, s.Owner(blk)
}

// PlayerInfo describes player i in state shown.
func (b *Board) PlayerInfo(shown, i int) []string {
	s := &b.States[shown]
	p := &s.Players[i]
	if p.Fallen {
		return nil // how it fell: the viewer says, from the result
	}
	lines := []string{fmt.Sprintf("square x %d, y %d, facing %s", p.X, p.Y, p.Facing)}
	switch {
	case p.Wait > 0:
		lines = append(lines, "waits "+view.Plural(p.Wait, "more turn")+" after its attack")
	default:
		lines = append(lines, "ready to act")
	}
	if k := s.Timer(p.Block()); k > 0 {
		lines = append(lines, "its block falls in "+view.Plural(k, "turn"))
	}
	return lines
}

// Answer is the command a person's key gives: arrows move, Space attacks,
// "." does nothing.
func (b *Board) Answer(key string) (string, bool) {
	c, ok := map[string]engine.Command{"up": engine.CmdUp, "down": engine.CmdDown, "left": engine.CmdLeft,
		"right": engine.CmdRight, "space": engine.CmdAttack, ".": engine.CmdNone}[key]
	return c.String(), ok
}

// Keys tells a person the keys, and what an attack would do now.
func (b *Board) Keys(i int) string {
	t := YourTurn(b.LastState(), i)
	return fmt.Sprintf("arrows move  ·  Space attacks (%s)  ·  . does nothing", view.Plural(len(t.Attack), "block"))
}

// Yours is what player i, deciding its turn in the newest state, is shown.
func (b *Board) Yours(i int) any {
	t := YourTurn(b.LastState(), i)
	return &t
}
