package engine

import "strconv"

// Coords is the order in which a bot is sent a player's square.
type Coords string

// The two coordinate orders.
const (
	// RowCol sends row then column, as the rules text says.
	RowCol Coords = "rc"
	// XY sends column then row, as the official server does, byte for byte
	// (the default).
	XY Coords = "xy"
)

// ParseCoords reads "rc" or "xy".
func ParseCoords(s string) (Coords, bool) {
	switch Coords(s) {
	case RowCol, XY:
		return Coords(s), true
	}
	return "", false
}

// Input is the text sent to the acting player at the start of the next turn
// (s.Turn), lines joined by "\n" with no final newline: id, T, 6 lines of
// block timers, 4 lines "P Q D S", EOD.
func Input(s *State, order Coords) string {
	return string(AppendInput(nil, s, s.Acting(), order))
}

// AppendInput appends the input text for player id to dst.
func AppendInput(dst []byte, s *State, id int, order Coords) []byte {
	dst = strconv.AppendInt(dst, int64(id), 10)
	dst = append(dst, '\n')
	dst = strconv.AppendInt(dst, int64(s.Turn), 10)
	dst = append(dst, '\n')
	for y := range s.Timers {
		for x, t := range s.Timers[y] {
			if x > 0 {
				dst = append(dst, ' ')
			}
			dst = strconv.AppendInt(dst, int64(t), 10)
		}
		dst = append(dst, '\n')
	}
	for _, p := range s.Players {
		a, b := p.X, p.Y
		if order != XY {
			a, b = p.Y, p.X
		}
		if p.Fallen {
			a, b = -1, -1
		}
		dst = strconv.AppendInt(dst, int64(a), 10)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(b), 10)
		dst = append(dst, ' ', byte(p.Facing), ' ')
		dst = strconv.AppendInt(dst, int64(p.Wait), 10)
		dst = append(dst, '\n')
	}
	return append(dst, "EOD"...)
}
