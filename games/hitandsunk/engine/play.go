package engine

// Play plays the next bot call with what the bot printed (ok false: no
// answer, it timed out or could not be run: an empty answer). It returns
// what the call did; nil when the game is over.
func (s *State) Play(text string, ok bool) *Call {
	if s.Over {
		return nil
	}
	if !ok {
		text = ""
	}
	c := &Call{Round: s.Round, Seat: s.Acting(), Aborted: -1}
	if s.Round == 0 {
		s.choose(c, text, ok)
	} else {
		s.turn(c, text)
	}
	s.Calls++
	return c
}

// choose plays a ship-choice call: with a recorded setup the setup's ship,
// else the class the bot chose, placed at random until it fits.
func (s *State) choose(c *Call, text string, ok bool) {
	seat := s.Next
	if tok, found := FirstToken(text); found && ok {
		c.Answer = tok
		c.Choice = ChoiceOf(tok)
	}
	if s.plan != nil {
		if p := s.plan.Players[seat]; p.Ship != nil {
			s.place(seat, *p.Ship, p.X, p.Y, p.Dir)
		}
	} else if c.Choice != 0 {
		for range 1 << 20 {
			x, y, d := s.rng.Intn(s.W), s.rng.Intn(s.H), s.rng.Intn(4)
			if s.fits(c.Choice, x, y, d) {
				s.place(seat, c.Choice, x, y, d)
				break
			}
		}
	}
	c.Class = s.Ships[seat].Class
	s.Next++
	if s.Next == len(s.Ships) {
		s.beginRound()
	}
}

// turn plays a ship's turn.
func (s *State) turn(c *Call, text string) {
	s.answer(c, text)
	if s.AliveShips() <= 1 {
		s.Over, s.Reason = true, "last-ship"
		return
	}
	s.advance()
}

// Try plays answer as the next call's on a copy of s, s staying as it
// is: what the call would do, and the game just after the answer's
// letters, before the next call begins (the ship's moves, shots, action
// token left). Nil, nil while the ships are chosen and once the game is
// over.
func (s *State) Try(answer string) (*Call, *State) {
	if s.Over || s.Round == 0 {
		return nil, nil
	}
	t := s.Clone()
	c := &Call{Round: t.Round, Seat: t.Acting(), Aborted: -1}
	t.answer(c, answer)
	return c, t
}

// answer plays the letters of a ship's answer text, the flags of its last
// turn cleared first.
func (s *State) answer(c *Call, text string) {
	seat := s.Order[s.Next]
	sh := &s.Ships[seat]
	c.Answer = Normalize(text)
	sh.Scan, sh.Shield = false, false
	alive := make([]bool, len(s.Ships))
	for i := range s.Ships {
		alive[i] = s.Ships[i].Alive()
	}
	s.execute(seat, units(c.Answer), c)
	s.Ships[seat].Refused += c.Refused()
	for i := range s.Ships {
		if alive[i] && !s.Ships[i].Alive() {
			c.Sunk = append(c.Sunk, i)
			s.Ships[i].SunkIn, s.Ships[i].SunkBy = s.Calls, sinker(c, seat, i)
		}
	}
}

// sinker is the seat whose hit sank ship v in call c, in which seat acted
// (the acting seat when no hit says: a ram, a mine of its own).
func sinker(c *Call, seat, v int) int {
	by := seat
	for _, st := range c.Steps {
		for _, h := range st.Hits {
			if h.Seat == v && h.Sunk {
				by = h.By
			}
		}
	}
	return by
}
