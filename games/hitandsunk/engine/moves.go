package engine

// move plays M (forward) or B (back): the square ahead of the head (or
// beyond the stern) must be on the grid and empty or a mine on the drawn
// board; a mine there explodes once the ship has moved, the board not yet
// redrawn.
func (s *State) move(seat int, back bool, st *Step) {
	sh := &s.Ships[seat]
	dx, dy := Unit(sh.Dir)
	tx, ty := sh.X+dx, sh.Y+dy // the square entered
	if back {
		tx, ty = sh.Cell(sh.Len())
		dx, dy = -dx, -dy
	}
	st.X, st.Y = sh.X, sh.Y
	if !s.on(tx, ty) {
		st.Effect = "off-grid"
		return
	}
	v := s.At(tx, ty)
	if v != Empty && v != Mine {
		st.Effect = "blocked"
		return
	}
	sh.X, sh.Y = sh.X+dx, sh.Y+dy
	st.X, st.Y, st.Effect = sh.X, sh.Y, "moved"
	if v == Mine {
		s.explode(tx, ty, seat, 0, st)
	}
	s.redraw()
}

// rotate plays C (counter-clockwise) or K (clockwise, cw): the head stays,
// every square of the new body must be on the grid and empty, a mine or
// this ship; then the mines under the new body explode in cell order, each
// square once for every mine that was there (even one a chain already set
// off: the controller explodes the square again).
func (s *State) rotate(seat int, cw bool, st *Step) {
	sh := &s.Ships[seat]
	d := (sh.Dir + 3) & 3
	if cw {
		d = (sh.Dir + 1) & 3
	}
	st.X, st.Y = sh.X, sh.Y
	var mines [5][2]int
	n := 0
	for i := range sh.Len() {
		x, y := Cell(sh.X, sh.Y, d, i)
		if !s.on(x, y) {
			st.Effect = "off-grid"
			return
		}
		switch v := s.At(x, y); {
		case v == Mine:
			mines[n] = [2]int{x, y}
			n++
		case v != Empty && v != int8(seat):
			st.Effect = "blocked"
			return
		}
	}
	sh.Dir = d
	st.Effect = "rotated"
	for _, m := range mines[:n] {
		s.explode(m[0], m[1], seat, 0, st)
	}
	s.redraw()
}

// ram plays A: the live ship on the square ahead loses the cell there,
// unless its shield takes it or it is under water.
func (s *State) ram(seat int, st *Step) {
	sh := &s.Ships[seat]
	dx, dy := Unit(sh.Dir)
	x, y := sh.X+dx, sh.Y+dy
	st.X, st.Y, st.Effect = x, y, "no-ship"
	if !s.on(x, y) {
		st.Effect = "off-grid"
		return
	}
	v := s.At(x, y)
	if v < 0 {
		return
	}
	st.Effect = "rammed"
	if !s.spared(int(v), seat, x, y, st, true) {
		if c := cellAt(&s.Ships[v], x, y); c >= 0 {
			s.damage(int(v), c, seat, st)
		}
	}
	s.redraw()
}

// explode sets off the mine at (x, y), credited to ship by: the square
// empties, then each square around it, row by row, explodes if a mine
// (depth first) or damages the ship drawn there (a shield takes one
// square). The drawn board is not redrawn meanwhile.
func (s *State) explode(x, y, by, depth int, st *Step) {
	s.set(x, y, Empty)
	st.Blasts = append(st.Blasts, Blast{X: x, Y: y, Depth: depth})
	num := len(st.Blasts) // this blast's number in Hit.Blast
	for j := -1; j <= 1; j++ {
		for k := -1; k <= 1; k++ {
			qx, qy := x+k, y+j
			if !s.on(qx, qy) {
				continue
			}
			switch v := s.At(qx, qy); {
			case v == Mine:
				s.explode(qx, qy, by, depth+1, st)
			case v >= 0:
				n := len(st.Hits)
				if !s.spared(int(v), by, qx, qy, st, false) {
					if c := cellAt(&s.Ships[v], qx, qy); c >= 0 {
						s.damage(int(v), c, by, st)
					}
				}
				for i := n; i < len(st.Hits); i++ {
					st.Hits[i].Blast = num
				}
			}
		}
	}
}

// cellAt is the cell of ship t, where it is now, on square (x, y); -1 if
// none.
func cellAt(t *Ship, x, y int) int {
	for i := range t.Len() {
		if cx, cy := t.Cell(i); cx == x && cy == y {
			return i
		}
	}
	return -1
}

// damage damages cell c of ship v, credited to ship by, if v is alive and
// the cell intact (the controller's computeHit).
func (s *State) damage(v, c, by int, st *Step) {
	t := &s.Ships[v]
	if !t.Alive() || !t.Intact(c) {
		return
	}
	t.Hull &^= 1 << c
	b := &s.Ships[by]
	b.Hits++
	t.Damage++
	sunk := !t.Alive()
	if sunk {
		b.Sunken++
	}
	x, y := t.Cell(c)
	st.Hits = append(st.Hits, Hit{Seat: v, By: by, X: x, Y: y, Cell: c, Sunk: sunk})
}
