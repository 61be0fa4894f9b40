package cli

import "testing"

// TestNoDisplay: the viewer is refused for want of a display only on the
// systems whose windows need an X11 or Wayland server.
func TestNoDisplay(t *testing.T) {
	env := func(vars ...string) func(string) string {
		return func(name string) string {
			for i := 0; i+1 < len(vars); i += 2 {
				if vars[i] == name {
					return vars[i+1]
				}
			}
			return ""
		}
	}
	none, x11, wayland := env(), env("DISPLAY", ":0"), env("WAYLAND_DISPLAY", "wayland-0")
	for _, c := range []struct {
		goos   string
		getenv func(string) string
		want   bool
	}{
		{"linux", none, true},
		{"linux", x11, false},
		{"linux", wayland, false},
		{"linux", env("DISPLAY", "", "WAYLAND_DISPLAY", ""), true},
		{"freebsd", none, true},
		{"openbsd", none, true},
		{"netbsd", x11, false},
		{"windows", none, false},
		{"darwin", none, false},
	} {
		if got := noDisplay(c.goos, c.getenv); got != c.want {
			t.Errorf("noDisplay(%s, DISPLAY=%q WAYLAND_DISPLAY=%q) = %v, want %v",
				c.goos, c.getenv("DISPLAY"), c.getenv("WAYLAND_DISPLAY"), got, c.want)
		}
	}
}
