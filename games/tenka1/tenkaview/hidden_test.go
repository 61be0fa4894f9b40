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

// A person's agent is never hidden when they decide: Yours turns the
// cube, from any camera, to a corner view showing it, and leaves a camera
// that shows it as it is.
func TestYoursTurnsTheCubeToTheAgent(t *testing.T) {
	b, _ := traceBoard(t, 3)
	var fr Frame
	for seat := range b.Last().Agents {
		for _, cam := range []Camera{Iso, {Yaw: Iso.Yaw + 3.5, Pitch: -0.3}, {Yaw: 2, Pitch: MaxPitch}} {
			b.SetView(Cube, cam)
			b.Yours(seat)
			b.BuildFrame(float64(b.Turns()), &fr)
			for _, h := range fr.Hidden(nil) {
				if h == seat {
					t.Errorf("seat %d from %+v: hidden when deciding (camera now %+v)", seat, cam, b.cam)
				}
			}
			shown := b.cam
			b.Yours(seat)
			if b.cam != shown {
				t.Errorf("seat %d: a camera that shows the agent turned again, %+v to %+v", seat, shown, b.cam)
			}
		}
	}
	// The flat net is not turned.
	b.SetView(Cube+1, Camera{Yaw: 1, Pitch: 0.2})
	b.Yours(0)
	if b.cam != (Camera{Yaw: 1, Pitch: 0.2}) {
		t.Errorf("the net's camera moved: %+v", b.cam)
	}
}
