package ants

import (
	"fmt"
	"strconv"
	"strings"

	"floorfall/game"
	"floorfall/games/ants/engine"
)

// Params are the game's parameters, with the official defaults.
var Params = []game.Param{
	{Name: "map", Default: "", Usage: "a map file in the official .map format; none: a map made from the seed for the number of players"},
	{Name: "turns", Default: strconv.Itoa(engine.DefaultTurns), Usage: "the last turn"},
	{Name: "loadtime", Default: strconv.Itoa(engine.DefaultLoadTime), Usage: "milliseconds a bot has to answer the setup (turn 0)"},
	{Name: "turntime", Default: strconv.Itoa(engine.DefaultTurnTime), Usage: "milliseconds a bot has to answer each turn"},
	{Name: "viewradius2", Default: strconv.Itoa(engine.DefaultViewRadius2), Usage: "squared radius an ant sees"},
	{Name: "attackradius2", Default: strconv.Itoa(engine.DefaultAttackRadius2), Usage: "squared radius an ant fights"},
	{Name: "spawnradius2", Default: strconv.Itoa(engine.DefaultSpawnRadius2), Usage: "squared radius an ant gathers food"},
	{Name: "food_rate", Default: rangeText(engine.FoodRateRange), Usage: "food a player every food_turn turns (N, or LO-HI: drawn from the seed)"},
	{Name: "food_turn", Default: rangeText(engine.FoodTurnRange), Usage: "the turns over which food_rate food comes (N or LO-HI)"},
	{Name: "food_start", Default: rangeText(engine.FoodStartRange), Usage: "one food at the start for every food_start squares of land (N or LO-HI)"},
	{Name: "food_visible", Default: rangeText(engine.FoodVisibleRange), Usage: "food a player at the start within sight of its hills (N or LO-HI)"},
	{Name: "player_seed", Default: "", Usage: "the seed bots are told; none: drawn from the seed"},
	{Name: "strict", Default: "false", Usage: "an invalid order line kills its player (status invalid)"},
}

func rangeText(r engine.Range) string { return fmt.Sprintf("%d-%d", r.Lo, r.Hi) }

// settings are a match's parameters, read: the food parameters are -1
// where they are drawn, PlayerSeed 0 where it is.
type settings struct {
	p       engine.Params
	mapPath string
	ranges  engine.FoodRanges
}

func readSettings(params map[string]string) (settings, error) {
	s := settings{p: engine.DefaultParams(), ranges: engine.DefaultFoodRanges}
	s.p.PlayerSeed = 0
	s.mapPath = params["map"]
	ints := []struct {
		name   string
		v      *int
		lo, hi int
	}{
		{"turns", &s.p.Turns, 1, engine.MaxTurns},
		{"loadtime", &s.p.LoadTime, 1, 3_600_000},
		{"turntime", &s.p.TurnTime, 1, 3_600_000},
		{"viewradius2", &s.p.ViewRadius2, 0, engine.MaxRadius2},
		{"attackradius2", &s.p.AttackRadius2, 0, engine.MaxRadius2},
		{"spawnradius2", &s.p.SpawnRadius2, 0, engine.MaxRadius2},
	}
	for _, in := range ints {
		v, ok := params[in.name]
		if !ok || v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < in.lo || n > in.hi {
			return s, fmt.Errorf("--%s %q is not a number from %d to %d", in.name, v, in.lo, in.hi)
		}
		*in.v = n
	}
	for _, f := range []struct {
		name string
		r    *engine.Range
	}{{"food_rate", &s.ranges.Rate}, {"food_turn", &s.ranges.Turn}, {"food_start", &s.ranges.Start}, {"food_visible", &s.ranges.Visible}} {
		name := f.name
		v, ok := params[name]
		if !ok || v == "" {
			continue
		}
		lo, hi, found := strings.Cut(v, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := a, error(nil)
		if found {
			b, err2 = strconv.Atoi(hi)
		}
		if err1 != nil || err2 != nil || a < 0 || b < a || b > 1_000_000 || name == "food_turn" && a < 1 {
			return s, fmt.Errorf("--%s %q is not a number or a range LO-HI of numbers from %d", name, v, map[bool]int{true: 1, false: 0}[name == "food_turn"])
		}
		*f.r = engine.Range{Lo: a, Hi: b}
	}
	if v := params["player_seed"]; v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return s, fmt.Errorf("--player_seed %q is not an integer", v)
		}
		s.p.PlayerSeed = n
	}
	if v := params["strict"]; v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return s, fmt.Errorf("--strict %q is not true or false", v)
		}
		s.p.Strict = b
	}
	return s, nil
}

// draw gives the parameters drawn from seed: the food parameters in their
// ranges and the player seed (unless given), as the engine draws them.
func (s *settings) draw(seed int64) engine.Params {
	p := s.p
	p.EngineSeed = seed
	engine.DrawParams(&p, seed, s.ranges)
	return p
}
