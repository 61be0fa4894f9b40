package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Map is a map: its size, players, water and hills (and the ants and food a
// scenario map places, which a game ignores: it starts with one ant on
// every hill and food of its own).
type Map struct {
	Rows, Cols, Players int
	// Water holds whether each square (row*Cols+col) is water.
	Water []bool
	// Hills are in the engine's order: owners in the order their first hill
	// comes in the map (row by row), each owner's hills row by row.
	Hills []Spot
	Ants  []Spot // ants the map shows (a..j, A..J), row by row
	Food  []Spot // food the map shows (*), row by row; Owner -1
}

// Spot is a thing on a square.
type Spot struct{ Row, Col, Owner int }

// Limits of a map.
const (
	MinPlayers = 2
	MaxPlayers = 10
	MaxSide    = 200 // rows and cols
)

// MapError is a bad map: the file (if known), the line (1 first, 0 for the
// whole map) and what is wrong.
type MapError struct {
	File string
	Line int
	Msg  string
}

func (e *MapError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(": ")
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ParseMap reads a map in the official .map format (name, the file's name,
// is for errors): one directive a line, each line trimmed, blank lines and
// lines starting with '#' skipped, the first word (in any case) the key:
// "rows H", "cols W", "players N" (2 to 10, before the first row), then one
// "m ROW" line a row, ROW of W characters: '.' land, '%' water, '*' food,
// 'a'..'j' an ant of player 0..9, '0'..'9' a hill, 'A'..'J' a hill with its
// player's ant. Other keys are ignored, as the engine ignores them. Every
// player must have a hill.
func ParseMap(text, name string) (*Map, error) {
	m := &Map{Rows: -1, Cols: -1}
	bad := func(line int, format string, args ...any) error {
		return &MapError{File: name, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	row := 0
	firstHill := make(map[int]int) // owner -> place in order of first hill
	var hills [MaxPlayers][]Spot
	lastRowLine := 0
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		key, value, ok := strings.Cut(line, " ")
		if !ok {
			return nil, bad(n, "%q has no value (a line is a key, a space and a value)", clip(line))
		}
		switch strings.ToLower(key) {
		case "rows", "cols":
			v, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || v < 1 || v > MaxSide {
				return nil, bad(n, "%s %q: must be a number from 1 to %d", strings.ToLower(key), clip(value), MaxSide)
			}
			if row > 0 {
				return nil, bad(n, "%s after the map's rows", strings.ToLower(key))
			}
			if strings.ToLower(key) == "rows" {
				m.Rows = v
			} else {
				m.Cols = v
			}
		case "players":
			v, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || v < MinPlayers || v > MaxPlayers {
				return nil, bad(n, "players %q: the player count must be from %d to %d", clip(value), MinPlayers, MaxPlayers)
			}
			if row > 0 {
				return nil, bad(n, "players after the map's rows")
			}
			m.Players = v
		case "m":
			switch {
			case m.Players == 0:
				return nil, bad(n, "a map row before the players line (players N must come first)")
			case m.Rows < 0 || m.Cols < 0:
				return nil, bad(n, "a map row before the rows and cols lines")
			case row >= m.Rows:
				return nil, bad(n, "more map rows than rows %d", m.Rows)
			case len(value) != m.Cols:
				return nil, bad(n, "row %d has %d characters, not cols %d", row, len(value), m.Cols)
			}
			if m.Water == nil {
				m.Water = make([]bool, m.Rows*m.Cols)
			}
			for col := 0; col < len(value); col++ {
				c := value[col]
				switch {
				case c == '.':
				case c == '%':
					m.Water[row*m.Cols+col] = true
				case c == '*':
					m.Food = append(m.Food, Spot{row, col, -1})
				case c >= 'a' && c < 'a'+byte(m.Players):
					m.Ants = append(m.Ants, Spot{row, col, int(c - 'a')})
				case c >= '0' && c < '0'+byte(m.Players), c >= 'A' && c < 'A'+byte(m.Players):
					owner := int(c - '0')
					if c >= 'A' {
						owner = int(c - 'A')
						m.Ants = append(m.Ants, Spot{row, col, owner})
					}
					if _, ok := firstHill[owner]; !ok {
						firstHill[owner] = len(firstHill)
					}
					hills[owner] = append(hills[owner], Spot{row, col, owner})
				default:
					what := "an unknown character"
					if c >= 'a' && c <= 'j' || c >= 'A' && c <= 'J' || c >= '0' && c <= '9' {
						what = fmt.Sprintf("a player's character, but the map has %d players", m.Players)
					}
					return nil, bad(n, "row %d, column %d: %q is %s (the characters are . %% * a-j 0-9 A-J)", row, col, rune(c), what)
				}
			}
			row++
			lastRowLine = n
		}
	}
	switch {
	case m.Players == 0:
		return nil, bad(0, "no players line")
	case m.Rows < 0 || m.Cols < 0:
		return nil, bad(0, "no rows or no cols line")
	case row != m.Rows:
		return nil, bad(lastRowLine, "%d map rows, but rows %d", row, m.Rows)
	}
	order := make([]int, len(firstHill))
	for owner, k := range firstHill {
		order[k] = owner
	}
	for _, owner := range order {
		m.Hills = append(m.Hills, hills[owner]...)
	}
	for p := range m.Players {
		if len(hills[p]) == 0 {
			return nil, bad(0, "player %d has no hill (character %d or %c)", p, p, 'A'+p)
		}
	}
	return m, nil
}

// clip shortens a text for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// Text writes the map in the .map format (the hills with their numbers,
// water, land; no ants, no food).
func (m *Map) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "rows %d\ncols %d\nplayers %d\n", m.Rows, m.Cols, m.Players)
	line := make([]byte, m.Cols)
	hillAt := make(map[int]int, len(m.Hills))
	for _, h := range m.Hills {
		hillAt[h.Row*m.Cols+h.Col] = h.Owner
	}
	for r := range m.Rows {
		for c := range m.Cols {
			sq := r*m.Cols + c
			switch o, ok := hillAt[sq]; {
			case ok:
				line[c] = byte('0' + o)
			case m.Water[sq]:
				line[c] = '%'
			default:
				line[c] = '.'
			}
		}
		b.WriteString("m ")
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}
