package jcview

import (
	"testing"

	"floorfall/game"
	"floorfall/view"
)

// Hovering the timeline's track tells the turn under the mouse and what
// happened in it.
func TestTrackHover(t *testing.T) {
	m := scenario(t)
	l := view.NewLayout(1280, 720, 1, jcShape)
	var fr view.Frame
	view.NewPlayback(m).Frame(&fr)
	if len(m.NoteList()) == 0 {
		t.Fatal("the scenario has no event of note")
	}
	n := m.NoteList()[0]
	for _, k := range m.NoteList() {
		if k.Kind != game.NoteOut {
			n = k
			break
		}
	}
	x := l.Track.X + l.Track.W*float64(n.Turn)/float64(m.Turns())
	tg := view.TargetAt(m, &l, &fr, x, l.Track.Y+l.Track.H/2)
	h := tg.Hover(m, fr.Shown)
	if tg.Kind != view.TrackTarget || tg.Turn != n.Turn || len(h.Lines) < 2 || h.Lines[1] != view.DescribeNote(m, n) {
		t.Fatalf("target %+v, tooltip %q, want turn %d: %s", tg, h.Lines, n.Turn, view.DescribeNote(m, n))
	}
}
