package draw

import (
	"strconv"
	"strings"

	"golang.org/x/image/colornames"
)

// ParseColor reads a colour: a CSS colour name (any case) or #rrggbb.
func ParseColor(s string) (Color, bool) {
	if len(s) == 7 && s[0] == '#' {
		v, err := strconv.ParseUint(s[1:], 16, 32)
		if err != nil {
			return Color{}, false
		}
		return Color{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), Set: true}, true
	}
	if len(s) > 20 {
		return Color{}, false
	}
	c, ok := colornames.Map[strings.ToLower(s)]
	if !ok {
		return Color{}, false
	}
	return Color{R: c.R, G: c.G, B: c.B, Set: true}, true
}
