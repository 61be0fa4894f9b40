package hnsview

import (
	"sort"
	"strconv"

	"floorfall/games/hitandsunk/engine"
)

// Turn is what a person deciding their ship's call is shown: the squares
// Space would fire at (enemy cells they see, intact and in range).
type Turn struct {
	Seat    int
	Targets [][2]int // squares of the sea
}

// targets are the squares the ship called next would fire at: the
// nearest intact enemy cells its map shows within its range, one a shot.
// It reads the map the bot is sent; nothing here knows more than it.
func targets(s *engine.State) (seat int, offs [][2]int) {
	seat = s.Acting()
	if seat < 0 || s.Round == 0 {
		return seat, nil
	}
	sh := &s.Ships[seat]
	arg := s.AppendArg(nil)
	m := arg[len(arg)-engine.View*engine.View:]
	r := engine.Classes[sh.Class].Range
	const c = engine.View / 2
	for j := range engine.View {
		for k := range engine.View {
			dx, dy := k-c, j-c
			if m[j*engine.View+k] == 'A' && max(abs(dx), abs(dy)) <= r {
				offs = append(offs, [2]int{dx, dy})
			}
		}
	}
	sort.SliceStable(offs, func(a, b int) bool {
		return offs[a][0]*offs[a][0]+offs[a][1]*offs[a][1] < offs[b][0]*offs[b][0]+offs[b][1]*offs[b][1]
	})
	return seat, offs[:min(len(offs), sh.Shots)]
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Yours is what seat i, called next in the newest state, is shown.
func (b *Board) Yours(i int) any {
	s := b.Last()
	seat, offs := targets(s)
	if seat != i {
		return nil
	}
	t := &Turn{Seat: i}
	sh := &s.Ships[i]
	for _, o := range offs {
		t.Targets = append(t.Targets, [2]int{sh.X + o[0], sh.Y + o[1]})
	}
	return t
}

// Answer is the answer a person's key gives, one action a call: ↑ ahead
// (M), ↓ astern (B), ← and → turn (C, K), Space fires at the marked
// enemy cells, "." waits.
// At the ship-choice call the keys choose the class (choiceKeys).
func (b *Board) Answer(key string) (string, bool) {
	if s := b.Last(); s.Round == 0 && !s.Over {
		for c, k := range choiceKeys {
			if k == key {
				return strconv.Itoa(c), true
			}
		}
		return "", false
	}
	switch key {
	case "up":
		return "M", true
	case "down":
		return "B", true
	case "left":
		return "C", true
	case "right":
		return "K", true
	case ".":
		return "W", true
	case "space":
		_, offs := targets(b.Last())
		ans := ""
		for _, o := range offs {
			ans += "F" + signed(o[0]) + signed(o[1])
		}
		if ans == "" {
			ans = "W"
		}
		return ans, true
	}
	return "", false
}

// signed is an offset as an answer writes it: "+3", "-2".
func signed(v int) string {
	if v < 0 {
		return strconv.Itoa(v)
	}
	return "+" + strconv.Itoa(v)
}

// choiceKeys are the keys choosing each class at the ship-choice call.
var choiceKeys = [6]string{"", "up", "right", "down", "left", "space"}

// Keys tells a person the keys.
func (b *Board) Keys(i int) string {
	if s := b.Last(); s.Round == 0 {
		return "your ship: ↑ destroyer · → submarine · ↓ cruiser · ← battleship · Space carrier"
	}
	_, offs := targets(b.Last())
	fire := "Space fires at the marked ships"
	if len(offs) == 0 {
		fire = "Space: no ship in sight and range"
	}
	return "↑ ahead · ↓ astern · ← → turn · " + fire + " · . waits"
}
