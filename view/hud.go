package view

import (
	"fmt"
	"strconv"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// Card is one player's panel.
type Card struct {
	Player  int
	Name    string
	State   string // "on board at x 4, y 7", "fell in turn 120", ...
	By      string // "dropped by Bob", "own attack", "" while on board
	Dropper int    // who dropped it, -1 while on board
	Fallen  bool
	Wait    int
	Badge   string // "timed out in turn 45", "exited in turn 12", "not ready"; "" when fine
	Last    string // the last command: "U → (4, 6)", "A: 3 blocks", "N (waiting)"
	Acting  bool   // acts in the turn being played, or next
	Winner  bool   // shown at the end
}

// HUD is the text around the board. It changes only when the shown turn
// does, and Playback.HUD caches it.
type HUD struct {
	Cards   [engine.NumPlayers]Card
	Counter string // "turn 123 / 668"; "turn 20 / 24 · live" while the match is played
	Round   string // "round 31"
	Speed   string // "2x"
	Acting  int    // the acting player, -1 at the end
	// Falls are the falls so far, in order (a fall shows once its turn
	// has ticked).
	Falls []FallLine
}

type hudKey struct{ turn, shown, speed, turns int }

// HUD returns the texts for the current position (cached between changes).
func (p *Playback) HUD() *HUD {
	t, _, shown := at(p.pos, p.m.Turns())
	k := hudKey{t, shown, p.speed, p.m.Turns()}
	if p.hud == nil || p.hudKey != k {
		p.hud, p.hudKey = BuildHUD(p.m, t, shown, p.SpeedText()), k
	}
	return p.hud
}

// BuildHUD makes the texts for turn t being played with state shown shown.
func BuildHUD(m *Match, t, shown int, speed string) *HUD {
	n := m.Turns()
	h := &HUD{Speed: speed, Acting: -1}
	h.Counter = "turn " + strconv.Itoa(t) + " / " + strconv.Itoa(n)
	if m.live {
		h.Counter += " · live"
	}
	h.Round = "round " + strconv.Itoa(max(0, min(t, n-1))/engine.NumPlayers+1)
	if t < n {
		h.Acting = t % engine.NumPlayers
	}
	k := 0
	for k < len(m.Falls) && m.Falls[k].Turn < shown {
		k++
	}
	h.Falls = m.FallLines[:k]
	s := &m.States[shown]
	for i := range h.Cards {
		c := &h.Cards[i]
		pl := &s.Players[i]
		*c = Card{Player: i, Name: m.Name(i), Wait: pl.Wait, Acting: i == h.Acting, Dropper: -1}
		if pl.Fallen {
			// A fallen player does not act: its card is not highlighted.
			c.Fallen, c.Dropper, c.Acting = true, pl.FellBy, false
			c.State = "fell in turn " + strconv.Itoa(pl.FellAt)
			c.By = droppedBy(m, i, pl.FellBy)
		} else {
			c.State = fmt.Sprintf("on board at x %d, y %d", pl.X, pl.Y)
		}
		c.Badge = badge(m.Seats[i], shown)
		c.Last = lastCommand(m, i, shown)
		c.Winner = shown == n && s.Over && s.Result.Winner == i
	}
	return h
}

// droppedBy says who dropped player i.
func droppedBy(m *Match, i, by int) string {
	switch {
	case by == i:
		return "own attack"
	case by < 0:
		return ""
	}
	return "dropped by " + m.Name(by)
}

// badge is the bot's status if it went wrong by state shown.
func badge(st Seat, shown int) string {
	if st.StatusTurn > shown {
		return ""
	}
	at := ""
	if st.StatusTurn >= 0 {
		at = " in turn " + strconv.Itoa(st.StatusTurn)
	}
	switch st.Status {
	case replay.StatusTimeout:
		return "timed out" + at
	case replay.StatusExited:
		return "exited" + at
	case replay.StatusNotReady:
		return "not ready"
	}
	return ""
}

// lastCommand describes player i's last turn before state shown.
func lastCommand(m *Match, i, shown int) string {
	t := shown - 1
	for t >= 0 && t%engine.NumPlayers != i {
		t--
	}
	if t < 0 {
		return "—"
	}
	return DescribeTurn(m, t)
}

// DescribeTurn says what the acting player did in turn t.
func DescribeTurn(m *Match, t int) string {
	ev := &m.Events[t]
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
			return c + " blocked: near " + m.Name(ev.Move.Near)
		}
	case ev.Attack != nil:
		k := len(ev.Attack.Scheduled)
		if k == 1 {
			return "A: 1 block"
		}
		return "A: " + strconv.Itoa(k) + " blocks"
	}
	switch ev.Cause {
	case engine.CauseWaiting:
		return "N (waiting)"
	case engine.CauseTimeout:
		return "N (timed out)"
	case engine.CauseNoBot:
		return "N (no bot)"
	case engine.CauseFallen:
		return "— (fallen)"
	case engine.CauseInvalid:
		return "N (invalid " + strconv.Quote(cut(ev.Answered, 12)) + ")"
	}
	return c
}
