package view

import (
	"cmp"
	"strings"
	"time"

	"floorfall/replay"
)

// Debug is what the debug panel shows of one player at one of its turns:
// what its bot was sent, what it answered, what was taken and why, how long
// it took, and what it wrote on stderr meanwhile.
type Debug struct {
	Player int
	Turn   int // the player's turn shown; -1 before its first turn
	// Input is the exact text the bot was sent (the official server's
	// bytes in the match's order), lines joined by "\\n", no final newline.
	Input string
	// Lines are the input laid out for the panel, when the game lays it
	// out (InputLayout); nil: Input's lines.
	Lines []string
	// Lit are the indexes in InputLines of the lines about the piece
	// selected on the board (see SelectedLines).
	Lit []int
	// Asked: the bot was asked and its answer recorded (Reply, Took,
	// Stderr); false for a turn with no record (a seat out, a seat
	// without a bot, a replay without per-turn records).
	Asked  bool
	Reply  string // the raw answer line
	Took   time.Duration
	Stderr string
	// Limit is the time the bot had for this answer (its turn's own, as
	// a setup turn's, else the match's); 0: not recorded.
	Limit time.Duration
	// Taken is what took effect, Why the reason when it is not the bot's
	// own answer and Fault whose doing that is (see Describer).
	Taken string
	Why   string
	Fault Fault
	// Draw are the drawing commands its bot wrote in the turn that were
	// kept (as written), Dropped how many others were dropped and why.
	Draw    []string
	Dropped []replay.DrawDrop
	// Trouble: the bot failed in the turn (timed out, exited, crashed) or
	// the rules refused its answer (a BotFault): what it wrote on stderr
	// is what the panel is opened for.
	Trouble bool
}

// Records reports whether the match holds per-turn records.
func (m *Match) Records() bool { return len(m.turns) > 0 }

// Record is seat i's record of turn t, or nil.
func (m *Match) Record(t, i int) *replay.TurnRecord {
	if t < 0 || t >= len(m.records) {
		return nil
	}
	for _, k := range m.records[t] {
		if r := &m.turns[k]; r.Seat == i {
			return r
		}
	}
	return nil
}

// Input is the exact text seat i was sent for turn t.
func (m *Match) Input(t, i int) string { return m.board.Input(t, i) }

// BuildDebug describes seat i's turn at or before turn t (clamped to the
// turns played).
func BuildDebug(m *Match, i, t int) *Debug {
	d := &Debug{Player: i, Turn: m.board.Asked(i, min(t, m.Turns()-1))}
	if d.Turn < 0 {
		return d
	}
	d.Input = m.Input(d.Turn, i)
	if il, ok := m.board.(InputLayout); ok {
		d.Lines = il.InputLines(d.Turn, i)
	}
	if sl, ok := m.board.(SelectedLines); ok {
		d.Lit = sl.SelectedLines(d.Turn, i, d.InputLines())
	}
	if r := m.Record(d.Turn, i); r != nil {
		d.Asked, d.Reply, d.Took, d.Stderr = true, r.Reply, r.Took, r.Stderr
		d.Limit = cmp.Or(r.Limit, m.limit)
		d.Draw, d.Dropped = r.Draw, r.Dropped
	}
	if ds, ok := m.board.(Describer); ok {
		tk := ds.Taken(d.Turn, i)
		d.Taken, d.Why, d.Fault = tk.What, tk.Why, tk.Fault
	}
	if d.Fault == NoBot && i < len(m.Seats) {
		d.Why += " (" + seatWhy(m.Seats[i]) + ")"
	}
	d.Trouble = d.Fault == BotFault || i < len(m.Seats) && m.Seats[i].StatusTurn == d.Turn && badge(m.Seats[i], d.Turn) != ""
	return d
}

// seatWhy says why no bot plays seat s: its bot's status as the summary
// says it ("exited in turn 12", "not-ready: no bot command given").
func seatWhy(s Seat) string {
	why := StatusText(s)
	switch {
	case why == "":
		return replay.DetailNoBot
	case s.Detail == replay.DetailNoBot:
		why += ": " + s.Detail
	}
	return why
}

// ReplyTimes are one player's recorded answer times, for a chart over the
// whole match: Turns[k] took Took[k] of its limit Limits[k]. Worst is the
// longest.
type ReplyTimes struct {
	Turns  []int
	Took   []time.Duration
	Limits []time.Duration
	Worst  time.Duration
	// Limit is the time limit of most answers (the last one's, else the
	// match's); 0 if not recorded. Other is the first answer with a limit
	// of its own (a setup turn's), -1 if none.
	Limit time.Duration
	Other int
	// Person: the seat is a person's, who has no time limit: its times
	// are not held against the bots' limit.
	Person bool
}

// Replies lists player i's recorded answer times in turn order.
func (m *Match) Replies(i int) ReplyTimes {
	r := ReplyTimes{Limit: m.limit, Other: -1}
	for _, rec := range m.turns {
		if rec.Seat == i {
			r.Turns = append(r.Turns, rec.Turn)
			r.Took = append(r.Took, rec.Took)
			r.Limits = append(r.Limits, cmp.Or(rec.Limit, m.limit))
			r.Worst = max(r.Worst, rec.Took)
		}
	}
	if n := len(r.Limits); n > 0 {
		r.Limit = r.Limits[n-1]
	}
	for k, l := range r.Limits {
		if l != r.Limit {
			r.Other = k
			break
		}
	}
	if i >= 0 && i < len(m.Seats) && m.Seats[i].Person {
		r.Limit, r.Limits, r.Other, r.Person = 0, nil, -1, true
	}
	return r
}

// NoteKind is the kind of an event of note on the timeline.
type NoteKind uint8

// The events of note, which [ and ] jump between.
const (
	NoteOut     NoteKind = iota // a seat went out of the game (the result's)
	NoteMark                    // a seat did something the game marks: an attack, a hill razed, the lead taken
	NoteTimeout                 // a bot missed its time limit
	NoteInvalid                 // a bot answered something the rules refused
	NoteExit                    // a bot's process ended (or a call's crashed)
)

// Note is an event of note: in turn Turn, about seat Player; Text says
// what it did, after its name, in the game's words ("sunk by Bob",
// "set off 2 mines").
type Note struct {
	Turn   int
	Kind   NoteKind
	Player int
	Text   string
}

// Notes lists the match's events of note in turn order: the game's
// (moves it marks, answers it refused), the turns where a bot timed out or
// exited, and the seats that went out of the game (the result's).
func (m *Match) Notes() []Note {
	var out []Note
	for t := range m.Turns() {
		out = m.appendNotes(out, t)
	}
	return out
}

// appendNotes appends turn t's events of note.
func (m *Match) appendNotes(out []Note, t int) []Note {
	out = m.board.Notes(out, t)
	for i, s := range m.Seats {
		if s.StatusTurn != t {
			continue
		}
		kind := NoteExit
		switch s.Status {
		case replay.StatusTimeout:
			kind = NoteTimeout
		case replay.StatusInvalid:
			kind = NoteInvalid
		case replay.StatusExited, replay.StatusCrashed:
		default:
			continue
		}
		out = append(out, Note{Turn: t, Kind: kind, Player: i, Text: "'s bot: " + s.Status})
	}
	// The seats out come last, as the bots' failures happened before
	// them.
	return m.appendOuts(out, t)
}

// DescribeNote says what happened, for a tooltip.
func DescribeNote(m *Match, n Note) string {
	if len(n.Text) > 0 && n.Text[0] == '\'' {
		return m.Name(n.Player) + n.Text
	}
	return m.Name(n.Player) + " " + n.Text
}

// NextNote is the first turn after t with an event of note, or -1;
// PrevNote the last before t.
func NextNote(notes []Note, t int) int {
	for _, n := range notes {
		if n.Turn > t {
			return n.Turn
		}
	}
	return -1
}

// PrevNote is the last turn before t with an event of note, or -1.
func PrevNote(notes []Note, t int) int {
	for k := len(notes) - 1; k >= 0; k-- {
		if notes[k].Turn < t {
			return notes[k].Turn
		}
	}
	return -1
}

// InputLines is the input as the panel lists it, one line a row: as the
// game lays it out, else as sent.
func (d *Debug) InputLines() []string {
	if d.Lines != nil {
		return d.Lines
	}
	return strings.Split(d.Input, "\n")
}

// InputLayout is a Board whose inputs read better laid out than as sent
// (one line holding a whole map, say): InputLines is what seat
// i was sent for turn t as the debug panel lists it, its words in
// columns. Input stays the exact text (saved by the panel's I).
type InputLayout interface {
	InputLines(t, i int) []string
}

// SelectedLines is a Selector that finds the piece selected in what a
// seat was sent: the indexes of the lines of lines (what seat i was sent
// for turn t, as the debug panel lists them) about it, which the panel
// lights (the line telling where the piece stands).
type SelectedLines interface {
	SelectedLines(t, i int, lines []string) []int
}

// NoteList is the match's events of note (the list Notes made), for the
// timeline's markers.
func (m *Match) NoteList() []Note { return m.notes }

// At is where turn falls across the answer-time chart when turn shown is
// marked on it, a fraction from 0 (the first turn) to below 1: the chart
// spans the turns up to the last answer or the turn shown, whichever is
// later, so the mark of a turn after the bot's last answer (another seat's
// turn, in a game of many seats) stays in the chart.
func (r *ReplyTimes) At(turn, shown int) float64 {
	span := shown + 1
	if n := len(r.Turns); n > 0 {
		span = max(span, r.Turns[n-1]+1)
	}
	return clamp01(float64(turn) / float64(max(1, span)))
}
