package builtin

import (
	"math/rand/v2"
	"slices"
)

// hunter gathers food by giving each food in sight its nearest free ant
// (steps by breadth-first search on the wrapping map), sends ants to
// meet enemies near its hills, to enemy hills it knows and to the parts
// of the map it has not seen lately, and never steps where it would lose
// a fight (see fight.go).
type hunter struct {
	r *rand.Rand
	m moves
	search
	fight

	// index[sq] is 1 + the index in State.Mine of the ant on sq (0 none).
	index []int32
	// plan[i] is ant i's wish: the directions it would take, best first.
	plan [][]int
	busy []bool // ant i has a task (food, defence)
	rank []int  // the order ants choose their moves in
	prio []int32

	hillDist, enemyDist, exploreDist, homeDist []int32
}

// Search depths, in steps.
const (
	foodReach    = 30 // an ant goes for food this far
	guardReach   = 12 // enemies this close to a hill of ours are met
	huntReach    = 10 // free ants go for enemies this close
	staleTurns   = 12 // a square not seen for this long is worth a look
	foodPerFood  = 3  // ants considered for each food
	guardPerFoe  = 2  // ants sent to meet each enemy near a hill
	attackReach  = 40 // free ants go for an enemy hill this far
	attackAlways = 30 // with this many ants, every free ant goes
)

func newHunter(r *rand.Rand) *hunter { return &hunter{r: r} }

func (h *hunter) Turn(s *State) []Order {
	n := len(s.Water)
	h.size(n)
	h.fight.prepare(s)
	if len(h.index) != n {
		h.index = make([]int32, n)
		h.hillDist, h.enemyDist = make([]int32, n), make([]int32, n)
		h.exploreDist, h.homeDist = make([]int32, n), make([]int32, n)
	}
	clear(h.index)
	for i, sq := range s.Mine {
		h.index[sq] = int32(i + 1)
	}
	ants := len(s.Mine)
	h.plan = slices.Grow(h.plan[:0], ants)[:ants]
	h.busy = slices.Grow(h.busy[:0], ants)[:ants]
	h.prio = slices.Grow(h.prio[:0], ants)[:ants]
	for i := range ants {
		h.plan[i], h.busy[i], h.prio[i] = h.plan[i][:0], false, 1<<20
	}

	h.gather(s)
	h.guard(s)
	h.roam(s)

	h.rank = h.rank[:0]
	for i := range ants {
		h.rank = append(h.rank, i)
	}
	slices.SortStableFunc(h.rank, func(a, b int) int { return int(h.prio[a] - h.prio[b]) })
	h.m.reset(s)
	h.resolve(s, &h.m, h.rank, h.plan)
	return slices.Clone(h.m.orders)
}

// gather gives each food its nearest ant, nearest pairs first.
func (h *hunter) gather(s *State) {
	type pair struct {
		food, ant int
		d         int32
		back      int
	}
	var pairs []pair
	for _, f := range s.FoodSq {
		k := 0
		h.nearest(s, f, foodReach, func(at int, d int32, back int) bool {
			if i := h.index[at]; i > 0 {
				pairs = append(pairs, pair{f, int(i - 1), d, back})
				k++
			}
			return k < foodPerFood
		})
	}
	slices.SortStableFunc(pairs, func(a, b pair) int { return int(a.d - b.d) })
	fed := map[int]bool{}
	for _, p := range pairs {
		if fed[p.food] || h.busy[p.ant] {
			continue
		}
		fed[p.food], h.busy[p.ant], h.prio[p.ant] = true, true, p.d
		if p.d > 1 {
			h.plan[p.ant] = append(h.plan[p.ant], p.back)
		}
	}
}

// guard sends the nearest free ants to meet each enemy near a hill of
// ours.
func (h *hunter) guard(s *State) {
	if len(s.MyHills) == 0 || len(s.Enemies) == 0 {
		return
	}
	h.field(s, h.homeDist, s.MyHills, guardReach) // MyHills is not empty
	for _, e := range s.Enemies {
		if h.homeDist[e.Sq] > guardReach {
			continue
		}
		k := 0
		h.nearest(s, e.Sq, 2*guardReach, func(at int, d int32, back int) bool {
			if i := h.index[at] - 1; i >= 0 && !h.busy[i] {
				h.busy[i], h.prio[i] = true, d
				h.plan[i] = append(h.plan[i], back)
				k++
			}
			return k < guardPerFoe
		})
	}
}

// roam gives the free ants a way: to an enemy hill, to enemies close by
// when they are not outnumbered, or to what they have not seen lately.
func (h *hunter) roam(s *State) {
	hills := make([]int, 0, len(s.Hills))
	for _, hl := range s.Hills {
		hills = append(hills, hl.Sq)
	}
	hasHills := h.field(s, h.hillDist, hills, unreached)
	foes := make([]int, 0, len(s.Enemies))
	for _, e := range s.Enemies {
		foes = append(foes, e.Sq)
	}
	hasFoes := h.field(s, h.enemyDist, foes, huntReach)
	var stale []int
	old := int32(s.Turn - staleTurns)
	for sq, t := range s.Seen {
		if t < old && !s.Water[sq] {
			stale = append(stale, sq)
		}
	}
	hasStale := h.field(s, h.exploreDist, stale, unreached)
	many := len(s.Mine) >= attackAlways
	for i, a := range s.Mine {
		if h.busy[i] {
			continue
		}
		switch {
		case hasHills && h.hillDist[a] < unreached && (many || h.hillDist[a] <= attackReach):
			h.plan[i] = h.downhill(s, h.plan[i], a, h.hillDist)
		case hasFoes && h.enemyDist[a] <= huntReach && h.power[a] > h.threat[a]:
			h.plan[i] = h.downhill(s, h.plan[i], a, h.enemyDist)
		case hasStale && h.exploreDist[a] < unreached:
			h.plan[i] = h.downhill(s, h.plan[i], a, h.exploreDist)
		default:
			for _, d := range shuffled(h.r) {
				h.plan[i] = append(h.plan[i], d)
			}
		}
	}
}

// downhill appends the directions from a that lower dist, steepest first
// (ties in a random order).
func (h *hunter) downhill(s *State, plan []int, a int, dist []int32) []int {
	here := dist[a]
	for _, d := range shuffled(h.r) {
		if dist[s.Next(a, d)] < here {
			plan = append(plan, d)
		}
	}
	return plan
}
