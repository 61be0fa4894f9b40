package engine

import (
	"fmt"
	"slices"
)

// Chance says where a game's random outcomes (food, and the hill an ant
// spawns on when several could take it) come from: Seeded or Recorded.
type Chance interface {
	start(s *State) chance
}

// chance is a game's source of random outcomes.
type chance interface {
	// startFood places the food of the start (turn 0).
	startFood(s *State, ev *Events) error
	// turnFood is the food phase of a turn.
	turnFood(s *State, ev *Events)
	// spawnOrder orders player p's unrazed hills (p has food in its hive)
	// least recently touched first, ties at random.
	spawnOrder(s *State, p int, hills []int32) []int32
	clone() chance
	// diverged says what first differed from the record, "" if nothing.
	diverged() string
	// foodErr says why the generator places no food (the map is not
	// symmetric), nil if it does or has not been asked yet.
	foodErr() error
}

// Diverged says where the game first differed from the record its random
// outcomes were taken from (Recorded), "" if it did not (or has none).
func (s *State) Diverged() string { return s.chance.diverged() }

// FoodError says why the game gets no food of its own: the map is not
// symmetric, as the engine's food requires (nil if it is, or the food
// comes from a record).
func (s *State) FoodError() error { return s.chance.foodErr() }

// Seeded is the engine's rules drawn from floorfall's generator: food in
// symmetric sets (see foodGen), spawn ties at random. The map must be
// symmetric, as the engine requires for its food.
func Seeded(seed int64) Chance { return seeded(seed) }

type seeded int64

func (c seeded) start(*State) chance { return newGenerator(int64(c)) }

// Record is the random outcomes of a game played (an official replay's
// food and ant lists).
type Record struct {
	Food []Placed // in creation order
	Ants []Placed // in creation order; Turn 0 ones are the hills' first ants
	// Until is the last turn the record covers: after it, or once the game
	// has differed from it, the outcomes come from the generator.
	Until int
	Seed  int64 // the generator's seed
}

// Placed is a food or an ant as it appeared: its turn, square and owner
// (food: -1).
type Placed struct {
	Turn  int
	Sq    int32
	Owner int
}

// Recorded takes the outcomes from rec: the food of each turn placed in
// its order, and each spawn on the hills the record names, while the game
// goes as recorded (the same counts, squares free, hills eligible); then
// from the generator (Seeded(rec.Seed), its food cycle started anew).
func Recorded(rec *Record) Chance { return &recordedStart{rec} }

type recordedStart struct{ rec *Record }

func (c *recordedStart) start(*State) chance {
	r := &recorded{rec: c.rec}
	r.foodFrom = turnIndex(c.rec.Food, c.rec.Until)
	r.antFrom = turnIndex(c.rec.Ants, c.rec.Until)
	return r
}

// turnIndex gives for each turn t in [0, until+1] the index of the first
// item of turn t or later (items in turn order).
func turnIndex(items []Placed, until int) []int {
	idx := make([]int, until+2)
	i := 0
	for t := range idx {
		for i < len(items) && items[i].Turn < t {
			i++
		}
		idx[t] = i
	}
	return idx
}

type recorded struct {
	rec               *Record
	foodFrom, antFrom []int
	gen               *generator // once off the record
	off               string     // why the game left the record
}

func (r *recorded) clone() chance {
	c := *r
	if r.gen != nil {
		c.gen = r.gen.clone().(*generator)
	}
	return &c
}

func (r *recorded) diverged() string { return r.off }

func (r *recorded) foodErr() error {
	if r.gen == nil {
		return nil
	}
	return r.gen.foodErr()
}

// follows reports whether turn t's outcomes are still the record's.
func (r *recorded) follows(t int) bool { return r.gen == nil && t <= r.rec.Until }

// leave makes the generator take over (why, if the game differs from the
// record).
func (r *recorded) leave(why string) {
	if r.gen == nil {
		r.gen = newGenerator(r.rec.Seed)
	}
	if r.off == "" {
		r.off = why
	}
}

func (r *recorded) place(s *State, ev *Events, t int) bool {
	for _, f := range r.rec.Food[r.foodFrom[t]:r.foodFrom[t+1]] {
		if f.Sq < 0 || int(f.Sq) >= len(s.water) || !s.free(f.Sq) {
			r.leave(fmt.Sprintf("turn %d: the recorded food at row %d, col %d cannot be placed (not free land)", t, f.Sq/int32(s.Cols), f.Sq%int32(s.Cols)))
			return false
		}
		id := s.addFood(f.Sq)
		if ev != nil {
			ev.Appeared = append(ev.Appeared, id)
		}
	}
	return true
}

func (r *recorded) startFood(s *State, ev *Events) error {
	if r.follows(0) && r.place(s, ev, 0) {
		return nil
	}
	if r.gen == nil {
		r.leave("")
	}
	return r.gen.startFood(s, ev)
}

func (r *recorded) turnFood(s *State, ev *Events) {
	t := s.turn
	if t > r.rec.Until && r.gen == nil {
		r.leave("")
	}
	if r.follows(t) && r.place(s, ev, t) {
		return
	}
	r.gen.turnFood(s, ev)
}

func (r *recorded) spawnOrder(s *State, p int, hills []int32) []int32 {
	t := s.turn
	if t > r.rec.Until && r.gen == nil {
		r.leave("")
	}
	if !r.follows(t) {
		return r.gen.spawnOrder(s, p, hills)
	}
	var chosen []int32
	for _, a := range r.rec.Ants[r.antFrom[t]:r.antFrom[t+1]] {
		if a.Owner != p {
			continue
		}
		h := int32(-1)
		if a.Sq >= 0 && int(a.Sq) < len(s.hillAt) {
			h = int32(s.hillAt[a.Sq])
		}
		if h < 0 || !slices.Contains(hills, h) || slices.Contains(chosen, h) {
			r.leave(fmt.Sprintf("turn %d: player %d's recorded ant at row %d, col %d is not on a hill of its that can spawn", t, p, a.Sq/int32(s.Cols), a.Sq%int32(s.Cols)))
			return r.gen.spawnOrder(s, p, hills)
		}
		chosen = append(chosen, h)
	}
	// The rules: as many ants as food in the hive and free hills allow,
	// on the least recently touched hills first.
	ok := true
	var latest int32 = -1
	for i, h := range chosen {
		hl := &s.Hills[h]
		if s.antAt[hl.Sq] >= 0 || i > 0 && hl.LastTouched < s.Hills[chosen[i-1]].LastTouched {
			ok = false
		}
		latest = max(latest, hl.LastTouched)
	}
	free := 0
	rest := make([]int32, 0, len(hills))
	for _, h := range hills {
		if s.antAt[s.Hills[h].Sq] >= 0 {
			continue
		}
		free++
		if !slices.Contains(chosen, h) {
			rest = append(rest, h)
			if s.Hills[h].LastTouched < latest {
				ok = false
			}
		}
	}
	if !ok || len(chosen) != min(s.hive[p], free) {
		r.leave(fmt.Sprintf("turn %d: player %d's recorded spawns (%d) are not what the rules allow (hive %d, %d free hills, least recently touched first)", t, p, len(chosen), s.hive[p], free))
		return r.gen.spawnOrder(s, p, hills)
	}
	return append(chosen, rest...)
}
