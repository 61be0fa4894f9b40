package hnsview

import (
	"strconv"
	"strings"

	"floorfall/games/hitandsunk/engine"
	"floorfall/view"
)

// A person's answer is composed action by action (view.Composer): the
// arrows add moves and turns, a click on the sea a shot there (a mine
// with Shift, the right button or the mine button), the buttons a ram, a
// scan, the class's special; Backspace takes the last action back, Esc
// clears, Enter sends. Each action is tried on a copy of the game as it
// is added (engine.State.Try): one the rules would refuse or waste is not
// added, and the box says why.

// draft is the answer a person composes for their ship's call.
type draft struct {
	call int      // the call it is for: a later call starts anew
	acts []string // the actions in order: "M", "F+3-2", "N-1+0", "A"...
	mine bool     // a click lays a mine, not a shot (the mine button)
	note string   // why the last key or click added nothing, "" if it did
}

// answer is the draft as the answer sent.
func (d *draft) answer() string { return strings.Join(d.acts, "") }

// draftOf is the draft of seat i, called next in the newest state; nil if
// it is not (a new call's draft is empty).
func (b *Board) draftOf(i int) *draft {
	s := b.Last()
	if s.Over || s.Acting() != i {
		return nil
	}
	if b.dr.call != len(b.Calls) {
		b.dr = draft{call: len(b.Calls)}
	}
	return &b.dr
}

// Compose takes a key or a button for seat i's answer. At the
// ship-choice call a key (or its button) chooses the class at once.
func (b *Board) Compose(i int, key string) (string, bool) {
	d := b.draftOf(i)
	if d == nil {
		return "", false
	}
	s := b.Last()
	if s.Round == 0 {
		return b.Answer(key)
	}
	d.note = ""
	switch key {
	case "enter":
		if ans := d.answer(); ans != "" {
			return ans, true
		}
		return "W", true // an empty answer waits: said so
	case "backspace":
		if n := len(d.acts); n > 0 {
			d.acts = d.acts[:n-1]
		}
	case "clear":
		d.acts = d.acts[:0]
	case "mines":
		d.mine = !d.mine
	case "space":
		b.fireAtMarked(d)
	case "special":
		if l := specials[s.Ships[i].Class]; l != 0 {
			b.addAction(d, string(l), letterName(l))
		}
	default:
		if l, ok := keyLetters[key]; ok {
			b.addAction(d, string(l), letterName(l))
		}
	}
	return "", false
}

// keyLetters are the letters keys and buttons add.
var keyLetters = map[string]byte{"up": 'M', "down": 'B', "left": 'C', "right": 'K', "ram": 'A', "scan": 'S'}

// specials are each class's own letter (0: none).
var specials = [6]byte{engine.Submarine: 'P', engine.Cruiser: 'R', engine.Battleship: 'D'}

// ComposeAt adds a shot at the square of board point (x, y), or a mine
// there (alt, or the mine button on; both: a shot), the offset from the
// head where the draft leaves it.
func (b *Board) ComposeAt(i int, x, y float64, alt bool) {
	d := b.draftOf(i)
	s := b.Last()
	if d == nil || s.Round == 0 {
		return
	}
	d.note = ""
	letter := byte('F')
	if alt != d.mine {
		letter = 'N'
	}
	if x < 0 || y < 0 || x >= float64(s.W) || y >= float64(s.H) {
		d.note = string(letter) + ": off the sea"
		return
	}
	if b.aimAt(d, letter, int(x), int(y)) && letter == 'N' {
		d.mine = false // one mine a turn: clicks fire again
	}
}

// aimAt adds an F or N at square (x, y).
func (b *Board) aimAt(d *draft, letter byte, x, y int) bool {
	head := b.ghostOf(d.answer())
	dx, dy := x-head.X, y-head.Y
	what := string(letter) + " at " + xy(x, y)
	if abs(dx) > 9 || abs(dy) > 9 {
		d.note = what + ": too far, an offset is one digit (9 squares from the head)"
		return false
	}
	return b.addAction(d, string(letter)+signed(dx)+signed(dy), what)
}

// fireAtMarked adds a shot at each enemy cell marked (Space), as long as
// shots are left.
func (b *Board) fireAtMarked(d *draft) {
	if _, shots := b.marked(d.answer()); len(shots) > 0 {
		d.acts = append(d.acts, shots...)
		return
	}
	d.note = "Space: no enemy ship in sight and range, or no shot left"
}

// ghostOf is the ship called next after answer.
func (b *Board) ghostOf(answer string) *engine.Ship {
	s := b.Last()
	_, after := s.Try(answer)
	return &after.Ships[s.Acting()]
}

// addAction adds action a (a letter, with its offset for F and N), named what
// for the person, if the rules take it and it does something; else it
// says why in the draft's note.
func (b *Board) addAction(d *draft, a, what string) bool {
	if why := b.tryAction(d.answer(), a, what); why != "" {
		d.note = why
		return false
	}
	d.acts = append(d.acts, a)
	return true
}

// tryAction says why action a, named what, after answer would be refused
// or wasted ("M (ahead) refused: no move left", "F at 12,3: out of
// range..."), "" if it is not.
func (b *Board) tryAction(answer, a, what string) string {
	s := b.Last()
	c, _ := s.Try(answer + a)
	var st *engine.Step
	for k := range c.Steps {
		if c.Steps[k].At == len(answer) {
			st = &c.Steps[k]
		}
	}
	switch {
	case st == nil:
		return what + ": does nothing"
	case !st.Done:
		return what + " refused: " + st.Why
	case st.Effect == "surface":
		what = "P (surface)"
	}
	switch st.Effect {
	case "blocked":
		if st.Letter == 'N' {
			return what + ": the square is not open sea"
		}
		if st.Letter == 'C' || st.Letter == 'K' {
			return what + ": no room to turn there"
		}
		return what + ": blocked by a ship or a wreck"
	case "off-grid":
		return what + ": off the sea"
	case "out-of-range":
		if st.Letter == 'N' {
			return what + ": out of reach (a mine goes by the ship, how far depends on its heading)"
		}
		cl := engine.Classes[s.Ships[c.Seat].Class]
		return what + ": out of range (a " + cl.Name + " fires " + strconv.Itoa(cl.Range) + " squares)"
	case "no-mine":
		return what + ": no mine left"
	case "no-ship":
		return what + ": no ship ahead to ram"
	case "bad-offset":
		return what + ": bad offset"
	case "repaired":
		if st.X < 0 {
			return what + ": nothing to repair"
		}
	}
	return ""
}

// letterNames say what each letter does, for the person.
var letterNames = map[byte]string{'M': "ahead", 'B': "astern", 'C': "turn left", 'K': "turn right",
	'A': "ram", 'S': "scan", 'P': "dive", 'D': "shield", 'R': "repair"}

// letterName names a letter for the person: "M (ahead)".
func letterName(l byte) string { return string(l) + " (" + letterNames[l] + ")" }

// xy is a square as the texts write it: "12,3".
func xy(x, y int) string { return strconv.Itoa(x) + "," + strconv.Itoa(y) }

// Buttons are the buttons of the person's box: the classes at the
// ship-choice call; then ram, scan, the class's special, the mine mode of
// clicks, undo, clear and send.
func (b *Board) Buttons(i int) []view.Button {
	d := b.draftOf(i)
	if d == nil {
		return nil
	}
	s := b.Last()
	if s.Round == 0 {
		bs := make([]view.Button, 0, 5)
		for c := 1; c < len(choiceKeys); c++ {
			bs = append(bs, view.Button{Label: keyGlyphs[choiceKeys[c]] + " " + engine.Classes[c].Name, Key: choiceKeys[c]})
		}
		return bs
	}
	ans := d.answer()
	off := func(l byte) bool { return b.tryAction(ans, string(l), "") != "" }
	bs := []view.Button{
		{Label: "ram", Key: "ram", Off: off('A')},
		{Label: "scan", Key: "scan", Off: off('S')},
	}
	if l := specials[s.Ships[i].Class]; l != 0 {
		name := letterNames[l]
		if l == 'P' && b.ghostOf(ans).Underwater {
			name = "surface"
		}
		bs = append(bs, view.Button{Label: name, Key: "special", Off: off(l)})
	}
	empty := len(d.acts) == 0
	return append(bs,
		view.Button{Label: "click: mine", Key: "mines", On: d.mine},
		view.Button{Label: "undo", Key: "backspace", Off: empty},
		view.Button{Label: "clear", Key: "clear", Off: empty},
		view.Button{Label: "send ⏎", Key: "enter"})
}

// keyGlyphs are the keys as the box shows them.
var keyGlyphs = map[string]string{"up": "↑", "down": "↓", "left": "←", "right": "→", "space": "Space"}
