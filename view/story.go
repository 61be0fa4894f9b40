package view

import "sort"

// Selector is a Board whose pieces (many of a seat's, each with a life of
// its own) can be selected on the board and followed over the turns: a click on a piece selects it, the
// viewer lists its story in the panel's place (in step with the timeline,
// a click on a line going to its turn), and the game's frames mark it.
type Selector interface {
	// Select selects the piece nearest to board point (x, y) in frame fr,
	// within r (in board units: the viewer gives a few pixels' worth), and
	// reports whether there is one; if there is none, nothing is
	// selected.
	Select(fr any, x, y, r float64) bool
	// Deselect selects nothing.
	Deselect()
	// Story is the selected piece's story, nil when nothing is selected:
	// the board's own, made again when the selection or the turns played
	// change.
	Story() *Story
}

// Story is the life of a selected piece, a line a turn (or a run of
// quiet turns).
type Story struct {
	Title  string // in the game's words: "Alice's ant 412"
	Player int    // its seat, for the colour; -1 for none
	Note   string // under the title: where the lines come from
	Lines  []StoryLine
}

// StoryLine is a line of a Story: what happened in turns Turn to Last.
type StoryLine struct {
	Turn, Last int
	// Said is what the bot said of the piece in that turn (an order line
	// as it wrote it), "" for nothing or not known.
	Said string
	Text string // what happened: "moved north to row 3, col 4"
	Bad  bool   // refused, or the piece's end
}

// Has reports whether the line tells of turn t.
func (l *StoryLine) Has(t int) bool { return t >= l.Turn && t <= l.Last }

// StoryTop is the first line of s to show, rows at a time, so that the
// lines of turn t start a third of the way down (or the story's end
// shows).
func StoryTop(s *Story, t, rows int) int {
	k := sort.Search(len(s.Lines), func(i int) bool { return s.Lines[i].Last >= t })
	return max(0, min(k-rows/3, len(s.Lines)-rows))
}

// StoryClose is the button in the story's head that deselects (drawn as
// a cross), in the panel's place as the debug panel's head is.
func (l *Layout) StoryClose() Rect {
	h := l.DebugHead()
	s := 32 * l.U
	return Rect{X: h.X + h.W - s - 6*l.U, Y: h.Y + (h.H-s)/2, W: s, H: s}
}

// Add appends line l to the story (Last before Turn is Turn): a quiet
// line (nothing said, nothing bad) that says what the quiet line before
// it said, of the turn before, lengthens that one's run instead.
func (s *Story) Add(l StoryLine) {
	l.Last = max(l.Last, l.Turn)
	if n := len(s.Lines); n > 0 {
		p := &s.Lines[n-1]
		if l.Said == "" && !l.Bad && p.Said == "" && !p.Bad && p.Text == l.Text && p.Last == l.Turn-1 {
			p.Last = l.Last
			return
		}
	}
	s.Lines = append(s.Lines, l)
}
