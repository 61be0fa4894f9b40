package tenkaview

import "testing"

// The 3D cube hides three faces: the agents on them are told apart from
// those drawn, and the net hides none.
func TestHiddenAgents(t *testing.T) {
	b, _ := traceBoard(t, 3)
	var fr Frame
	b.BuildFrame(10, &fr)
	hidden := fr.Hidden(nil)
	for _, a := range hidden {
		for _, p := range fr.Placed() {
			if p.Face == fr.Agents[a].Face {
				t.Errorf("agent %d on face %d, drawn, is said hidden", a, p.Face)
			}
		}
	}
	if fr.NFaces != 3 || len(hidden)+countOn(&fr) != len(fr.Agents) {
		t.Errorf("cube: %d faces, hidden %v", fr.NFaces, hidden)
	}
	b.NextView()
	b.NextView() // the net
	b.BuildFrame(10, &fr)
	if h := fr.Hidden(nil); len(h) != 0 {
		t.Errorf("the net hides %v", h)
	}
}

// countOn is the agents on the faces drawn.
func countOn(fr *Frame) int {
	n := 0
	for a := range fr.Agents {
		for _, p := range fr.Placed() {
			if p.Face == fr.Agents[a].Face && fr.Agents[a].Alpha > 0 {
				n++
			}
		}
	}
	return n
}
