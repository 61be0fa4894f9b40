package view

import (
	"strconv"

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
	Cards   []Card
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
	b := m.board
	h := &HUD{Speed: speed, Acting: -1}
	h.Counter = "turn " + strconv.Itoa(t) + " / " + strconv.Itoa(n)
	if m.isLive {
		h.Counter += " · live"
	}
	h.Round = b.Round(max(0, min(t, n-1)))
	k := 0
	for k < len(m.Falls) && m.Falls[k].Turn < shown {
		k++
	}
	h.Falls = m.FallLines[:k]
	res := b.Result()
	h.Cards = make([]Card, len(m.Seats))
	for i := range h.Cards {
		c := &h.Cards[i]
		cs := b.Card(shown, i)
		*c = Card{Player: i, Name: m.Name(i), State: cs.State, By: cs.By, Dropper: cs.Dropper,
			Fallen: cs.Out, Wait: cs.Wait, Acting: t < n && !cs.Out && b.Acting(t, i)}
		if c.Acting && h.Acting < 0 {
			h.Acting = i
		}
		c.Badge = badge(m.Seats[i], shown)
		c.Last = lastCommand(m, i, shown)
		c.Winner = shown == n && b.Over() && res.Winner == i
	}
	return h
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
	case replay.StatusCrashed:
		return "crashed" + at
	case replay.StatusNotReady:
		return "not ready"
	}
	return ""
}

// lastCommand describes seat i's last turn before state shown.
func lastCommand(m *Match, i, shown int) string {
	t := m.board.Asked(i, shown-1)
	if t < 0 {
		return "—"
	}
	return m.board.Describe(t, i)
}
