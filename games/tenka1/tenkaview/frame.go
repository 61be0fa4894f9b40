package tenkaview

import (
	"math"

	"floorfall/games/tenka1/engine"
	"floorfall/view"
)

// View is how the cube is drawn.
type View uint8

// The views, in the order the V key shows them.
const (
	Cube View = iota // one cube in 3D, turned with the mouse
	Pair             // the official viewer's: faces 0 1 2 from above, 3 4 5 from below, mirrored
	Net              // the six faces unfolded
	numViews
)

var viewNames = [numViews]string{
	"the cube in 3D (drag it to turn it)",
	"the official viewer's pair: faces 0 1 2 from above, 3 4 5 from below (mirrored)",
	"the net of the six faces",
}

// The phases of a turn's slot, as fractions of it.
const (
	TurnEnd   = 0.2         // the agents have turned to their new heading
	MoveStart = 0.05        // they leave their cell...
	MoveEnd   = view.TickAt // ...and arrive as the paint changes
	FlashEnd  = 0.95        // a cell whose paint changed has stopped glowing
)

// CellView is a cell as drawn.
type CellView struct {
	Owner, Val int8    // the paint shown: Owner -1 none; Val 2 full, 1 half
	Flash      float64 // 0..1: its paint has just changed
}

// AgentView is an agent as drawn: on face Face at (J, K) in cells (cell
// (j, k)'s centre is at (j+0.5, k+0.5)), heading (DJ, DK) (a unit step).
type AgentView struct {
	Face   int
	J, K   float64
	DJ, DK float64
	Alpha  float64
	Idle   bool    // it made no move in the turn played
	Depth  float64 // nearness to the eye (the cube in 3D)
	// OJ, OK move it away from the agents on the same spot, so that
	// each is seen: it is drawn at (J+OJ, K+OK); MaxR is then the most of
	// a cell its sphere's radius may take so as not to cover theirs (0
	// when it is alone).
	OJ, OK float64
	MaxR   float64
}

// spread is how far, in cells, agents sharing a spot are drawn from it.
const spread = 0.28

// Caption is a text on the board, at At; Right aligns it to its end.
type Caption struct {
	At    Vec
	Text  string
	Right bool
}

// Frame is the cube as drawn at one playback position.
type Frame struct {
	Turn  int // the turn being played (or the next one when settled)
	Shown int // the state the labels show (Turn, or Turn+1 after the tick)
	View  View
	Cam   Camera
	// Faces are the faces drawn, the first NFaces in use: each maps its
	// cells onto the board.
	Faces  [2 * engine.Faces]Placed
	NFaces int
	Cells  [engine.Faces][engine.N][engine.N]CellView
	Agents [engine.Agents]AgentView
	// Order is the agents from the farthest to the nearest.
	Order     [engine.Agents]int
	Captions  [2]Caption
	NCaptions int
}

// Placed is the faces in use.
func (fr *Frame) Placed() []Placed { return fr.Faces[:fr.NFaces] }

// Frame is the picture at position pos (in turns); the cube has nothing
// that pulses. The frame is the board's own, made anew by the next call.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	b.BuildFrame(pos, &b.fr)
	return &b.fr
}

// BuildFrame fills fr with the picture at position pos.
func (b *Board) BuildFrame(pos float64, fr *Frame) {
	n := b.Turns()
	pos = math.Max(0, math.Min(pos, float64(n)))
	t, f, shown := view.At(pos, n)
	fr.Turn, fr.Shown, fr.View, fr.Cam = t, shown, b.view, b.cam
	b.place(fr)
	s0, s1 := &b.States[t], &b.States[t]
	if f > 0 {
		s1 = &b.States[t+1]
	}
	buildCells(fr, s0, s1, f)
	for a := range engine.Agents {
		fr.Agents[a] = agentAt(s0, s1, a, f, fr.View)
		av := &fr.Agents[a]
		av.Depth = fr.Cam.depth(av.Face, av.J, av.K)
	}
	spreadAgents(fr)
	for a := range fr.Order {
		fr.Order[a] = a
	}
	// Far to near: a few agents, an insertion sort allocates nothing.
	for i := 1; i < engine.Agents; i++ {
		for j := i; j > 0 && fr.Agents[fr.Order[j]].Depth < fr.Agents[fr.Order[j-1]].Depth; j-- {
			fr.Order[j], fr.Order[j-1] = fr.Order[j-1], fr.Order[j]
		}
	}
}

// spreadAgents draws the agents on one spot around it.
func spreadAgents(fr *Frame) {
	same := func(a, b *AgentView) bool {
		return a.Face == b.Face && math.Abs(a.J-b.J)+math.Abs(a.K-b.K) < 0.25
	}
	for a := range fr.Agents {
		av := &fr.Agents[a]
		n, idx := 0, 0
		for b := range fr.Agents {
			if same(av, &fr.Agents[b]) {
				if b < a {
					idx++
				}
				n++
			}
		}
		av.OJ, av.OK, av.MaxR = 0, 0, 0
		if n > 1 {
			ang := 2 * math.Pi * float64(idx) / float64(n)
			av.OJ, av.OK = spread*math.Cos(ang), spread*math.Sin(ang)
			// Half the way to the next one round the spot, a little
			// less: the spheres side by side, each number seen.
			av.MaxR = 0.95 * spread * math.Sin(math.Pi/float64(n))
		}
	}
}

// Pair's and Net's sizes, in board units a cell.
const (
	pairScale = 0.62
	netScale  = 0.45
)

// place lays out the faces of the board's view.
func (b *Board) place(fr *Frame) {
	faces := fr.Faces[:0]
	fr.NCaptions = 0
	switch fr.View {
	case Cube:
		faces = fr.Cam.place(faces, Vec{Size / 2, Size / 2}, 1, false, 0)
	case Pair:
		fr.Cam = Iso
		faces = Iso.place(faces, Vec{2.75, 2.75}, pairScale, true, 1)
		faces = Iso.place(faces, Vec{7.25, 7.25}, pairScale, false, 0)
		fr.Captions[0] = Caption{At: Vec{5.2, 2.75}, Text: "faces 3 4 5 from below, mirrored"}
		fr.Captions[1] = Caption{At: Vec{4.8, 7.25}, Text: "faces 0 1 2 from above", Right: true}
		fr.NCaptions = 2
	case Net:
		faces = placeNet(faces, Vec{(Size - netW*netScale) / 2, (Size - netH*netScale) / 2}, netScale)
	}
	fr.NFaces = copy(fr.Faces[:], faces)
}

// buildCells shows the paint before the turn's tick, after it from then,
// the cells that changed glowing.
func buildCells(fr *Frame, s0, s1 *engine.State, f float64) {
	shown := s0
	if f >= view.TickAt {
		shown = s1
	}
	flash := 0.0
	if f >= view.TickAt {
		flash = 1 - view.Phase(f, view.TickAt, FlashEnd)
	}
	for i := range shown.Field {
		for j := range shown.Field[i] {
			for k, c := range shown.Field[i][j] {
				cv := CellView{Owner: c.Owner, Val: c.Val}
				if flash > 0 && s0.Field[i][j][k] != c {
					cv.Flash = flash
				}
				fr.Cells[i][j][k] = cv
			}
		}
	}
}

// heading is the unit step of heading d on a face.
func heading(d int) (dj, dk float64) {
	a := float64(d) * math.Pi / 2
	return math.Cos(a), math.Sin(a)
}

// agentAt is agent a between states s0 and s1 at fraction f of the turn:
// it turns, then glides to its new cell; crossing an edge, it glides to
// the edge on its face and from it on the next (views that do not join
// the two faces fade it out and in).
func agentAt(s0, s1 *engine.State, a int, f float64, v View) AgentView {
	g0 := s0.Agents[a]
	av := AgentView{Face: int(g0.I), J: float64(g0.J) + 0.5, K: float64(g0.K) + 0.5, Alpha: 1}
	av.DJ, av.DK = heading(int(g0.D))
	mv := int(s1.Moves[a])
	if s0 == s1 || f <= 0 {
		return av
	}
	if mv < 0 {
		av.Idle = true
		return av
	}
	g1 := s1.Agents[a]
	turn := mv
	if turn == 3 {
		turn = -1 // a right turn: the short way
	}
	ang := (float64(g0.D) + float64(turn)*view.Smooth(view.Phase(f, 0, TurnEnd))) * math.Pi / 2
	av.DJ, av.DK = math.Cos(ang), math.Sin(ang)
	x := view.Smooth(view.Phase(f, MoveStart, MoveEnd))
	d := (int(g0.D) + mv) % 4
	dj, dk := heading(d)
	if g1.I == g0.I {
		av.J += x * dj
		av.K += x * dk
		return av
	}
	if x >= 0.5 { // over the edge: on the next face, in its heading
		av.Face = int(g1.I)
		av.DJ, av.DK = heading(int(g1.D))
		av.J = float64(g1.J) + 0.5 - (1-x)*av.DJ
		av.K = float64(g1.K) + 0.5 - (1-x)*av.DK
	} else {
		av.J += x * dj
		av.K += x * dk
	}
	joined := true
	switch v {
	case Pair:
		joined = g0.I/3 == g1.I/3
	case Net:
		joined = netJoined(int(g0.I), int(g1.I))
	}
	if !joined {
		av.Alpha = math.Max(0.1, math.Abs(2*x-1))
	}
	return av
}

// Drag turns the cube in 3D: across turns it around the vertical, up
// and down tilts it, a pixel a fifth of a degree.
func (b *Board) Drag(dx, dy float64) {
	if b.view != Cube {
		return
	}
	const perPixel = math.Pi / 900
	b.cam.Yaw = math.Mod(b.cam.Yaw-dx*perPixel, 2*math.Pi)
	b.cam.Pitch = math.Max(-MaxPitch, math.Min(MaxPitch, b.cam.Pitch+dy*perPixel))
}

// Face turns the cube in 3D, if face f looks away from the eye, to the
// nearest of the eight views from a corner of the cube (the official
// viewer's and its likes) that shows f; a face in sight is left as it is.
func (b *Board) Face(f int) {
	if b.view != Cube || f < 0 || f >= len(frames) {
		return
	}
	const inSight = 0.2 // a face seen this edge-on is hard to read
	n := frames[f].N
	_, _, eye := b.cam.axes()
	if n.dot(eye) > inSight {
		return
	}
	best, near := b.cam, math.Inf(-1)
	for k := range 4 {
		for _, pitch := range []float64{Iso.Pitch, -Iso.Pitch} {
			c := Camera{Yaw: Iso.Yaw + float64(k)*math.Pi/2, Pitch: pitch}
			_, _, e := c.axes()
			if d := e.dot(eye); n.dot(e) > inSight && d > near {
				best, near = c, d
			}
		}
	}
	b.cam = best
}

// NextView shows the cube the next way, and names it.
func (b *Board) NextView() string {
	b.view = (b.view + 1) % numViews
	return viewNames[b.view]
}

// SetView shows the cube as v, seen from cam in 3D.
func (b *Board) SetView(v View, cam Camera) { b.view, b.cam = v%numViews, cam }

// HitAt is the agent at board point (x, y) in frame fr, or else the cell.
// A cell is told as view.Cell{X: face, Y: row*5 + column}.
func (b *Board) HitAt(fr any, x, y float64) (int, view.Cell, bool) {
	f, ok := fr.(*Frame)
	if !ok {
		return -1, view.Cell{}, false
	}
	pt := Vec{x, y}
	for k := engine.Agents - 1; k >= 0; k-- { // the nearest first
		a := f.Order[k]
		av := &f.Agents[a]
		for i := range f.Placed() {
			p := &f.Faces[i]
			if p.Face != av.Face || av.Alpha < 0.5 {
				continue
			}
			c := p.At(av.J+av.OJ, av.K+av.OK)
			if math.Hypot(c.X-x, c.Y-y) <= 0.4*p.Cell() {
				return a, view.Cell{}, true
			}
		}
	}
	best, bestDepth := view.Cell{}, math.Inf(-1)
	found := false
	for i := range f.Placed() {
		p := &f.Faces[i]
		j, k, ok := p.Inverse(pt)
		if !ok || j < 0 || k < 0 || j >= engine.N || k >= engine.N || p.Depth <= bestDepth && found {
			continue
		}
		best, bestDepth, found = view.Cell{X: p.Face, Y: int(j)*engine.N + int(k)}, p.Depth, true
	}
	return -1, best, found
}
