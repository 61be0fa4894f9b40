package view

import (
	"sort"
	"strconv"

	"floorfall/game"
	"floorfall/replay"
)

// Card is one player's panel.
type Card struct {
	Player int
	Name   string
	State  string // the game's words: "on board at x 4, y 7", "cruiser 2/3 · score 4"
	// Figures are the key figures for a card of one row: the game's
	// CardState.Figures, or State.
	Figures string
	Out     bool   // out of the game (the result's outcome)
	By      int    // who put it out, -1 while in or for nobody
	ByText  string // who put it out, in the game's words: "dropped by Bob", "sunk by Bob", "by itself"; "" for nobody
	Wait    int
	Badge   string // the bot's status (StatusText): "timeout in turn 45", "exited in turn 12", "not-ready"; "" when fine
	Last    string // the last command, in the game's words: "U → x 4, y 6"; "—" for none
	Say     string // what its bot said (a drawing's "say") in its last turn asked, "" none
	// Refused: the rules refused (some of) its answer in that turn, which
	// a card showing Say instead of Last marks beside it.
	Refused bool
	Acting  bool // acts in the turn being played, or next
	Winner  bool // shown at the end
}

// HUD is the text around the board. It changes only when the shown turn
// does, and Playback.HUD caches it.
type HUD struct {
	Cards   []Card
	Counter string // "turn 123 / 668"; "turn 20 / 24 · live" while the match is played
	Round   string // "round 31"
	Speed   string // "2x"
	Acting  int    // the acting player, -1 at the end
	// Outs are the seats out so far, in order (one shows once its turn
	// has ticked).
	Outs []OutLine
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
	res := b.Result()
	count := m.Game().Info().Played(n) // the game's count, as the summary's
	h.Counter = "turn " + strconv.Itoa(min(t, count)) + " / " + strconv.Itoa(count)
	if m.isLive {
		h.Counter += " · live"
	}
	h.Round = roundOf(b, max(0, min(t, n-1)))
	k := 0
	for k < len(m.Outs) && m.Outs[k].Turn < shown {
		k++
	}
	h.Outs = m.OutLines[:k]
	h.Cards = make([]Card, len(m.Seats))
	for i := range h.Cards {
		c := &h.Cards[i]
		cs := b.Card(shown, i)
		o := m.outcome(i)
		out := o.OutAt(shown)
		*c = Card{Player: i, Name: m.Name(i), State: cs.State, Figures: cs.Figures, Out: out, By: -1,
			Wait: cs.Wait, Acting: t < n && !out && b.Acting(t, i)}
		if c.Figures == "" {
			c.Figures = cs.State
		}
		if out {
			c.By, c.ByText = o.By, m.byText(i)
		}
		if c.Acting && h.Acting < 0 {
			h.Acting = i
		}
		c.Badge = badge(m.Seats[i], shown)
		c.Last = lastCommand(m, shown, i)
		asked := b.Asked(min(t, n-1), i)
		c.Say = m.Say(asked, i)
		c.Refused = c.Say != "" && m.refusedAt(asked, i)
		c.Winner = shown == n && b.Over() && res.Winner == i
	}
	return h
}

// badge is the bot's status if it went wrong by state shown.
func badge(st Seat, shown int) string {
	if st.StatusTurn > shown {
		return ""
	}
	return StatusText(st)
}

// StatusText is a seat's bot status as the replay stores it, the word the
// summary, info and the standings say, with the turn it began in:
// "timeout in turn 45", "exited in turn 12", "not-ready"; "" when ok.
func StatusText(st Seat) string {
	if st.Status == "" || st.Status == replay.StatusOK {
		return ""
	}
	if st.StatusTurn >= 0 {
		return st.Status + " in turn " + strconv.Itoa(st.StatusTurn)
	}
	return st.Status
}

// lastCommand describes seat i's last turn before state shown.
func lastCommand(m *Match, shown, i int) string {
	t := m.board.Asked(shown-1, i)
	if t < 0 {
		return "—"
	}
	if d := m.Describe(t, i); d != "" {
		return d
	}
	return "—"
}

// Describe says what seat i did in turn t, in the game's words (its
// Describer's, else what its answer did: Taken's What); "" when the game
// does not say.
func (m *Match) Describe(t, i int) string {
	if d, ok := m.board.(Describer); ok {
		return d.Describe(t, i)
	}
	return m.board.Taken(t, i).What
}

// refusedAt reports whether the rules refused (some of) seat i's answer in
// turn t: the game noted it (NoteInvalid).
func (m *Match) refusedAt(t, i int) bool {
	k := sort.Search(len(m.notes), func(k int) bool { return m.notes[k].Turn >= t })
	for ; k < len(m.notes) && m.notes[k].Turn == t; k++ {
		if m.notes[k].Seat == i && m.notes[k].Kind == game.NoteInvalid {
			return true
		}
	}
	return false
}
