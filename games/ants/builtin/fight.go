package builtin

import "slices"

// fight judges the squares an ant may step on by the attack rule (focus:
// an ant dies when an enemy in its range has no more enemies in range
// than it has). threat counts the enemy ants that can have a square in
// range after their next move; power counts the bot's own. A square is
// safe when no enemy can reach it, or when the bot's ants there outnumber
// the enemy's (or equal them, when the bot has ants to spare: a trade).
type fight struct {
	near          []offset // the squares an ant can attack after one step
	attackRadius2 int
	threat, power []int16
	trade         bool
	enemyHill     map[int]bool
}

func (f *fight) prepare(s *State) {
	if f.near == nil || f.attackRadius2 != s.AttackRadius2 {
		f.attackRadius2 = s.AttackRadius2
		f.near = f.near[:0]
		r := disc(s.AttackRadius2)
		for _, o := range disc(s.AttackRadius2 + 2*isqrt(s.AttackRadius2) + 2) {
			for _, st := range append([]offset{{}}, steps[:]...) {
				dr, dc := o.dr-st.dr, o.dc-st.dc
				if slices.Contains(r, offset{dr, dc}) {
					f.near = append(f.near, o)
					break
				}
			}
		}
	}
	if n := len(s.Water); len(f.threat) != n {
		f.threat, f.power = make([]int16, n), make([]int16, n)
	}
	clear(f.threat)
	clear(f.power)
	for _, e := range s.Enemies {
		f.count(s, f.threat, e.Sq)
	}
	for _, a := range s.Mine {
		f.count(s, f.power, a)
	}
	f.trade = len(s.Mine) >= 2*len(s.Enemies)+4
	f.enemyHill = map[int]bool{}
	for _, h := range s.Hills {
		f.enemyHill[h.Sq] = true
	}
}

func (f *fight) count(s *State, c []int16, sq int) {
	r, col := sq/s.Cols, sq%s.Cols
	for _, o := range f.near {
		c[s.wrap(r+o.dr, col+o.dc)]++
	}
}

// safe reports whether an ant may stand on sq after this turn's moves.
func (f *fight) safe(sq int) bool {
	t := f.threat[sq]
	if t == 0 || f.enemyHill[sq] {
		return true
	}
	p := f.power[sq]
	return p > t || f.trade && p == t
}

// risk is how bad a square is when none is safe.
func (f *fight) risk(sq int) int { return int(f.threat[sq]) - int(f.power[sq]) }

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// resolve orders the ants, in the order of rank, each the first way of
// its plan that is open and safe; an ant whose way is held by an ant
// that has not moved yet waits for a second pass. With no such way an ant
// stays if that is safe (and it is not on a hill of ours, where it would
// stop ants being born), else takes any safe way, else the least risky.
func (h *hunter) resolve(s *State, m *moves, rank []int, plan [][]int) {
	done := make([]bool, len(s.Mine))
	hill := map[int]bool{}
	for _, sq := range s.MyHills {
		hill[sq] = true
	}
	pending := rank
	for pass := range 2 {
		var later []int
		for _, i := range pending {
			a := s.Mine[i]
			d, wait := h.choose(s, m, a, plan[i], hill[a], pass == 0, done)
			if wait {
				later = append(later, i)
				continue
			}
			done[i] = true
			if d >= 0 {
				m.move(a, d)
			}
		}
		pending = later
	}
}

// choose picks ant a's move (-1 to stay); wait: its best way is held by
// an ant yet to move.
func (h *hunter) choose(s *State, m *moves, a int, plan []int, onHill, mayWait bool, done []bool) (int, bool) {
	for _, d := range plan {
		to := s.Next(a, d)
		if s.Water[to] || s.Food[to] {
			continue
		}
		if m.taken[to] {
			if j := h.index[to] - 1; mayWait && j >= 0 && !done[j] && h.fight.safe(to) {
				return -1, true
			}
			continue
		}
		if h.fight.safe(to) {
			return d, false
		}
	}
	if !onHill && h.fight.safe(a) {
		return -1, false
	}
	for _, d := range shuffled(h.r) {
		if to := s.Next(a, d); m.open(to) && h.fight.safe(to) {
			return d, false
		}
	}
	best, risk := -1, h.fight.risk(a)
	if onHill {
		risk = 1 << 20
	}
	for d := range 4 {
		if to := s.Next(a, d); m.open(to) && h.fight.risk(to) < risk {
			best, risk = d, h.fight.risk(to)
		}
	}
	return best, false
}
