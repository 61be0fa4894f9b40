package antsview

import (
	"strings"
	"testing"

	"floorfall/view"
	"floorfall/view/viewtest"
)

// A bot the engine stopped is told everywhere in the word its seat's
// status has in the summary and info (the engine's "crashed" is exited):
// the card, its badge, the debug panel, the timeline's one event and the
// story of each of its ants. trace_004: ErrorBot.py exited in turn 5.
func TestBotExitOneWord(t *testing.T) {
	b, r, _ := traceBoard(t, "trace_004")
	m := viewtest.Match(t, r, "trace_004.json")
	if s := m.Seats[0]; s.Status != "exited" || s.StatusTurn != 5 {
		t.Fatalf("seat 0: %+v", s)
	}
	c := view.BuildHUD(m, 6, 6, "1x").Cards[0]
	if c.Badge != "exited in turn 5" || !strings.HasPrefix(c.State, "exited in turn 5 · ") {
		t.Errorf("card: badge %q, state %q", c.Badge, c.State)
	}
	if d := b.Describe(5, 0); d != "— (exited)" {
		t.Errorf("describe: %q", d)
	}
	if d := view.BuildDebug(m, 0, 5); d.Why != "exited" {
		t.Errorf("debug: why %q", d.Why)
	}
	var told []string
	for _, n := range m.Notes() {
		if n.Player == 0 && n.Kind != view.NoteOut {
			told = append(told, view.DescribeNote(m, n))
		}
	}
	if len(told) != 1 || told[0] != "ErrorBot.py's bot: exited" {
		t.Errorf("the timeline tells of P0's bot: %q", told)
	}
	// Its ants hold from then on: the story of one alive in turn 4 says why.
	ids, _ := b.ants(4)
	var a int32 = -1
	for _, id := range ids {
		if b.antOwner[id] == 0 {
			a = id
		}
	}
	if a < 0 {
		t.Fatal("P0 has no ant in turn 4")
	}
	selectAnt(t, b, 4, a)
	found := false
	for _, l := range storyText(b.Story()) {
		found = found || strings.HasSuffix(l, "holds from now on: its player's bot exited !")
		if strings.Contains(l, "crashed") {
			t.Errorf("story line %q", l)
		}
	}
	if !found {
		t.Errorf("story of ant %d:\n%s", a, strings.Join(storyText(b.Story()), "\n"))
	}
}
