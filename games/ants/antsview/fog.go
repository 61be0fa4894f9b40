package antsview

// Viewpoint is the seat whose view of the map the frames show (its fog of
// war), -1 for all of the map.
func (b *Board) Viewpoint() int { return b.seat }

// SetViewpoint makes the frames show the map as seat i sees it (what its
// bot is told: the squares its ants see), -1 (or any seat not in the
// game) for all of it.
func (b *Board) SetViewpoint(i int) {
	if i < 0 || i >= b.Players {
		i = -1
	}
	b.seat = i
}

// fog is the squares seat does not see in state shown, as rectangles; it
// is kept until either changes.
func (b *Board) fog(shown, seat int) []Rect {
	sc := &b.fb
	if sc.fog != nil && sc.fogShown == shown && sc.fogSeat == seat {
		return sc.fog
	}
	ids, sqs := b.ants(shown)
	sc.mine = sc.mine[:0]
	for k, id := range ids {
		if int(b.antOwner[id]) == seat {
			sc.mine = append(sc.mine, sqs[k])
		}
	}
	sc.seen = b.start.Sight(sc.seen, sc.mine)
	sc.fog = sc.rects.appendRects(sc.fog[:0], b.Rows, b.Cols, sc.seen, false)
	sc.fogShown, sc.fogSeat = shown, seat
	return sc.fog
}

// Seen reports whether seat sees square (col, row) in state shown (its
// ants see it), for tests and tooltips.
func (b *Board) Seen(shown, seat, col, row int) bool {
	for _, r := range b.fog(shown, seat) {
		if int32(col) >= r.X && int32(col) < r.X+r.W && int32(row) >= r.Y && int32(row) < r.Y+r.H {
			return false
		}
	}
	return true
}

// rectMaker merges squares into rectangles, keeping its memory.
type rectMaker struct{ open, next []int32 }

// AppendRects appends to dst the squares sq of a rows x cols map with
// mask[sq] == want, as rectangles: runs along each row, a run the same as
// the one above it making that one taller.
func AppendRects(dst []Rect, rows, cols int, mask []bool, want bool) []Rect {
	var rm rectMaker
	return rm.appendRects(dst, rows, cols, mask, want)
}

func (rm *rectMaker) appendRects(dst []Rect, rows, cols int, mask []bool, want bool) []Rect {
	open, next := rm.open[:0], rm.next[:0] // indexes in dst of the rectangles reaching the row above, by column
	for r := range rows {
		next = next[:0]
		row := mask[r*cols : (r+1)*cols]
		k := 0
		for c := 0; c < cols; {
			if row[c] != want {
				c++
				continue
			}
			c0 := c
			for c < cols && row[c] == want {
				c++
			}
			for k < len(open) && dst[open[k]].X < int32(c0) {
				k++
			}
			if k < len(open) && dst[open[k]].X == int32(c0) && dst[open[k]].W == int32(c-c0) {
				dst[open[k]].H++
				next = append(next, open[k])
				continue
			}
			dst = append(dst, Rect{X: int32(c0), Y: int32(r), W: int32(c - c0), H: 1})
			next = append(next, int32(len(dst)-1))
		}
		open, next = next, open
	}
	rm.open, rm.next = open, next
	return dst
}
