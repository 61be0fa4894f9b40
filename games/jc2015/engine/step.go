package engine

// ParseReply applies the official reading of an answer line: the line is
// trimmed of surrounding white space (every byte <= ' ', as Java's trim) and
// its first space-separated word is the answer. The command is that word if
// it is one of U D L R A N, else N with valid false.
func ParseReply(line string) (word string, cmd Command, valid bool) {
	i, j := 0, len(line)
	for i < j && line[i] <= ' ' {
		i++
	}
	for j > i && line[j-1] <= ' ' {
		j--
	}
	word = line[i:j]
	for k := 0; k < len(word); k++ {
		if word[k] == ' ' {
			word = word[:k]
			break
		}
	}
	if len(word) == 1 && ValidCommand(word[0]) {
		return word, Command(word[0]), true
	}
	return word, CmdNone, false
}

// Step plays turn s.Turn with the acting player's action and returns what
// happened. Stepping a game that is over changes nothing and returns events
// with Over set.
func Step(s *State, a Action) Events {
	ev := Events{Turn: s.Turn, Actor: s.Acting(), Command: CmdNone}
	if s.Over {
		ev.Over, ev.Result = true, s.Result
		return ev
	}
	p := &s.Players[ev.Actor]
	cmd := CmdNone
	if a.Missing != CauseNone {
		ev.Cause = a.Missing
	} else {
		var valid bool
		ev.Answered, cmd, valid = ParseReply(a.Reply)
		if !valid {
			ev.Cause = CauseInvalid
		}
	}
	switch {
	case p.Fallen:
		cmd, ev.Cause = CmdNone, CauseFallen
	case p.Wait > 0:
		if ev.Cause != CauseTimeout && ev.Cause != CauseNoBot {
			ev.Cause = CauseWaiting
		}
		cmd = CmdNone
	}
	ev.Command = cmd
	if ev.Cause == CauseInvalid {
		s.Invalid[ev.Actor]++
	}
	if !p.Fallen {
		switch cmd {
		case CmdUp, CmdDown, CmdLeft, CmdRight:
			ev.Move = s.move(ev.Actor, Dir(cmd))
		case CmdAttack:
			ev.Attack = s.attack(ev.Actor)
		}
		if p.Wait > 0 {
			p.Wait--
		}
	}
	s.tick(&ev)
	s.Turn++
	alive, last := 0, -1
	for i := range s.Players {
		if !s.Players[i].Fallen {
			alive++
			last = i
		}
	}
	switch {
	case alive == 1:
		s.Over, s.Result = true, Result{last, LastStanding}
	case alive == 0:
		s.Over, s.Result = true, Result{-1, AllFallen}
	case s.Turn >= s.TurnLimit:
		s.Over, s.Result = true, Result{-1, TurnLimit}
	}
	ev.Over, ev.Result = s.Over, s.Result
	return ev
}

// PlaysOn reports whether the official server plays another turn of a game
// that is over: after an all-fallen end it plays on to the turn limit with
// nobody on the board (see PlayOn).
func (s *State) PlaysOn() bool {
	return s.Over && s.Result.Reason == AllFallen && s.Turn < s.TurnLimit
}

// Ended is the number of turns the game lasted by its rules: s.Turn, or,
// after turns played on (PlayOn), the turns up to the all-fallen end.
func (s *State) Ended() int {
	if !s.Over || s.Result.Reason != AllFallen {
		return s.Turn
	}
	last := -1
	for i := range s.Players {
		last = max(last, s.Players[i].FellAt)
	}
	return min(last+1, s.Turn)
}

// PlayOn plays turn s.Turn of a game over with every player fallen as the
// official server does: it asks the acting (fallen) player, applies nothing,
// and moves every block's timer one step (blocks set counting down still
// fall, empty, and fallen ones stand again). The result stays the all-fallen
// draw. Where the official server stops at the end, floorfall does too: this
// only replays an official file that goes on. A game that does not play on
// (see PlaysOn) is not changed.
func PlayOn(s *State) Events {
	ev := Events{Turn: s.Turn, Actor: s.Acting(), Command: CmdNone, Cause: CauseFallen,
		Over: s.Over, Result: s.Result}
	if !s.PlaysOn() {
		return ev
	}
	s.tick(&ev)
	s.Turn++
	return ev
}

func (s *State) move(id int, d Dir) *Move {
	p := &s.Players[id]
	p.Facing = d
	dx, dy := d.Delta()
	m := &Move{Dir: d, From: p.Square, To: Square{p.X + dx, p.Y + dy}, Near: -1}
	switch {
	case !m.To.On():
		m.Blocked = BlockedEdge
	case !s.Standing(m.To.Block()):
		m.Blocked = BlockedFallen
	default:
		for j := range s.Players {
			if q := &s.Players[j]; j != id && !q.Fallen && Dist(q.Square, m.To) <= MinDistance {
				m.Blocked, m.Near = BlockedPlayer, j
				break
			}
		}
	}
	if m.Blocked == NotBlocked {
		m.Moved = true
		p.Square = m.To
	}
	return m
}

func (s *State) attack(id int) *Attack {
	p := &s.Players[id]
	p.Wait = AttackWait
	dx, dy := p.Facing.Delta()
	at := &Attack{Dir: p.Facing, From: p.Block()}
	b := at.From
	for k := 1; ; k++ {
		b = Block{b.X + dx, b.Y + dy}
		if !b.On() {
			break
		}
		if s.Timers[b.Y][b.X] == 0 {
			t := TurnsPerBlock * k
			s.Timers[b.Y][b.X] = int8(t)
			s.Owners[b.Y][b.X] = int8(id)
			at.Scheduled = append(at.Scheduled, Scheduled{b, t})
		} else {
			at.Skipped = append(at.Skipped, b)
		}
	}
	return at
}

// tick moves every block's timer one step, dropping and restoring blocks.
func (s *State) tick(ev *Events) {
	for y := range s.Timers {
		for x := range s.Timers[y] {
			t := s.Timers[y][x]
			switch {
			case t > 1:
				s.Timers[y][x] = t - 1
			case t == 1:
				b := Block{x, y}
				f := Fall{Block: b, By: int(s.Owners[y][x])}
				s.Timers[y][x] = FallenTimer
				s.Owners[y][x] = -1
				for i := range s.Players {
					if q := &s.Players[i]; !q.Fallen && b.Contains(q.Square) {
						q.Fallen, q.FellAt, q.FellBy = true, s.Turn, f.By
						f.Players = append(f.Players, i)
					}
				}
				ev.Falls = append(ev.Falls, f)
			case t < 0:
				s.Timers[y][x] = t + 1
				if t == -1 {
					ev.Restores = append(ev.Restores, Block{x, y})
				}
			}
		}
	}
}
