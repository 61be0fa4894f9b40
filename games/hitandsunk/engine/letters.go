package engine

import "strconv"

// execute runs an answer letter by letter (units: UTF-16 units), as the
// controller's makeTurns does. The ship acts whether or not it is still
// alive: the controller reads the whole answer even of a ship sunk by its
// own move.
func (s *State) execute(seat int, ans []uint16, c *Call) {
	sh := &s.Ships[seat]
	cl := Classes[sh.Class]
	for i := 0; i < len(ans); i++ {
		letter := ans[i]
		if letter >= 0x80 {
			continue
		}
		st := Step{At: i, Letter: byte(letter), Effect: "refused"}
		switch letter {
		case 'M', 'B':
			if sh.Moves > 0 {
				sh.Moves--
				st.Done = true
				s.move(seat, letter == 'B', &st)
			} else {
				st.Why = WhyNoMove
			}
		case 'C', 'K':
			if sh.Moves > 0 || sh.Class == Destroyer {
				sh.Moves--
				st.Done = true
				s.rotate(seat, letter == 'K', &st)
			} else {
				st.Why = WhyNoMove
			}
		case 'A':
			if sh.Moves == cl.Moves {
				sh.Moves = 0
				st.Done = true
				s.ram(seat, &st)
			} else {
				st.Why = WhyMoved
			}
		case 'F', 'N':
			if i+5 > len(ans) {
				// subSequence(i+1, i+5) throws before the letter is tried.
				st.Effect = "bad-offset"
				c.Steps = append(c.Steps, st)
				c.Aborted = i
				return
			}
			off := ans[i+1 : i+5]
			i += 4
			var bad bool
			if letter == 'F' {
				bad = s.fire(seat, off, &st)
			} else {
				bad = s.mine(seat, off, &st)
			}
			if bad {
				c.Steps = append(c.Steps, st)
				c.Aborted = st.At
				return
			}
		case 'S':
			if sh.Token > 0 {
				sh.Token--
				sh.Scan = true
				st.Done, st.Effect = true, "scan"
			} else {
				st.Why = WhyNoToken
			}
		case 'R':
			if st.Why = special(sh, Cruiser, true); st.Why == "" {
				st.Done, st.Effect = true, "repaired"
				s.repair(sh, &st)
			}
		case 'P':
			if st.Why = special(sh, Submarine, !sh.Underwater); st.Why == "" {
				sh.Token--
				if sh.Underwater {
					sh.Underwater, sh.Cooldown = false, CooldownDive
					st.Done, st.Effect = true, "surface"
				} else {
					sh.Underwater = true
					st.Done, st.Effect = true, "dive"
				}
			}
		case 'D':
			if st.Why = special(sh, Battleship, true); st.Why == "" {
				sh.Token--
				sh.Shield, sh.Cooldown = true, CooldownShield
				st.Done, st.Effect = true, "shield"
			}
		default:
			continue // W and every other character: wait
		}
		c.Steps = append(c.Steps, st)
	}
}

// Why a letter is refused (Step.Why).
const (
	WhyNoMove  = "no move left"
	WhyMoved   = "a ram needs every move of the turn unspent"
	WhyNoToken = "the turn's action is spent (F, N, S, P, D: one a turn)"
	WhyNoShot  = "no shot left"
	WhyCool    = "cooldown"
)

// special says why ship sh may not use the special letter of class c now
// ("" if it may): the class, then the cooldown (when cool: repair,
// shield, a dive but not surfacing), then the action token, as the
// controller tests them.
func special(sh *Ship, c int, cool bool) string {
	switch {
	case sh.Class != c:
		return "only a " + Classes[c].Name + " can"
	case cool && sh.Cooldown > 0:
		return WhyCool + " " + strconv.Itoa(sh.Cooldown)
	case sh.Token <= 0:
		return WhyNoToken
	}
	return ""
}

// offset reads an offset "sX dX sY dY" of F or N: a sign '+' is positive,
// any other character negative; a digit that is not one makes the
// controller throw (bad).
func offset(off []uint16) (dx, dy int, bad bool) {
	one := func(sign, d uint16) (int, bool) {
		if d >= 0xd800 && d < 0xe000 {
			return 0, false
		}
		v, ok := digit(rune(d))
		if sign != '+' {
			v = -v
		}
		return v, ok
	}
	dx, okx := one(off[0], off[1])
	if !okx {
		return 0, 0, true
	}
	dy, oky := one(off[2], off[3])
	return dx, dy, !oky
}

// fire plays an F; bad: its offset ended the answer.
func (s *State) fire(seat int, off []uint16, st *Step) (bad bool) {
	sh := &s.Ships[seat]
	if sh.ShotsLeft() <= 0 {
		st.Why = WhyNoToken
		if sh.Fired {
			st.Why = WhyNoShot
		}
		return false
	}
	sh.Fired = true
	sh.Shots--
	sh.Token--
	st.Done = true
	dx, dy, bad := offset(off)
	if bad {
		st.Effect = "bad-offset"
		return true
	}
	r := Classes[sh.Class].Range
	x, y := sh.X+dx, sh.Y+dy
	st.X, st.Y = x, y
	switch {
	case abs(dx) > r || abs(dy) > r:
		st.Effect = "out-of-range"
	case !s.on(x, y):
		st.Effect = "off-grid"
	default:
		st.Effect = "fired"
		s.shoot(seat, x, y, st)
		s.redraw()
	}
	return false
}

// shoot hits square (x, y): a mine explodes, a ship is damaged unless its
// shield takes it or it is under water; a carrier's shot also damages
// cells c-2 and c+2 of a ship facing right or down.
func (s *State) shoot(seat, x, y int, st *Step) {
	v := s.At(x, y)
	if v == Mine {
		s.explode(x, y, seat, 0, st)
		return
	}
	if v < 0 {
		return
	}
	t := &s.Ships[v]
	if s.spared(int(v), seat, x, y, st, true) {
		return
	}
	c := cellAt(t, x, y)
	if c < 0 {
		return
	}
	splash := s.Ships[seat].Class == Carrier && (t.Dir == 1 || t.Dir == 2)
	if splash && c >= 2 {
		s.damage(int(v), c-2, seat, st)
	}
	s.damage(int(v), c, seat, st)
	if splash && c+2 < t.Len() {
		s.damage(int(v), c+2, seat, st)
	}
}

// spared reports whether a shot or ram on ship v at (x, y) does nothing to
// it: its shield is up (the shield drops) or, unless blast, it is under
// water.
func (s *State) spared(v, by, x, y int, st *Step, dodge bool) bool {
	t := &s.Ships[v]
	switch {
	case t.Shield:
		t.Shield = false
		st.Hits = append(st.Hits, Hit{Seat: v, By: by, X: x, Y: y, Cell: -1, Shielded: true})
		return true
	case dodge && t.Underwater:
		st.Hits = append(st.Hits, Hit{Seat: v, By: by, X: x, Y: y, Cell: -1, Dodged: true})
		return true
	}
	return false
}

// mine plays an N; bad: its offset ended the answer.
func (s *State) mine(seat int, off []uint16, st *Step) (bad bool) {
	sh := &s.Ships[seat]
	if sh.Token <= 0 {
		st.Why = WhyNoToken
		return false
	}
	sh.Token--
	st.Done = true
	if sh.Mines <= 0 {
		st.Effect = "no-mine"
		return false
	}
	sh.Mines--
	dx, dy, bad := offset(off)
	if bad {
		st.Effect = "bad-offset"
		return true
	}
	x, y := sh.X+dx, sh.Y+dy
	st.X, st.Y = x, y
	// The controller's range test looks at one axis, sign-free.
	var inRange bool
	switch sh.Dir {
	case 0:
		inRange = abs(dy) <= 1
	case 1:
		inRange = abs(dx) <= sh.Len()
	case 2:
		inRange = abs(dy) <= sh.Len()
	case 3:
		inRange = abs(dx) <= 1
	}
	switch {
	case !inRange:
		st.Effect = "out-of-range"
	case !s.on(x, y) || s.At(x, y) != Empty:
		st.Effect = "blocked"
	default:
		st.Effect = "mine"
		s.set(x, y, Mine)
		s.redraw()
	}
	return false
}

// repair repairs the first damaged cell from the head; the cooldown starts
// unless it was the head.
func (s *State) repair(sh *Ship, st *Step) {
	for i := range sh.Len() {
		if !sh.Intact(i) {
			sh.Hull |= 1 << i
			st.X = i
			return
		}
		sh.Cooldown = CooldownRepair
	}
	st.X = -1
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
