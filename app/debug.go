package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render"
	"floorfall/view"
)

// debugPanel is the debug panel, shown in the cards' place: what player
// sel's bot was sent and answered at its turn at or before the turn shown.
type debugPanel struct {
	// width measures a text at a size as the painter draws it (its
	// rows are wrapped to fit), nil with no painter (tests without a
	// display: rows are wrapped by characters).
	width func(s string, size float64) float64
	open  bool
	sel   int
	key   debugKey // what v was made for
	d     *view.Debug
	rep   view.ReplyTimes
	v     render.DebugView
	// The console of every seat (C): its lines for the filter (made
	// again when the match grows or the filter changes), the first shown.
	console, typing bool
	filter          string
	lines           []view.ConsoleLine
	linesKey        consoleKey
	top, rows       int // the first line shown, and the rows there are
	// The one player's sections: where they go, their rows (secs), the first row
	// shown of each (the wheel scrolls the one under it; a new player or
	// turn shows the input from the top, stderr's last rows), the section
	// Ctrl+C copies (the last scrolled or clicked).
	text  view.DebugText
	secs  [view.NumSections][]string
	tops  [view.NumSections]int
	focus view.Section
	// The word found in the sections (/ or Ctrl+F; "" none), typed while
	// finding; the rows holding it, the one gone to (Enter: the next).
	finding bool
	find    string
	hits    [view.NumSections][]int
	hitSec  view.Section
	hitRow  int
}

type consoleKey struct {
	m      *view.Match
	turns  int
	filter string
	cols   int // the console's width: where its lines wrap
}

type debugKey struct {
	m                   *view.Match
	player, turn, turns int
	sel                 string  // the title of the piece selected's story, if any
	panelW              float64 // the panel's width: the rows' folds
}

// view is the panel for turn t of m at layout l, made again only when the
// player, the turn, the match's length or the panel's width changes.
func (p *debugPanel) view(m *view.Match, l *view.Layout, t int) *render.DebugView {
	if p.console {
		return p.consoleView(m, l, t)
	}
	k := debugKey{m, p.sel, t, m.Turns(), "", l.Panel.W}
	if s, ok := m.Board().(view.Selector); ok && s.Story() != nil {
		k.sel = s.Story().Title
	}
	if p.d == nil || k != p.key {
		p.key = k
		p.d, p.rep = view.BuildDebug(m, p.sel, t), m.Replies(p.sel)
		base := l.DebugText(view.DebugNeed{})
		need := view.DebugNeed{Trouble: p.d.Trouble}
		for s := range view.NumSections {
			p.secs[s] = p.d.Rows(s, base.Cols)
			need.Rows[s] = len(p.secs[s])
		}
		taken := ""
		if p.d.Turn >= 0 {
			taken = m.Describe(p.d.Turn, p.sel)
			if p.d.Why != "" {
				taken += " · " + p.d.Why
			}
		}
		takenRows := view.WrapCols(taken, base.TakenCols, p.fits(13*l.U, l.Panel.W-92*l.U))
		need.Taken = len(takenRows)
		p.text = l.DebugText(need)
		if n := p.text.TakenRows; len(takenRows) > n {
			takenRows = append(takenRows[:n-1:n-1], takenRows[n-1]+" …")
		}
		p.tops = [view.NumSections]int{view.SecStderr: -1} // stderr's last rows
		if len(p.d.Lit) > 0 {
			p.tops[view.SecSent] = max(0, p.d.Lit[0]-2) // the piece selected in sight
		}
		p.findRows()
		p.v = render.DebugView{D: p.d, Name: m.Name(p.sel), Replies: &p.rep, Columns: p.d.SentColumns(), Taken: takenRows}
	}
	p.v.Text, p.v.Rows, p.v.Tops, p.v.Focus = p.text, p.secs, p.tops, p.focus
	p.v.Find, p.v.Typing, p.v.Hits, p.v.HitSec, p.v.HitRow = p.find, p.finding, p.hits, p.hitSec, p.hitRow
	return &p.v
}

// scroll scrolls the section at (x, y) by n rows (down when n > 0) and
// makes it the one Ctrl+C copies; it reports whether one was there.
func (p *debugPanel) scroll(x, y float64, n int) bool {
	s := p.text.SectionAt(x, y)
	if s >= view.NumSections || p.d == nil {
		return false
	}
	p.focus = s
	rows, room := len(p.secs[s]), p.text.Room[s]
	top := p.tops[s]
	if top < 0 {
		top = max(0, rows-room)
	}
	p.tops[s] = max(0, min(rows-room, top+n))
	return true
}

// findRows finds the word searched in the sections' rows.
func (p *debugPanel) findRows() {
	for s := range view.NumSections {
		p.hits[s] = view.Find(p.secs[s], p.find)
	}
	p.hitSec, p.hitRow = view.NumSections, -1
}

// findNext goes to the next row holding the word searched, after the one
// gone to last, in section order (sent, answered, stderr), round again at
// the end: its section scrolls it into sight.
func (p *debugPanel) findNext() {
	n := int(view.NumSections)
	for k := range n + 1 {
		s := view.Section((int(p.hitSec) + k) % (n + 1))
		if s >= view.NumSections {
			continue
		}
		for _, r := range p.hits[s] {
			if s == p.hitSec && r <= p.hitRow {
				continue
			}
			p.hitSec, p.hitRow, p.focus = s, r, s
			if room := p.text.Room[s]; r < p.tops[s] || p.tops[s] < 0 || r >= p.tops[s]+room {
				p.tops[s] = max(0, min(len(p.secs[s])-room, r-room/2))
			}
			return
		}
		if s == p.hitSec {
			p.hitRow = -1 // past its last: the next section's first
		}
	}
}

// finds takes the keys typed into the one player's search: characters,
// Backspace, Enter (the next row holding it), Esc (clear it); it reports
// a change.
func (p *debugPanel) finds(in *Input) bool {
	changed := false
	for _, r := range in.Chars {
		if r >= ' ' && len(p.find) < 80 {
			p.find, changed = p.find+string(r), true
		}
	}
	if in.Down(ebiten.KeyBackspace, true) && p.find != "" {
		_, n := utf8.DecodeLastRuneInString(p.find)
		p.find, changed = p.find[:len(p.find)-n], true
	}
	if changed {
		p.findRows()
	}
	switch {
	case in.Down(ebiten.KeyEnter, false) || in.Down(ebiten.KeyKPEnter, false):
		p.findNext()
		changed = true
	case in.Down(ebiten.KeyEscape, false):
		p.finding, p.find, changed = false, "", true
		p.findRows()
	}
	return changed
}

// saveInput writes the input the debug panel shows at layout l (the exact
// text the bot was sent) to a file next to the replay, to feed the bot in
// a debugger; j does it in the background.
func (ms *matchScreen) saveInput(l *view.Layout, j *jobs) {
	d := ms.debug.view(ms.m, l, ms.fr.Turn).D
	if d.Turn < 0 {
		return
	}
	dir, base := ".", "floorfall"
	if ms.path != "" {
		dir = filepath.Dir(ms.path)
		base = strings.TrimSuffix(filepath.Base(ms.path), filepath.Ext(ms.path))
	}
	out := filepath.Join(dir, fmt.Sprintf("%s-turn%04d-player%d.txt", base, d.Turn, d.Player))
	text := d.Input + "\n"
	go func() {
		if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
			send(j, j.notes, note{"could not save the input: " + err.Error(), true})
			return
		}
		send(j, j.notes, note{"saved the input of turn " + strconv.Itoa(d.Turn) + " to " + out, false})
	}()
}

// fits tells whether a text fits w pixels at size, as the painter draws
// it; nil with no painter.
func (p *debugPanel) fits(size, w float64) func(string) bool {
	if p.width == nil {
		return nil
	}
	return func(s string) bool { return p.width(s, size) <= w }
}

// consoleView is the console for turn t of m, at the window's layout.
func (p *debugPanel) consoleView(m *view.Match, l *view.Layout, t int) *render.DebugView {
	if k := (consoleKey{m, m.Turns(), p.filter, l.ConsoleCols()}); k != p.linesKey {
		var fits func(view.ConsoleKind, string) bool
		if p.width != nil {
			first, _ := l.ConsoleRows()
			fits = func(kind view.ConsoleKind, s string) bool {
				_, w := l.ConsoleX(first, kind)
				return p.width(s, 12*l.U) <= w
			}
		}
		p.linesKey, p.lines = k, m.Console(p.filter, k.cols, fits)
	}
	p.top = view.ConsoleTop(p.lines, t, p.rows) // in step with the timeline
	p.key = debugKey{}                          // the one player's view is made again when it comes back
	p.v = render.DebugView{D: &view.Debug{Player: p.sel, Turn: -1}, Console: true, Lines: p.lines,
		Top: p.top, Filter: p.filter, Typing: p.typing}
	return &p.v
}

// search takes the keys typed into the console's search: characters,
// Backspace, Enter (keep it), Esc (clear it); it reports a change.
func (p *debugPanel) search(in *Input) bool {
	changed := len(in.Chars) > 0
	for _, r := range in.Chars {
		if r >= ' ' && len(p.filter) < 80 {
			p.filter += string(r)
		}
	}
	switch {
	case in.Down(ebiten.KeyBackspace, true) && p.filter != "":
		_, n := utf8.DecodeLastRuneInString(p.filter)
		p.filter, changed = p.filter[:len(p.filter)-n], true
	case in.Down(ebiten.KeyEnter, false) || in.Down(ebiten.KeyKPEnter, false):
		p.typing, changed = false, true
	case in.Down(ebiten.KeyEscape, false):
		p.typing, p.filter, changed = false, "", true
	}
	return changed
}
