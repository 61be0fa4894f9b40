package engine

// Call is what one bot call did, for viewers and notes.
type Call struct {
	Round int // 0: the ship-choice call
	Seat  int
	// Answer is the answer as the controller read it (Normalize; the
	// first token at the ship-choice call).
	Answer string
	// Choice is the class the ship-choice answer asked for (0: none);
	// Class the ship the seat got (a recorded setup decides).
	Choice, Class int
	// Steps are the answer's letters that are not waits, in order.
	Steps []Step
	// Aborted is the index of the F or N whose offset ended the answer
	// (the controller threw), -1 if none.
	Aborted int
	// Sunk are the seats whose ship sank in the call.
	Sunk []int
}

// Step is one letter of an answer and what it did.
type Step struct {
	At     int  // index of the letter in the answer, in UTF-16 units
	Letter byte // M B C K A F N S R P D
	// Done: its precondition held and its resource was spent.
	Done bool
	// Effect says what it did or why not: for instance "moved",
	// "blocked", "off-grid", "out-of-range", "rotated", "fired", "rammed",
	// "no-ship", "mine", "no-mine", "scan", "dive", "surface", "shield",
	// "repaired", "refused", "bad-offset".
	Effect string
	// Why says why a refused letter was refused (its precondition): one
	// of the Why constants, "only a cruiser can", "cooldown 2".
	Why string
	// X, Y: the square aimed at (F, N, A), or the head after a move or a
	// rotation.
	X, Y int
	// Hits are the damage events, in order (hull cells hit, shields
	// spent, submarines missed).
	Hits []Hit
	// Blasts are the mines that exploded, in the controller's order.
	Blasts []Blast
}

// Refused reports whether the rules refused the letter: its
// precondition did not hold ("refused"), or its offset was bad
// ("bad-offset": the rest of the answer is ignored).
func (st *Step) Refused() bool { return st.Effect == "refused" || st.Effect == "bad-offset" }

// Refused counts the call's letters the rules refused (Step.Refused).
func (c *Call) Refused() int {
	n := 0
	for i := range c.Steps {
		if c.Steps[i].Refused() {
			n++
		}
	}
	return n
}

// Hit is one square of a ship touched by a shot, a ram or a blast.
type Hit struct {
	Seat, By int // the ship touched, the ship credited
	X, Y     int
	Cell     int // the hull cell damaged, -1 if none
	// Shielded: a shield took it. Dodged: a submarine under water.
	Shielded, Dodged bool
	Sunk             bool // the ship sank with it
	// Blast is the blast that made it: 1 + its index in the step's
	// Blasts; 0 for a shot or a ram.
	Blast int
}

// Blast is a mine exploding at (X, Y); Depth counts the chain (0 the
// mine set off directly).
type Blast struct {
	X, Y, Depth int
}
