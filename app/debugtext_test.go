package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/games/hitandsunk"
	"floorfall/replay"
	"floorfall/view"
)

// / finds a word in the one player's sections: the rows holding it lit,
// Enter goes to the next (its section scrolled to it), Esc clears it.
func TestDebugFind(t *testing.T) {
	a := testApp(t)
	a.surf.w, a.surf.h = 640, 360 // the input does not fit
	a.surf.layout(1, a.scr.present != nil)
	ms := showReplay(t, a)
	ms.pb.SetPos(5)
	run(t, a, &Input{Chars: []rune("d")})
	rows := ms.v.Debug.Rows[view.SecSent]
	last := len(rows) - 1
	word := strings.Fields(rows[last])[0]
	want := view.Find(rows, word)
	run(t, a, &Input{Chars: []rune("/")})
	run(t, a, &Input{Chars: []rune(word)})
	d := ms.v.Debug
	if !d.Typing || d.Find != word || len(d.Hits[view.SecSent]) != len(want) {
		t.Fatalf("typing %q: %+v, hits %v, want %v", word, d.Find, d.Hits, want)
	}
	for range want {
		run(t, a, keysIn(false, false, ebiten.KeyEnter))
	}
	d = ms.v.Debug
	if d.HitSec != view.SecSent || d.HitRow != want[len(want)-1] {
		t.Fatalf("Enter %d times: at %v row %d, want row %d", len(want), d.HitSec, d.HitRow, want[len(want)-1])
	}
	if top, room := d.Tops[view.SecSent], d.Text.Room[view.SecSent]; d.HitRow < top || d.HitRow >= top+room {
		t.Fatalf("row %d out of sight: rows %d to %d shown", d.HitRow, top, top+room-1)
	}
	run(t, a, keysIn(false, false, ebiten.KeyEscape))
	if d = ms.v.Debug; d.Typing || d.Find != "" || len(d.Hits[view.SecSent]) != 0 || !ms.debug.open {
		t.Fatalf("Esc: %+v", d)
	}
}

// Ctrl+C copies the section last scrolled or clicked, byte for byte, with
// the platform's tool (a stand-in xclip here); with no tool it says so.
func TestDebugCopy(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "copied")
	os.WriteFile(filepath.Join(dir, "xclip"), []byte("#!/bin/sh\nexec /bin/cat > '"+out+"'\n"), 0o755)
	t.Setenv("PATH", dir)
	t.Setenv("WAYLAND_DISPLAY", "")
	a := testApp(t)
	ms := showReplay(t, a)
	ms.pb.SetPos(5)
	run(t, a, &Input{Chars: []rune("d")})
	run(t, a, keysIn(true, false, ebiten.KeyC))
	tickUntil(t, a, "the copy", func() bool { return strings.Contains(a.over.msg.text, "copied") })
	data, err := os.ReadFile(out)
	if want := ms.debug.d.Input + "\n"; err != nil || string(data) != want {
		t.Fatalf("copied %q (%v), want the input %q", data, err, want)
	}
	// A click on the answer: Ctrl+C copies it.
	ans := ms.v.Debug.Text.Area[view.SecAnswer]
	run(t, a, click(ans.X+ans.W/2, ans.Y+ans.H/2))
	a.over.msg.text = ""
	run(t, a, keysIn(true, false, ebiten.KeyC))
	tickUntil(t, a, "the copy", func() bool { return strings.Contains(a.over.msg.text, "copied answered") })
	if data, _ := os.ReadFile(out); string(data) != ms.debug.d.Reply {
		t.Fatalf("copied %q, want the answer %q", data, ms.debug.d.Reply)
	}
	os.Remove(filepath.Join(dir, "xclip"))
	a.over.msg.text = ""
	run(t, a, keysIn(true, false, ebiten.KeyC))
	tickUntil(t, a, "a message", func() bool { return a.over.msg.text != "" })
	if !strings.Contains(a.over.msg.text, "no clipboard tool found") {
		t.Errorf("no tool: %q", a.over.msg.text)
	}
}

// What was taken folds into rows (none of it cut), the stderr of a turn
// of trouble gets more rows than the input, and its drawing lines are left
// out of the stderr rows (drew lists them).
func TestDebugTakenFolds(t *testing.T) {
	g := hitandsunk.Game{}
	m, err := g.New(game.Setup{Seats: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	meta := &replay.Meta{Players: []replay.PlayerMeta{{Name: "bad", Status: "ok", StatusTurn: -1}, {Name: "fine", Status: "ok", StatusTurn: -1}}}
	var stderr strings.Builder
	for k := range 30 {
		fmt.Fprintf(&stderr, "#ff dot %d 1\n", k)
	}
	for k := range 40 {
		fmt.Fprintf(&stderr, "  File \"bot.py\", line %d, in think\n", k)
	}
	for n := range 6 {
		seat := m.Acting(nil)[0].Seat
		text := "1"
		if n >= 2 {
			text = []string{"MF1", "W"}[seat]
		}
		meta.Turns = append(meta.Turns, replay.TurnRecord{Turn: n, Seat: seat, Reply: text, Stderr: stderr.String()})
		m.Play([]game.Reply{{Seat: seat, Text: text}})
	}
	a := testApp(t)
	a.show(m.Replay(meta), "", "refused")
	ms := &a.scr.match
	ms.pb.Pause()
	ms.pb.SetPos(5)
	run(t, a, &Input{Chars: []rune("d")})
	d := ms.v.Debug
	if d == nil || d.D.Turn != 4 || !d.D.Trouble {
		t.Fatalf("the panel: %+v", d)
	}
	taken := strings.Join(d.Taken, " ")
	if len(d.Taken) < 2 || d.Text.TakenRows != len(d.Taken) || !strings.Contains(taken, "bad offset") || strings.Contains(taken, "…") {
		t.Errorf("taken in %d rows (room %d): %q", len(d.Taken), d.Text.TakenRows, d.Taken)
	}
	for _, r := range d.Taken {
		if len([]rune(r)) > d.Text.TakenCols {
			t.Errorf("taken row %q wider than %d", r, d.Text.TakenCols)
		}
	}
	rows := d.Rows[view.SecStderr]
	if len(rows) != 41 || !strings.Contains(rows[0], "30 drawing lines") || strings.Contains(strings.Join(rows, "\n"), "#ff") {
		t.Errorf("stderr rows: %d, first %q", len(rows), rows[0])
	}
	if d.Text.Room[view.SecStderr] <= d.Text.Room[view.SecSent] {
		t.Errorf("a turn of trouble: stderr %d rows, the input %d", d.Text.Room[view.SecStderr], d.Text.Room[view.SecSent])
	}
}
