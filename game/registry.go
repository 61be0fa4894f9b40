package game

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

var (
	mu    sync.RWMutex
	games []Game
	// chosen is the game a command line means when it names none.
	chosen string
)

// Register adds a game: a game's folder registers it with its view and
// painter (view.Register), and package games/all lists the folders.
// Registering a name twice panics.
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

// SetDefault makes the game named name the one a command line means when
// it names none: package games/all, which lists the games, chooses it. A
// name no game registered has panics.
func SetDefault(name string) {
	if _, err := Lookup(name); err != nil {
		panic("game: the default: " + err.Error())
	}
	mu.Lock()
	defer mu.Unlock()
	chosen = name
}

// DefaultName is the game a command line means when it names none (see
// SetDefault); "" when none was chosen. (A replay file that names no game
// and no game recognises is refused: see Detect.)
func DefaultName() string {
	mu.RLock()
	defer mu.RUnlock()
	return chosen
}
