package app

import "floorfall/view"

// The debug panel's actions (D, C, Tab, /): the panel's own state, with
// the match shown (nil: none) and whether a presentation is on (it has no
// panel).

// toggle opens the panel (D), or closes it.
func (p *debugPanel) toggle(m *view.Match, presenting bool) {
	p.open = m != nil && !p.open && !presenting
}

// toggleConsole opens the console of every player (C), or goes back to
// one player's sections.
func (p *debugPanel) toggleConsole(m *view.Match, presenting bool) {
	if m != nil && !presenting {
		p.console = !p.console || !p.open
		p.open = true
	}
}

// nextPlayer shows the next player (d 1) or the one before (d -1).
func (p *debugPanel) nextPlayer(m *view.Match, d int) {
	n := m.NumSeats()
	p.sel = (p.sel + n + d) % max(1, n)
}

// startSearch starts typing a word: the console's filter, or the word
// found in the sections.
func (p *debugPanel) startSearch() {
	switch {
	case p.open && p.console:
		p.typing, p.filter = true, "" // a new search
	case p.open:
		p.finding, p.find = true, ""
		p.findRows()
	}
}
