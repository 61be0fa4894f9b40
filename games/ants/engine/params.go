package engine

import "fmt"

// Params are a game's parameters, as the official replay records them.
type Params struct {
	LoadTime, TurnTime int // milliseconds: the setup answer, each turn's answer
	Turns              int // the last turn number
	ViewRadius2        int
	AttackRadius2      int
	SpawnRadius2       int // the gathering radius
	// FoodRate food per player every FoodTurn turns; the map's land area
	// over FoodStart is the food at the start, FoodVisible of it per player
	// within sight of the hills (not recorded in replays).
	FoodRate, FoodTurn, FoodStart, FoodVisible int
	EngineSeed, PlayerSeed                     int64
	// Strict: an invalid order line kills its player (status "invalid").
	Strict bool
}

// The official defaults (playgame.py); the food parameters default to a
// random integer in these ranges, drawn from the game's generator.
const (
	DefaultLoadTime      = 3000
	DefaultTurnTime      = 1000
	DefaultTurns         = 1000
	DefaultViewRadius2   = 77
	DefaultAttackRadius2 = 5
	DefaultSpawnRadius2  = 1
)

// Range is an inclusive range of integers.
type Range struct{ Lo, Hi int }

// The official ranges of the food parameters.
var (
	FoodRateRange    = Range{5, 11}
	FoodTurnRange    = Range{19, 37}
	FoodStartRange   = Range{75, 175}
	FoodVisibleRange = Range{3, 5}
)

// The engine's fixed settings: the cutoff rule's window and share.
const (
	CutoffTurn    = 150
	CutoffPercent = 0.85
)

// MaxRadius2 bounds the squared radii a game takes (a radius of 30).
const MaxRadius2 = 900

// DefaultParams are the official defaults with food parameters in the
// middle of their ranges (New draws them when asked to).
func DefaultParams() Params {
	return Params{LoadTime: DefaultLoadTime, TurnTime: DefaultTurnTime, Turns: DefaultTurns,
		ViewRadius2: DefaultViewRadius2, AttackRadius2: DefaultAttackRadius2, SpawnRadius2: DefaultSpawnRadius2,
		FoodRate: 8, FoodTurn: 28, FoodStart: 125, FoodVisible: 4}
}

// Check says what is wrong with p, if anything.
func (p *Params) Check() error {
	switch {
	case p.LoadTime < 1 || p.TurnTime < 1:
		return fmt.Errorf("loadtime %d and turntime %d must be at least 1 ms", p.LoadTime, p.TurnTime)
	case p.Turns < 1 || p.Turns > MaxTurns:
		return fmt.Errorf("turns %d is not from 1 to %d", p.Turns, MaxTurns)
	case p.ViewRadius2 < 0 || p.ViewRadius2 > MaxRadius2,
		p.AttackRadius2 < 0 || p.AttackRadius2 > MaxRadius2,
		p.SpawnRadius2 < 0 || p.SpawnRadius2 > MaxRadius2:
		return fmt.Errorf("the squared radii (viewradius2 %d, attackradius2 %d, spawnradius2 %d) must be from 0 to %d",
			p.ViewRadius2, p.AttackRadius2, p.SpawnRadius2, MaxRadius2)
	case p.FoodRate < 0 || p.FoodTurn < 1 || p.FoodStart < 0 || p.FoodVisible < 0:
		return fmt.Errorf("food_rate %d, food_turn %d, food_start %d, food_visible %d: food_turn must be at least 1, the others at least 0",
			p.FoodRate, p.FoodTurn, p.FoodStart, p.FoodVisible)
	case p.FoodRate > 1000 || p.FoodTurn > 1000 || p.FoodStart > 1_000_000 || p.FoodVisible > 1000:
		return fmt.Errorf("food_rate %d, food_turn %d, food_start %d or food_visible %d is out of reason",
			p.FoodRate, p.FoodTurn, p.FoodStart, p.FoodVisible)
	}
	return nil
}

// MaxTurns is the largest turn limit a game takes.
const MaxTurns = 100_000
