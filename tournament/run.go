package tournament

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"

	"floorfall/game"
)

// Bot is a tournament's entrant: a unique name and what plays it (a bot
// command line, or a built-in bot's name).
type Bot struct {
	Name    string `json:"name"`
	Command string `json:"command"`
}

// Plan is what a tournament folder is for, kept in it as tournament.json:
// a folder is resumed only by the same plan.
type Plan struct {
	Bots  []Bot `json:"bots"`
	Games int   `json:"games"`
	// Game is the game played (game.Info.Name) and Seats its seats a
	// match; "" and 0 in a plan written before plans named them: the
	// game and seats of its folder's matches (see claim).
	Game   string `json:"game,omitzero"`
	Seats  int    `json:"seats,omitzero"`
	Seed   int64  `json:"seed"`
	Shard  int    `json:"shard"`  // this folder plays the games whose index is Shard modulo Shards
	Shards int    `json:"shards"` // 1: the whole schedule
	// Rotate are game parameters that take turns over the schedule (the
	// maps of a tournament): see ParamsOf.
	Rotate []Param `json:"rotate,omitzero"`
}

// Param is a game parameter that takes each of its values in turn.
type Param struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
}

// ParamsOf are the rotating parameters' values in game g: the schedule's
// round r (its games r*bots to r*bots+bots-1, in which every bot plays
// every seat once) plays value r modulo the number of values, so that
// every bot plays every seat with each value equally often over whole
// rounds.
func (p *Plan) ParamsOf(g Game) map[string]string {
	if len(p.Rotate) == 0 || len(p.Bots) == 0 {
		return nil
	}
	out := make(map[string]string, len(p.Rotate))
	round := g.Index / len(p.Bots)
	for _, r := range p.Rotate {
		if len(r.Values) > 0 {
			out[r.Name] = r.Values[round%len(r.Values)]
		}
	}
	return out
}

// PlanFile is the name of the plan in a tournament folder.
const PlanFile = "tournament.json"

// GameFile is the name of game index's replay in a tournament folder.
func GameFile(index int) string { return fmt.Sprintf("game-%05d.json", index) }

var gameFileRE = regexp.MustCompile(`^game-(\d{5,})\.json$`)

// claim makes sure dir is this plan's folder: it creates dir and the plan
// file, or checks that the plan file there is the same plan.
func claim(dir string, p Plan) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	want, _ := json.MarshalIndent(p, "", "  ")
	want = append(want, '\n')
	path := filepath.Join(dir, PlanFile)
	have, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return os.WriteFile(path, want, 0o644)
	case err != nil:
		return err
	}
	var old Plan
	if json.Unmarshal(have, &old) != nil {
		return &PlanError{Dir: dir, Plan: path}
	}
	if old.Game == "" && old.Seats == 0 && p.Game != "" {
		old.Game, old.Seats = playedIn(dir, p)
	}
	if !samePlan(old, p) {
		return &PlanError{Dir: dir, Plan: path}
	}
	return nil
}

// playedIn is the game and seats of the matches in folder dir, for a plan
// written before plans named them; p's when dir holds no match that reads.
func playedIn(dir string, p Plan) (string, int) {
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if !gameFileRE.MatchString(e.Name()) {
			continue
		}
		if r, err := game.Load(filepath.Join(dir, e.Name())); err == nil {
			return r.Game().Info().Name, r.Seats()
		}
	}
	return p.Game, p.Seats
}

// samePlan reports whether a and b are the same plan.
func samePlan(a, b Plan) bool {
	return slices.Equal(a.Bots, b.Bots) && a.Games == b.Games && a.Game == b.Game && a.Seats == b.Seats &&
		a.Seed == b.Seed && a.Shard == b.Shard && a.Shards == b.Shards &&
		slices.EqualFunc(a.Rotate, b.Rotate, func(x, y Param) bool { return x.Name == y.Name && slices.Equal(x.Values, y.Values) })
}

// PlanError is a folder that holds another tournament than the one to play.
type PlanError struct{ Dir, Plan string }

func (e *PlanError) Error() string {
	return fmt.Sprintf("%s holds another tournament (see %s); use another folder, or the same bots, games, seed, shard and rotating parameters to resume it", e.Dir, e.Plan)
}
