package builtin

import (
	"math"
	"math/rand/v2"

	"floorfall/games/jc2015/engine"
)

// hunter is a heuristic bot: it plays each of its possible commands on a
// copy of the game (engine.Step) and scores the result:
//
//   - death: no sequence of its own moves keeps it on the board through the
//     known falls (doomed), or an opponent's attack now, or a turn then an
//     attack while it is frozen, would doom it (weighted by how likely; a
//     doom that needs the others to step in its way weighs w.Fragile);
//   - kills: for an attack, each opponent in the line that can no longer
//     escape, or the drop in the chance it escapes when walking at random;
//   - potential: the same for an attack at its next turn, from where the
//     command leaves it (the opponents standing still), w.Pot weighted;
//   - mobility: how many squares it can still reach safely in two own turns;
//   - approach: how far it is from the nearest square lined up with an
//     opponent one or two blocks away.
//
// An attack that would doom it is no threat when the attacker, its last
// opponent, falls first: the hunter wins then.
//
// Two careful hunters can keep out of each other's reach for ever. When
// nobody has fallen for w.Standoff turns (a stand-off), the hunter takes
// risks to end it: threats no longer count, and it scores how little room
// (squares reachable in two own turns) its opponents have left, w.Room a
// square. It walks into lines of fire to line up its attacks and corners
// the others; one of them falls, and it is careful again.
//
// It never moves into a fallen block or into a block that falls before its
// next turn.
type hunter struct {
	rng *rand.Rand
	w   weights

	alive    int  // players on the board at its last turn
	since    int  // the turn it first saw that many
	standoff bool // nobody has fallen for w.Standoff turns
}

// weights are the hunter's scoring constants.
type weights struct {
	Death   float64 // cost of being dropped
	Kill    float64 // value of dropping an opponent for sure
	Random  float64 // share of Kill for the drop in a random walker's chance to escape
	Pot     float64 // share of the next turn's attack value
	Mob     float64 // per square reachable in two own turns
	MobCap  int     // mobility counted up to this many squares
	Dist    float64 // per square away from the nearest attack square
	QAttack float64 // chance an opponent attacks now when that dooms us
	QTurn   float64 // chance of each two-turn plan (turn or wait, then attack) that dooms us while frozen
	Frozen  float64 // QAttack when the hunter has just attacked
	Fragile float64 // share of a doom that only happens if the others step toward the doomed

	Standoff int     // turns without a fall that make a stand-off
	Room     float64 // in a stand-off, cost of each square an opponent can reach in two own turns
}

var defaultWeights = weights{
	Death:   1000,
	Kill:    600,
	Random:  0.8,
	Pot:     0.5,
	Mob:     4,
	MobCap:  10,
	Dist:    6,
	QAttack: 0.4,
	QTurn:   0.08,
	Frozen:  0.4,
	Fragile: 0.5,

	Standoff: 60,
	Room:     2,
}

func newHunter(seed int64) *hunter {
	tables()
	return &hunter{rng: newRand(seed), w: defaultWeights}
}

func step(s *engine.State, c engine.Command) { engine.Step(s, engine.Action{Reply: c.String()}) }

// hunterCommands is the order the candidates are scored in: N first, its
// result is the reference an attack is compared with.
var hunterCommands = [...]engine.Command{engine.CmdNone, engine.CmdUp, engine.CmdDown, engine.CmdLeft, engine.CmdRight, engine.CmdAttack}

// Decide returns the best scored command (ties broken at random); N when
// the hunter is waiting or fallen.
func (h *hunter) Decide(v *View) engine.Command {
	s0 := v.State()
	me := v.ID
	if p := &s0.Players[me]; p.Fallen || p.Wait > 0 || s0.Over {
		return engine.CmdNone
	}
	h.watch(s0)
	dist := approachMap(s0, me)
	var sN engine.State
	best, bestScore := engine.CmdNone, math.Inf(-1)
	for _, c := range hunterCommands {
		if c != engine.CmdNone && c != engine.CmdAttack && !mayMove(s0, me, engine.Dir(c)) {
			continue
		}
		s1 := *s0
		step(&s1, c)
		if c == engine.CmdNone {
			sN = s1
		}
		sc := h.eval(s0, &s1, &sN, me, c, dist) + h.rng.Float64()
		if sc > bestScore {
			best, bestScore = c, sc
		}
	}
	return best
}

// watch notes when the number of players on the board last changed, and
// whether that makes a stand-off. A turn before the last one seen is a new
// game.
func (h *hunter) watch(s *engine.State) {
	if n := s.Alive(); n != h.alive || s.Turn < h.since {
		h.alive, h.since = n, s.Turn
	}
	h.standoff = s.Turn-h.since >= h.w.Standoff
}

// mayMove reports whether a move in direction d is allowed to the hunter:
// not into a fallen block, nor into one that falls before its next turn.
// A move off the board only turns it, and so does one blocked by a player.
func mayMove(s *engine.State, me int, d engine.Dir) bool {
	p := &s.Players[me]
	dx, dy := d.Delta()
	to := engine.Square{X: p.X + dx, Y: p.Y + dy}
	if !to.On() || to.Block() == p.Block() {
		return true
	}
	t := s.Timer(to.Block())
	return t == 0 || t > engine.NumPlayers
}

// eval scores state s1, reached from s0 by command c; sN is s0 after N.
func (h *hunter) eval(s0, s1, sN *engine.State, me int, c engine.Command, dist *[side * side]int16) float64 {
	if s1.Players[me].Fallen {
		return -1e9
	}
	if s1.Over {
		if s1.Result.Winner == me {
			return 1e9
		}
		return -1e9
	}
	tl := newTimeline(s1)
	acts := actors(s1)
	mob, ok := tl.survive(&acts, me, false)
	if !ok {
		return -1e6 + float64(mob)
	}
	w := &h.w
	q := s1.Players[me].Square
	score := w.Mob*float64(min(mob, w.MobCap)) - w.Dist*float64(dist[q.Y*side+q.X])
	if h.standoff {
		for j := range acts {
			if j != me && acts[j].alive {
				room, _ := tl.survive(&acts, j, false)
				score -= w.Room * float64(room)
			}
		}
	} else {
		if _, ok := tl.survive(&acts, me, true); !ok {
			score -= w.Death * w.Fragile
		}
		score -= w.Death * h.threat(s1, me, &acts)
	}
	if c == engine.CmdAttack {
		p := &s0.Players[me]
		score += w.Kill * h.kills(s1, sN, me, p.Block(), p.Facing)
	} else {
		score += w.Pot * w.Kill * h.potential(s1, me)
	}
	return score
}

// onRay reports whether block b is in the line of an attack from block
// from facing d.
func onRay(b, from engine.Block, d engine.Dir) bool {
	switch d {
	case engine.Up:
		return b.X == from.X && b.Y < from.Y
	case engine.Down:
		return b.X == from.X && b.Y > from.Y
	case engine.Left:
		return b.Y == from.Y && b.X < from.X
	case engine.Right:
		return b.Y == from.Y && b.X > from.X
	}
	return false
}

// kills is the value of the attack that led to sA, compared with sN where
// the attacker did nothing: 1 for each opponent in the line that could
// escape and cannot any more, else the drop in its chance to escape when
// walking at random, times w.Random.
func (h *hunter) kills(sA, sN *engine.State, me int, from engine.Block, d engine.Dir) float64 {
	var tlA, tlN *timeline
	var actsA, actsN [engine.NumPlayers]actor
	v := 0.0
	for j := range sA.Players {
		pj := &sA.Players[j]
		if j == me || pj.Fallen || !onRay(pj.Block(), from, d) {
			continue
		}
		if tlA == nil {
			tlA, tlN = newTimeline(sA), newTimeline(sN)
			actsA, actsN = actors(sA), actors(sN)
		}
		if _, ok := tlN.survive(&actsN, j, false); !ok {
			continue // doomed anyway
		}
		if _, ok := tlA.survive(&actsA, j, false); !ok {
			v++
			continue
		}
		kj := h.w.Random * max(0, tlN.randomSurvival(&actsN, j)-tlA.randomSurvival(&actsA, j))
		if _, ok := tlA.survive(&actsA, j, true); !ok {
			kj = max(kj, h.w.Fragile)
		}
		v += kj
	}
	return v
}

// potential is the value of attacking at the hunter's next turn from where
// s1 leaves it, the opponents standing still meanwhile.
func (h *hunter) potential(s1 *engine.State, me int) float64 {
	p := &s1.Players[me]
	from := p.Block()
	any := false
	for j := range s1.Players {
		if pj := &s1.Players[j]; j != me && !pj.Fallen && onRay(pj.Block(), from, p.Facing) {
			any = true
		}
	}
	if !any || p.Wait > 0 {
		return 0
	}
	st := *s1
	for st.Acting() != me && !st.Over {
		step(&st, engine.CmdNone)
	}
	if st.Over || st.Players[me].Fallen {
		return 0
	}
	sA, sN := st, st
	step(&sA, engine.CmdAttack)
	step(&sN, engine.CmdNone)
	return h.kills(&sA, &sN, me, from, p.Facing)
}

// threatPlans are what an opponent may do before attacking, while the
// hunter is frozen: wait, or turn (moving if it can).
var threatPlans = [...]engine.Command{engine.CmdNone, engine.CmdUp, engine.CmdDown, engine.CmdLeft, engine.CmdRight}

// threat is the chance that an opponent dooms the hunter before it can act
// again: with an attack at its next free turn (w.QAttack each), or, when
// the hunter is frozen long enough, with a plan then an attack (w.QTurn
// each).
func (h *hunter) threat(s1 *engine.State, me int, acts *[engine.NumPlayers]actor) float64 {
	ours := acts[me].free
	alive := 1.0
	for j := range acts {
		a := &acts[j]
		if j == me || !a.alive || a.free >= ours {
			continue
		}
		q := h.w.QAttack
		if s1.Players[me].Wait > 0 {
			q = h.w.Frozen
		}
		pj := q * h.dooms(s1, a.free, me, j, 0)
		if a.free+engine.NumPlayers < ours {
			for _, c := range threatPlans {
				pj += h.w.QTurn * h.dooms(s1, a.free, me, j, c)
			}
		}
		alive *= 1 - min(pj, 0.95)
	}
	return 1 - alive
}

// dooms is 1 if player j attacking at turn at (or playing plan at turn at
// and attacking 4 turns later), everyone else doing nothing, leaves the
// hunter no way to stay on the board, w.Fragile if it does when the others
// step toward the hunter, else 0.
func (h *hunter) dooms(s1 *engine.State, at, me, j int, plan engine.Command) float64 {
	attack := at
	if plan != 0 {
		attack += engine.NumPlayers
	}
	st := *s1
	for st.Turn <= attack && !st.Over {
		c := engine.CmdNone
		switch st.Turn {
		case attack:
			c = engine.CmdAttack
		case at:
			c = plan
		}
		step(&st, c)
	}
	if st.Players[me].Fallen {
		return 1
	}
	if st.Over {
		return 0
	}
	tl := newTimeline(&st)
	acts := actors(&st)
	doom := 0.0
	if _, ok := tl.survive(&acts, me, false); !ok {
		doom = 1
	} else if _, ok := tl.survive(&acts, me, true); !ok {
		doom = h.w.Fragile
	}
	if doom > 0 && fallsFirst(&st, tl, &acts, me, j) {
		return 0
	}
	return doom
}

// fallsFirst reports whether j, the hunter's last opponent, cannot stay on
// the board in st either and falls before it when both do nothing (the
// hunter doomed, moving only delays its fall): the hunter wins then.
func fallsFirst(st *engine.State, tl *timeline, acts *[engine.NumPlayers]actor, me, j int) bool {
	if st.Alive() != 2 {
		return false
	}
	if _, ok := tl.survive(acts, j, false); ok {
		return false
	}
	s := *st
	for range maxSteps * engine.NumPlayers {
		if s.Over || s.Players[me].Fallen {
			break
		}
		step(&s, engine.CmdNone)
	}
	return s.Over && s.Result.Winner == me
}

// approachMap is, for every square, the number of steps to the nearest
// square from which an attack would reach an opponent one or two blocks
// away, going over standing blocks and not near opponents.
func approachMap(s *engine.State, me int) *[side * side]int16 {
	const far = 40
	var dist [side * side]int16
	var pass board
	for y := range side {
		for x := range side {
			if s.Timers[y/engine.BlockSize][x/engine.BlockSize] >= 0 {
				pass[y] |= 1 << x
			}
		}
	}
	for j := range s.Players {
		if p := &s.Players[j]; j != me && !p.Fallen {
			pass.andNot(&near[p.Y][p.X])
		}
	}
	queue := make([]int16, 0, side*side)
	for k := range dist {
		dist[k] = far
	}
	for j := range s.Players {
		p := &s.Players[j]
		if j == me || p.Fallen {
			continue
		}
		jb := p.Block()
		for _, d := range [...]engine.Dir{engine.Up, engine.Down, engine.Left, engine.Right} {
			dx, dy := d.Delta()
			for k := 1; k <= 2; k++ {
				b := engine.Block{X: jb.X - k*dx, Y: jb.Y - k*dy}
				if !b.On() {
					break
				}
				for y := b.Y * engine.BlockSize; y < (b.Y+1)*engine.BlockSize; y++ {
					for x := b.X * engine.BlockSize; x < (b.X+1)*engine.BlockSize; x++ {
						if pass[y]>>x&1 != 0 && dist[y*side+x] != 0 {
							dist[y*side+x] = 0
							queue = append(queue, int16(y*side+x))
						}
					}
				}
			}
		}
	}
	for i := 0; i < len(queue); i++ {
		k := int(queue[i])
		x, y := k%side, k/side
		for _, n := range [4][2]int{{x, y - 1}, {x, y + 1}, {x - 1, y}, {x + 1, y}} {
			nx, ny := n[0], n[1]
			if nx < 0 || nx >= side || ny < 0 || ny >= side || pass[ny]>>nx&1 == 0 {
				continue
			}
			if nk := ny*side + nx; dist[nk] > dist[k]+1 {
				dist[nk] = dist[k] + 1
				queue = append(queue, int16(nk))
			}
		}
	}
	return &dist
}
