package game

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Default is the game a command line means when it names none. (A replay
// file that names no game and no game recognises is refused: see Detect.)
const Default = "jc2015"

var (
	mu    sync.RWMutex
	games []Game
)

// Register adds a game; the games/all package registers every game from its
// init. Registering a name twice panics.
func Register(g Game) {
	mu.Lock()
	defer mu.Unlock()
	name := g.Info().Name
	for _, h := range games {
		if h.Info().Name == name {
			panic("game: " + name + " registered twice")
		}
	}
	games = append(games, g)
	slices.SortFunc(games, func(a, b Game) int { return strings.Compare(a.Info().Name, b.Info().Name) })
}

// All returns the registered games, by name.
func All() []Game {
	mu.RLock()
	defer mu.RUnlock()
	return slices.Clone(games)
}

// Names returns the names of the registered games.
func Names() []string {
	var names []string
	for _, g := range All() {
		names = append(names, g.Info().Name)
	}
	return names
}

// Lookup returns the game named name; the error lists the games there are.
func Lookup(name string) (Game, error) {
	for _, g := range All() {
		if g.Info().Name == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q (games: %s)", name, strings.Join(Names(), ", "))
}
