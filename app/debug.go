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
	open bool
	sel  int
	key  debugKey // what v was made for
	d    *view.Debug
	rep  view.ReplyTimes
	v    render.DebugView
	// The console of every seat (C): its lines for the filter (made
	// again when the match grows or the filter changes), the first shown.
	console, typing bool
	filter          string
	lines           []view.ConsoleLine
	linesKey        consoleKey
	top, rows       int // the first line shown, and the rows there are
	// inputTop is the first line of a long input shown (the wheel scrolls
	// it); a new player or turn shows it from the top.
	inputTop int
}

type consoleKey struct {
	m      *view.Match
	turns  int
	filter string
}

type debugKey struct {
	m                   *view.Match
	player, turn, turns int
	sel                 string // the title of the piece selected's story, if any
}

// view is the panel for turn t of m, made again only when the player, the
// turn or the match's length changes.
func (p *debugPanel) view(m *view.Match, t int) *render.DebugView {
	if p.console {
		return p.consoleView(m, t)
	}
	k := debugKey{m, p.sel, t, m.Turns(), ""}
	if s, ok := m.Board().(view.Selector); ok && s.Story() != nil {
		k.sel = s.Story().Title
	}
	if p.d == nil || k != p.key {
		p.key, p.inputTop = k, 0
		p.d, p.rep = view.BuildDebug(m, p.sel, t), m.Replies(p.sel)
		if len(p.d.Lit) > 0 {
			p.inputTop = max(0, p.d.Lit[0]-2) // the piece selected in sight
		}
		p.v = render.DebugView{D: p.d, Name: m.Name(p.sel), Replies: &p.rep}
		if p.d.Turn >= 0 {
			p.v.Taken = m.Describe(p.d.Turn, p.sel)
			if p.d.Why != "" {
				p.v.Taken += " · " + p.d.Why
			}
		}
	}
	p.v.InputTop = p.inputTop
	return &p.v
}

// saveInput writes the input the debug panel shows (the exact text the bot
// was sent) to a file next to the replay, to feed the bot in a debugger.
func (a *app) saveInput() {
	ms := &a.match
	d := ms.debug.view(ms.m, ms.fr.Turn).D
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
	j := a.jobs
	go func() {
		if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
			send(j, j.notes, note{"could not save the input: " + err.Error(), true})
			return
		}
		send(j, j.notes, note{"saved the input of turn " + strconv.Itoa(d.Turn) + " to " + out, false})
	}()
}

// consoleView is the console for turn t of m, at the window's layout.
func (p *debugPanel) consoleView(m *view.Match, t int) *render.DebugView {
	if k := (consoleKey{m, m.Turns(), p.filter}); k != p.linesKey {
		p.linesKey, p.lines = k, m.Console(p.filter)
	}
	p.top = view.ConsoleTop(p.lines, t, p.rows) // in step with the timeline
	p.key = debugKey{}                          // the one player's view is made again when it comes back
	p.v = render.DebugView{D: &view.Debug{Player: p.sel, Turn: -1}, Console: true, Lines: p.lines,
		Top: p.top, Filter: p.filter, Typing: p.typing}
	p.v.InputTop = p.inputTop
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
