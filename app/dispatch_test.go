package app

import "testing"

// Every action a key binding triggers has a handler in the table.
func TestEveryBindingHasAHandler(t *testing.T) {
	for _, b := range bindings {
		if handlers[b.act] == nil {
			t.Errorf("action %d (%q) has keys but no handler", b.act, b.what)
		}
	}
	for act := actPlay; act <= actEscape; act++ {
		if handlers[act] == nil {
			t.Errorf("action %d has no handler", act)
		}
	}
}
