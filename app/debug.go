package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

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
}

type debugKey struct {
	m                   *view.Match
	player, turn, turns int
}

// view is the panel for turn t of m, made again only when the player, the
// turn or the match's length changes.
func (p *debugPanel) view(m *view.Match, t int) *render.DebugView {
	k := debugKey{m, p.sel, t, m.Turns()}
	if p.d == nil || k != p.key {
		p.key = k
		p.d, p.rep = view.BuildDebug(m, p.sel, t), m.Replies(p.sel)
		p.v = render.DebugView{D: p.d, Name: m.Name(p.sel), Replies: &p.rep}
		if p.d.Turn >= 0 {
			p.v.Taken = m.Board().Describe(p.d.Turn, p.sel)
			if p.d.Why != "" {
				p.v.Taken += " · " + p.d.Why
			}
		}
	}
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
