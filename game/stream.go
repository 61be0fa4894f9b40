package game

import "fmt"

// Stream appends to dst the whole stream seat's bot was sent from the
// start of the match in r through turn t, byte for byte as a persistent
// bot reads it on its standard input: the input of every turn the seat
// was asked in (a fallen player the rules still ask included; not the
// turns it was skipped in), each ending in a newline, and the last
// messages it was sent (Turn.Send), up to and including turn t's input.
// It is what a bot new to a match played on from turn t+1 is fed first,
// and what brings a bot to where it was at turn t ('floorfall input
// --through'). A game whose bots need no earlier turn (Ask.Stateless) has
// no stream: it is refused, with why.
func Stream(dst []byte, r Replay, seat, t int) ([]byte, error) {
	info := r.Game().Info()
	if info.Ask.Stateless != "" {
		return dst, fmt.Errorf("%s's bots need no earlier turn: %s", info.Title, info.Ask.Stateless)
	}
	if t < 0 || t >= r.Turns() {
		return dst, fmt.Errorf("the game has no turn %d (its turns are 0 to %d)", t, r.Turns()-1)
	}
	if seat < 0 || seat >= r.Seats() {
		return dst, fmt.Errorf("the game has no player %d (its players are 0 to %d)", seat, r.Seats()-1)
	}
	m, err := r.At(t)
	if err != nil {
		return dst, err
	}
	p, ok := m.(Past)
	if !ok {
		return dst, fmt.Errorf("%s cannot give the turns before turn %d", info.Title, t)
	}
	var acts []Act
	add := func(m Match) {
		acts = m.Acting(acts[:0])
		for _, a := range acts {
			if a.Seat == seat && !a.Skip {
				dst = append(m.Input(dst, seat), '\n')
			}
		}
	}
	err = p.Past(func(before Match) bool {
		add(before)
		return true
	}, func(msg Message) {
		if msg.Seat == seat {
			dst = append(append(dst, msg.Text...), '\n')
		}
	})
	if err != nil {
		return dst, err
	}
	add(m)
	return dst, nil
}
