package hnsview

import (
	"strings"

	"floorfall/games/hitandsunk/engine"
)

// InputLines is the argument of call t laid out for the debug panel: its
// fields before the map on one line (as sent, ";" between them), then the
// 19x19 map a row a line, its squares apart (the panel sets them in
// columns). The argument itself is Input.
func (b *Board) InputLines(t, i int) []string {
	arg := b.Input(t, i)
	const side = engine.View
	k := strings.LastIndexByte(arg, ';')
	if k < 0 || len(arg)-k-1 != side*side {
		return nil // a ship-choice call: nothing sent
	}
	lines := make([]string, 0, side+1)
	lines = append(lines, arg[:k+1])
	m := arg[k+1:]
	var sb strings.Builder
	for j := range side {
		sb.Reset()
		for x := range side {
			if x > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteByte(m[j*side+x])
		}
		lines = append(lines, sb.String())
	}
	return lines
}
