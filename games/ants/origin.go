package ants

import (
	"sync"

	"floorfall/games/ants/engine"
)

// origin is a game's state before turn 0, shared by a match, its clones
// and its replays, and never changed: given, or made when first needed
// (a replay played back, a match played on from it). A match made from a
// seed remakes it as it was made (the same map, parameters and seed give
// the same state), so a match whose replay is only written (the arena's)
// never copies its start.
type origin struct {
	once sync.Once
	make func() *engine.State // nil once made
	s    *engine.State
}

// givenOrigin is the origin s (which is never changed after).
func givenOrigin(s *engine.State) *origin {
	o := &origin{s: s}
	o.once.Do(func() {})
	return o
}

// remadeOrigin is the origin that make makes when first needed.
func remadeOrigin(make func() *engine.State) *origin { return &origin{make: make} }

// state is the state before turn 0 (shared: clone it to play).
func (o *origin) state() *engine.State {
	o.once.Do(func() { o.s, o.make = o.make(), nil })
	return o.s
}
