package builtin

import "math/rand/v2"

// officialHunter plays as the official sample HunterBot (aichallenge,
// ants/dist/sample_bots/python/HunterBot.py) does, so that the hunter has
// the sample to beat: each ant, in input order, picks the nearest food or
// enemy ant in sight (steps on the wrapping map, water ignored; the first
// found on a tie) and tries the directions that bring it closer, in a
// random order, taking the first whose square is land with no ant and no
// food and that no ant was sent to this turn; an ant with no target or no
// such direction stays, and no ant is sent to its square.
type officialHunter struct {
	r    *rand.Rand
	dest map[int]bool
}

func (b *officialHunter) Turn(s *State) []Order {
	if b.dest == nil {
		b.dest = map[int]bool{}
	}
	clear(b.dest)
	var orders []Order
	var visibleFood []int
	for _, sq := range s.FoodSq {
		if s.Seen[sq] == int32(s.Turn) {
			visibleFood = append(visibleFood, sq)
		}
	}
	for _, a := range s.Mine {
		target, best := -1, 1<<30
		for _, f := range visibleFood {
			if d := s.Manhattan(a, f); d < best {
				target, best = f, d
			}
		}
		for _, e := range s.Enemies {
			if d := s.Manhattan(a, e.Sq); d < best {
				target, best = e.Sq, d
			}
		}
		if target < 0 {
			b.dest[a] = true
			continue
		}
		dirs := s.closer(a, target)
		b.r.Shuffle(len(dirs), func(i, j int) { dirs[i], dirs[j] = dirs[j], dirs[i] })
		moved := false
		for _, d := range dirs {
			n := s.Next(a, d)
			if !s.Water[n] && !s.Food[n] && s.Owner[n] < 0 && !b.dest[n] {
				b.dest[n] = true
				orders = append(orders, Order{a, d})
				moved = true
				break
			}
		}
		if !moved {
			b.dest[a] = true
		}
	}
	return orders
}

// closer lists the directions that take a towards b on the wrapping map,
// as the sample bots' helper does: both ways along an axis where b is
// exactly half the map away.
func (s *State) closer(a, b int) []int {
	var d []int
	axis := func(x1, x2, n, back, fwd int) {
		switch {
		case x1 < x2:
			if x2-x1 >= n/2 {
				d = append(d, back)
			}
			if x2-x1 <= n/2 {
				d = append(d, fwd)
			}
		case x2 < x1:
			if x1-x2 >= n/2 {
				d = append(d, fwd)
			}
			if x1-x2 <= n/2 {
				d = append(d, back)
			}
		}
	}
	axis(a/s.Cols, b/s.Cols, s.Rows, 0, 2)
	axis(a%s.Cols, b%s.Cols, s.Cols, 3, 1)
	return d
}
