// Package registry is a set of things by name that packages fill from
// their init functions and read at any time: the viewer's boards and the
// painters of each game.
package registry

import (
	"slices"
	"sync"
)

// A Registry maps names to values of type T. Its zero value is empty and
// ready; it is safe for concurrent use.
type Registry[T any] struct {
	mu sync.RWMutex
	m  map[string]T
}

// Add makes name mean v; a name added twice panics with what (the
// registry's owner, "view: game") before the name.
func (r *Registry[T]) Add(what, name string, v T) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.m[name]; dup {
		panic(what + " " + name + " registered twice")
	}
	if r.m == nil {
		r.m = map[string]T{}
	}
	r.m[name] = v
}

// Get returns the value of name, and whether there is one.
func (r *Registry[T]) Get(name string) (T, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	v, ok := r.m[name]
	return v, ok
}

// Names returns the names added, sorted.
func (r *Registry[T]) Names() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	names := make([]string, 0, len(r.m))
	for n := range r.m {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Remove takes name away (tests that add a name of their own).
func (r *Registry[T]) Remove(name string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.m, name)
}
