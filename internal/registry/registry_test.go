package registry

import (
	"slices"
	"testing"
)

// Added names are found and listed sorted; a name added twice panics.
func TestRegistry(t *testing.T) {
	var r Registry[int]
	if _, ok := r.Get("a"); ok || len(r.Names()) != 0 {
		t.Fatalf("empty registry: %v", r.Names())
	}
	r.Add("test: game", "b", 2)
	r.Add("test: game", "a", 1)
	if v, ok := r.Get("b"); !ok || v != 2 {
		t.Errorf("b: %d %v", v, ok)
	}
	if got := r.Names(); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("names %v", got)
	}
	r.Remove("b")
	if _, ok := r.Get("b"); ok || !slices.Equal(r.Names(), []string{"a"}) {
		t.Errorf("after Remove: %v", r.Names())
	}
	defer func() {
		if p := recover(); p != "test: game a registered twice" {
			t.Errorf("panic %v", p)
		}
	}()
	r.Add("test: game", "a", 3)
}
