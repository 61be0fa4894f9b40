package view

import (
	"strconv"
	"strings"
	"time"

	"floorfall/games/jc2015/engine"
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
	// Asked: the bot was asked and its answer recorded (Reply, Took,
	// Stderr); false for a turn with no record (a fallen player, a seat
	// without a bot, a replay without per-turn records).
	Asked  bool
	Reply  string // the raw answer line
	Took   time.Duration
	Stderr string
	// Taken is the command that took effect, Why the reason when it is
	// not the bot's own ("waiting", "invalid answer", "timed out", ...).
	Taken string
	Why   string
}

// PlayerTurn is player i's turn at or before turn t (its last chance to
// act by then), or -1 if it has had none.
func PlayerTurn(i, t int) int {
	t -= ((t-i)%engine.NumPlayers + engine.NumPlayers) % engine.NumPlayers
	if t < 0 {
		return -1
	}
	return t
}

// Records reports whether the match holds per-turn records.
func (m *Match) Records() bool { return len(m.turns) > 0 }

// Record is turn t's record, or nil.
func (m *Match) Record(t int) *replay.TurnRecord {
	if t < 0 || t >= len(m.records) || m.records[t] < 0 {
		return nil
	}
	return &m.turns[m.records[t]]
}

// Input is the exact text the acting player of turn t was sent.
func (m *Match) Input(t int) string {
	return engine.Input(&m.States[t], m.coords)
}

// BuildDebug describes player i's turn at or before turn t (clamped to the
// turns played).
func BuildDebug(m *Match, i, t int) *Debug {
	d := &Debug{Player: i, Turn: PlayerTurn(i, min(t, m.Turns()-1))}
	if d.Turn < 0 {
		return d
	}
	d.Input = m.Input(d.Turn)
	if r := m.Record(d.Turn); r != nil {
		d.Asked, d.Reply, d.Took, d.Stderr = true, r.Reply, r.Took, r.Stderr
	}
	ev := &m.Events[d.Turn]
	d.Taken = ev.Command.String()
	switch ev.Cause {
	case engine.CauseWaiting:
		d.Why = "waiting after its attack"
	case engine.CauseInvalid:
		d.Why = "invalid answer"
	case engine.CauseTimeout:
		d.Why = "timed out"
	case engine.CauseNoBot:
		d.Why = "no bot (" + seatWhy(m.Seats[i]) + ")"
	case engine.CauseFallen:
		d.Taken, d.Why = "—", "fallen"
	}
	return d
}

func seatWhy(s Seat) string {
	switch s.Status {
	case replay.StatusNotReady:
		return "never ready"
	case replay.StatusExited:
		return "exited in turn " + strconv.Itoa(s.StatusTurn)
	}
	return "none given"
}

// ReplyTimes are one player's recorded answer times, for a chart over the
// whole match: Turns[k] took Took[k]. Worst is the longest.
type ReplyTimes struct {
	Turns []int
	Took  []time.Duration
	Worst time.Duration
	Limit time.Duration // the time limit of an answer; 0 if not recorded
}

// Replies lists player i's recorded answer times in turn order.
func (m *Match) Replies(i int) ReplyTimes {
	r := ReplyTimes{Limit: m.limit}
	for _, rec := range m.turns {
		if rec.Turn%engine.NumPlayers == i {
			r.Turns = append(r.Turns, rec.Turn)
			r.Took = append(r.Took, rec.Took)
			r.Worst = max(r.Worst, rec.Took)
		}
	}
	return r
}

// NoteKind is the kind of an event of note on the timeline.
type NoteKind uint8

// The events of note, which [ and ] jump between.
const (
	NoteFall    NoteKind = iota // a player fell
	NoteAttack                  // a player attacked
	NoteTimeout                 // a bot missed its time limit
	NoteInvalid                 // a bot answered something not U D L R A N
	NoteExit                    // a bot's process ended
)

// Note is an event of note: in turn Turn, about player Player.
type Note struct {
	Turn   int
	Kind   NoteKind
	Player int
}

// Notes lists the match's events of note in turn order: falls, attacks,
// invalid answers, and the turns where a bot timed out or exited.
func (m *Match) Notes() []Note {
	var out []Note
	for t := range m.Events {
		out = m.appendNotes(out, t)
	}
	return out
}

// appendNotes appends turn t's events of note.
func (m *Match) appendNotes(out []Note, t int) []Note {
	ev := &m.Events[t]
	id := t % engine.NumPlayers
	if ev.Attack != nil && len(ev.Attack.Scheduled) > 0 { // an attack that sets no block is nothing to see
		out = append(out, Note{t, NoteAttack, id})
	}
	if ev.Cause == engine.CauseInvalid {
		out = append(out, Note{t, NoteInvalid, id})
	}
	for i, s := range m.Seats {
		if s.StatusTurn == t && (s.Status == replay.StatusTimeout || s.Status == replay.StatusExited) {
			k := NoteTimeout
			if s.Status == replay.StatusExited {
				k = NoteExit
			}
			out = append(out, Note{t, k, i})
		}
	}
	for p := range engine.NumPlayers {
		if _, ok := ev.Fell(p); ok {
			out = append(out, Note{t, NoteFall, p})
		}
	}
	return out
}

// DescribeNote says what happened, for a tooltip.
func DescribeNote(m *Match, n Note) string {
	who := m.Name(n.Player)
	switch n.Kind {
	case NoteFall:
		return who + " fell"
	case NoteAttack:
		return who + " attacked"
	case NoteTimeout:
		return who + " timed out"
	case NoteInvalid:
		return who + " answered " + strconv.Quote(cut(m.Events[n.Turn].Answered, 16))
	case NoteExit:
		return who + "'s bot exited"
	}
	return ""
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

// InputLines is the input as the panel lists it, one line a row.
func (d *Debug) InputLines() []string { return strings.Split(d.Input, "\n") }

// NoteList is the match's events of note (the list Notes made), for the
// timeline's markers.
func (m *Match) NoteList() []Note { return m.notes }
