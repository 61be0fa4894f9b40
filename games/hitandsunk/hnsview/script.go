package hnsview

import (
	"floorfall/games/hitandsunk/engine"
)

// A call's script: what its letters did as timed events inside the call's
// slot [0, 1], from the engine's record of the call (the rules stay in
// the engine: the script only times what it recorded).

// evKind is the kind of a timed event.
type evKind uint8

const (
	evMove   evKind = iota // a ship glides from (x0, y0) to (x1, y1) (its head)
	evBump                 // a ship lunges by (x1, y1) and back: a blocked move, a ram
	evTurn                 // a ship turns from heading d0 to d1
	evShot                 // a shot flies from (x0, y0) to (x1, y1), then splashes (flag: refused, out of range)
	evBlast                // a mine explodes at (x1, y1); depth in the chain
	evHit                  // a ship's cell is hit (kind hitHull, hitShield, hitDodge); flag: it sank
	evHeal                 // a ship's cell is repaired
	evDive                 // a submarine dives (flag) or surfaces
	evShield               // a battleship's shield goes up
	evScan                 // a ship scans around (x1, y1)
	evMine                 // a mine is laid at (x1, y1) (flag: refused there)
)

// The kinds of hit.
const (
	hitHull = iota
	hitShield
	hitDodge
)

// event is one timed event of a call.
type event struct {
	kind           evKind
	seat           int
	a, b           float64 // its time in the slot
	x0, y0, x1, y1 float64 // squares' centres
	d0, d1         int
	cell, hit      int
	depth          int
	flag           bool
}

// The part of a call's slot its letters play in.
const (
	playFrom = 0.05
	playTo   = 0.88
)

// script is the events of the call last asked for.
type script struct {
	t      int // the call, -1 for none
	events []event
}

// weight is how long a step plays, relative to the others.
func weight(st *engine.Step) float64 {
	w := 1.0
	switch st.Effect {
	case "refused", "bad-offset":
		w = 0.25
	case "blocked", "off-grid", "out-of-range", "no-ship", "no-mine":
		w = 0.6
	case "fired":
		w = 1.3
	case "scan":
		w = 1.2
	case "mine", "dive", "surface", "shield", "repaired":
		w = 0.8
	}
	return w + 0.8*float64(len(st.Blasts))
}

// blastW is a blast's share of a step, in weight.
const blastW = 0.8

// scriptOf is the script of call t (cached).
func (b *Board) scriptOf(t int) *script {
	sc := &b.sc
	if sc.t == t && t >= 0 {
		return sc
	}
	sc.t, sc.events = t, sc.events[:0]
	if t < 0 || t >= len(b.Calls) {
		return sc
	}
	c := b.Calls[t]
	if c.Round == 0 {
		return sc
	}
	total := 0.0
	for k := range c.Steps {
		total += weight(&c.Steps[k])
	}
	if total == 0 {
		return sc
	}
	unit := (playTo - playFrom) / total
	sh := b.States[t].Ships[c.Seat]
	x, y, d := float64(sh.X)+0.5, float64(sh.Y)+0.5, sh.Dir
	at := playFrom
	for k := range c.Steps {
		st := &c.Steps[k]
		span := weight(st) * unit
		main := span - blastW*unit*float64(len(st.Blasts)) // before the blasts
		a, e := at, at+main
		at += span
		ev := event{seat: c.Seat, a: a, b: e, x0: x, y0: y, d0: d, d1: d}
		tx, ty := float64(st.X)+0.5, float64(st.Y)+0.5
		hitAt := e // when direct hits land
		switch {
		case st.Effect == "moved":
			ev.kind, ev.x1, ev.y1 = evMove, tx, ty
			x, y = tx, ty
			sc.add(ev)
		case (st.Letter == 'M' || st.Letter == 'B') && st.Done:
			dx, dy := engine.Unit(d)
			if st.Letter == 'B' {
				dx, dy = -dx, -dy
			}
			ev.kind, ev.x1, ev.y1 = evBump, 0.15*float64(dx), 0.15*float64(dy)
			sc.add(ev)
		case st.Effect == "rotated":
			nd := (d + 3) & 3
			if st.Letter == 'K' {
				nd = (d + 1) & 3
			}
			ev.kind, ev.d1 = evTurn, nd
			d = nd
			sc.add(ev)
		case st.Letter == 'A' && st.Done:
			dx, dy := engine.Unit(d)
			ev.kind, ev.x1, ev.y1 = evBump, 0.35*float64(dx), 0.35*float64(dy)
			hitAt = (a + e) / 2
			sc.add(ev)
		case st.Letter == 'F' && st.Done && st.Effect != "bad-offset":
			ev.kind, ev.x1, ev.y1, ev.flag = evShot, tx, ty, st.Effect != "fired"
			hitAt = a + 0.5*(e-a)
			sc.add(ev)
		case st.Letter == 'N' && st.Done && st.Effect != "no-mine" && st.Effect != "bad-offset":
			ev.kind, ev.x1, ev.y1, ev.flag = evMine, tx, ty, st.Effect != "mine"
			sc.add(ev)
		case st.Effect == "scan":
			ev.kind, ev.x1, ev.y1 = evScan, x, y
			sc.add(ev)
		case st.Effect == "dive" || st.Effect == "surface":
			ev.kind, ev.flag = evDive, st.Effect == "dive"
			sc.add(ev)
		case st.Effect == "shield":
			ev.kind = evShield
			sc.add(ev)
		case st.Effect == "repaired" && st.X >= 0:
			ev.kind, ev.cell = evHeal, st.X
			sc.add(ev)
		}
		// The blasts one after the other, each hitting as it goes off.
		bw := blastW * unit
		for j, bl := range st.Blasts {
			ba := e + float64(j)*bw
			sc.add(event{kind: evBlast, seat: c.Seat, a: ba, b: min(ba+2.2*bw, 0.97), x1: float64(bl.X) + 0.5, y1: float64(bl.Y) + 0.5, depth: bl.Depth})
		}
		for _, h := range st.Hits {
			ha := hitAt
			if h.Blast > 0 {
				ha = e + (float64(h.Blast-1)+0.3)*bw
			}
			hv := event{kind: evHit, seat: h.Seat, a: ha, b: min(ha+0.18, 0.98), x1: float64(h.X) + 0.5, y1: float64(h.Y) + 0.5,
				cell: h.Cell, flag: h.Sunk}
			switch {
			case h.Shielded:
				hv.hit = hitShield
			case h.Dodged:
				hv.hit = hitDodge
			}
			sc.add(hv)
		}
	}
	return sc
}

func (sc *script) add(e event) { sc.events = append(sc.events, e) }
