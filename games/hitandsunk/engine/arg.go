package engine

import "strconv"

// AppendArg appends the argument of the next call (nothing for a
// ship-choice call): Round;Id;X,Y,Dir;Hull;Moves,Shots,Mines,Cooldown;
// Hits,Sunken,Damage;Underwater,Shield,Scan;Map.
func (s *State) AppendArg(dst []byte) []byte {
	if s.Over || s.Round == 0 {
		return dst
	}
	seat := s.Order[s.Next]
	sh := &s.Ships[seat]
	num := func(v int, sep byte) {
		dst = strconv.AppendInt(dst, int64(v), 10)
		dst = append(dst, sep)
	}
	bit := func(b bool, sep byte) {
		c := byte('0')
		if b {
			c = '1'
		}
		dst = append(dst, c, sep)
	}
	num(s.Round, ';')
	num(seat, ';')
	num(sh.X, ',')
	num(sh.Y, ',')
	num(sh.Dir, ';')
	for i := range sh.Len() {
		bit(sh.Intact(i), 0)
		dst = dst[:len(dst)-1]
	}
	dst = append(dst, ';')
	num(sh.Moves, ',')
	num(sh.Shots, ',')
	num(sh.Mines, ',')
	num(sh.Cooldown, ';')
	num(sh.Hits, ',')
	num(sh.Sunken, ',')
	num(sh.Damage, ';')
	bit(sh.Underwater, ',')
	bit(sh.Shield, ',')
	bit(sh.Scan, ';')
	return s.appendMap(dst, seat)
}

// appendMap appends the 19x19 map centred on the ship's head, as the
// controller's generateMap writes it from the drawn board.
func (s *State) appendMap(dst []byte, seat int) []byte {
	sh := &s.Ships[seat]
	const r = View / 2
	for j := -r; j <= r; j++ {
		for k := -r; k <= r; k++ {
			x, y := sh.X+k, sh.Y+j
			switch {
			case !sh.Scan && (k < -5 || k > 5 || j < -5 || j > 5):
				dst = append(dst, 'U')
			case !s.on(x, y):
				dst = append(dst, 'X')
			default:
				dst = s.appendSquare(dst, sh, seat, x, y)
			}
		}
	}
	return dst
}

// appendSquare is what a viewer sees of the square (x, y) on the grid.
func (s *State) appendSquare(dst []byte, viewer *Ship, seat, x, y int) []byte {
	v := s.At(x, y)
	switch {
	case v == Mine:
		return append(dst, 'M')
	case v < 0:
		return append(dst, '.') // empty, and wrecks too
	case int(v) == seat:
		return append(dst, 'O')
	}
	t := &s.Ships[v]
	c := cellAt(t, x, y)
	if c < 0 {
		return dst // the controller writes nothing for a stale square
	}
	switch {
	case t.Underwater && !viewer.Scan:
		return append(dst, '.')
	case !t.Alive():
		return append(dst, 'W')
	case t.Underwater && t.Intact(c):
		return append(dst, 'C')
	case t.Underwater:
		return append(dst, 'D')
	case t.Intact(c):
		return append(dst, 'A')
	}
	return append(dst, 'B')
}
