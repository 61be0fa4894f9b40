package tenkaview

import (
	"math"

	"floorfall/games/tenka1/engine"
)

// The cube in space: side 5 (a cell is 1), centred on the origin, z up.
// Face i has outward normal N and its j and k axes along J and K (j×k is
// the normal: a move 1, a left turn, turns left seen from outside). These
// are the only frames in which every edge crossing of the rules
// (engine.Step) joins cells that touch (TestFramesFollowTheRules): faces
// 0, 1, 2 meet at the corner (+,+,+), 3, 4, 5 at (-,-,-).
var frames = [engine.Faces]struct{ N, J, K vec3 }{
	{vec3{0, 0, 1}, vec3{1, 0, 0}, vec3{0, 1, 0}},
	{vec3{1, 0, 0}, vec3{0, 1, 0}, vec3{0, 0, 1}},
	{vec3{0, 1, 0}, vec3{0, 0, 1}, vec3{1, 0, 0}},
	{vec3{0, -1, 0}, vec3{-1, 0, 0}, vec3{0, 0, -1}},
	{vec3{-1, 0, 0}, vec3{0, 0, -1}, vec3{0, -1, 0}},
	{vec3{0, 0, -1}, vec3{0, -1, 0}, vec3{-1, 0, 0}},
}

type vec3 struct{ X, Y, Z float64 }

func (a vec3) dot(b vec3) float64   { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }
func (a vec3) add(b vec3) vec3      { return vec3{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }
func (a vec3) scale(s float64) vec3 { return vec3{a.X * s, a.Y * s, a.Z * s} }
func (a vec3) cross(b vec3) vec3 {
	return vec3{a.Y*b.Z - a.Z*b.Y, a.Z*b.X - a.X*b.Z, a.X*b.Y - a.Y*b.X}
}
func (a vec3) sub(b vec3) vec3 { return a.add(b.scale(-1)) }
func (a vec3) near(b vec3, e float64) bool {
	d := a.sub(b)
	return d.dot(d) <= e*e
}

// point is the point of face f at (j, k) in cells: cell (j, k)'s centre
// is at (j+0.5, k+0.5).
func point(f int, j, k float64) vec3 {
	fr := &frames[f]
	h := engine.N / 2.0
	return fr.N.scale(h).add(fr.J.scale(j - h)).add(fr.K.scale(k - h))
}

// Vec is a point or a vector on the board, in board units.
type Vec struct{ X, Y float64 }

// Add is v+w; Scale is v*s.
func (v Vec) Add(w Vec) Vec       { return Vec{v.X + w.X, v.Y + w.Y} }
func (v Vec) Scale(s float64) Vec { return Vec{v.X * s, v.Y * s} }
func (v Vec) Len() float64        { return math.Hypot(v.X, v.Y) }
func (v Vec) Dot(w Vec) float64   { return v.X*w.X + v.Y*w.Y }
func (v Vec) cross(w Vec) float64 { return v.X*w.Y - v.Y*w.X }

// Placed is a face as drawn: its point (j, k), in cells, is at O + j*J +
// k*K on the board (a cube seen from afar maps each face so; the net too).
type Placed struct {
	Face    int
	O, J, K Vec
	Scale   float64 // board units a cell, before it is seen at an angle
	Light   float64 // 0..1: how lit the face is
	Depth   float64 // its centre's nearness to the eye (larger is nearer)
	Cube    int     // which picture it belongs to (the pair: 0 the lower, 1 the upper)
}

// At is where point (j, k) of the face is on the board.
func (p *Placed) At(j, k float64) Vec {
	return Vec{p.O.X + j*p.J.X + k*p.K.X, p.O.Y + j*p.J.Y + k*p.K.Y}
}

// Dir is where a step (dj, dk) on the face goes on the board.
func (p *Placed) Dir(dj, dk float64) Vec {
	return Vec{dj*p.J.X + dk*p.K.X, dj*p.J.Y + dk*p.K.Y}
}

// Inverse is the point (j, k) of the face at board point b; ok is false
// when the face is seen edge-on.
func (p *Placed) Inverse(b Vec) (j, k float64, ok bool) {
	det := p.J.cross(p.K)
	if math.Abs(det) < 1e-9 {
		return 0, 0, false
	}
	d := Vec{b.X - p.O.X, b.Y - p.O.Y}
	return d.cross(p.K) / det, p.J.cross(d) / det, true
}

// Cell is the size of a cell on the board (its side, at its largest).
func (p *Placed) Cell() float64 { return math.Max(p.J.Len(), p.K.Len()) }

// Camera is where the cube is seen from: Yaw turns around the vertical,
// Pitch above (positive) or below the horizon, in radians.
type Camera struct{ Yaw, Pitch float64 }

// Iso is the official viewer's view: from the corner where faces 0, 1
// and 2 meet, 0 on top, 1 on the left, 2 on the right.
var Iso = Camera{Yaw: math.Pi / 4, Pitch: math.Atan(1 / math.Sqrt2)}

// MaxPitch is how far above or below the horizon the camera goes.
const MaxPitch = 1.45

// axes are the screen's right and up and the direction to the eye.
func (c Camera) axes() (right, up, eye vec3) {
	cy, sy := math.Cos(c.Yaw), math.Sin(c.Yaw)
	cp, sp := math.Cos(c.Pitch), math.Sin(c.Pitch)
	return vec3{-sy, cy, 0}, vec3{-sp * cy, -sp * sy, cp}, vec3{cp * cy, cp * sy, sp}
}

// place seen from c, scale s board units a cell, the cube's centre at
// centre: the faces facing the eye (back false) or those facing away
// (back true: seen through the cube, mirrored, as the official viewer's
// upper cube), appended to dst with their light.
func (c Camera) place(dst []Placed, centre Vec, s float64, back bool, cube int) []Placed {
	right, up, eye := c.axes()
	proj := func(v vec3) Vec { return Vec{v.dot(right) * s, -v.dot(up) * s} }
	// The light comes from the eye's upper left, a little from the front.
	light := right.scale(-0.45).add(up.scale(0.75)).add(eye.scale(0.5))
	light = light.scale(1 / math.Sqrt(light.dot(light)))
	for f := range engine.Faces {
		fr := &frames[f]
		facing := fr.N.dot(eye)
		if back != (facing < 0) || math.Abs(facing) < 1e-3 {
			continue
		}
		n := fr.N
		if back {
			n = n.scale(-1) // lit from inside
		}
		o := proj(point(f, 0, 0))
		dst = append(dst, Placed{
			Face: f, O: o.Add(centre), J: proj(fr.J), K: proj(fr.K), Scale: s,
			Light: 0.55 + 0.45*math.Max(0, n.dot(light)),
			Depth: point(f, 2.5, 2.5).dot(eye), Cube: cube,
		})
	}
	return dst
}

// depth is the nearness to the eye of point (j, k) of face f.
func (c Camera) depth(f int, j, k float64) float64 {
	_, _, eye := c.axes()
	return point(f, j, k).dot(eye)
}

// The net of the six faces, as the problem statement drew it: 5 above 4
// above 0 above 1, 3 left and 2 right of 0, each face seen from outside,
// the faces beside each other in the net joined as on the cube
// (TestNetJoinsAsTheCube). Units are cells; the net is 15 x 20.
var net = [engine.Faces]struct{ O, J, K Vec }{
	{Vec{5, 10}, Vec{0, 1}, Vec{1, 0}},
	{Vec{5, 20}, Vec{1, 0}, Vec{0, -1}},
	{Vec{15, 10}, Vec{-1, 0}, Vec{0, 1}},
	{Vec{5, 15}, Vec{0, -1}, Vec{-1, 0}},
	{Vec{10, 10}, Vec{0, -1}, Vec{-1, 0}},
	{Vec{10, 0}, Vec{-1, 0}, Vec{0, 1}},
}

// netGap is the gap between the net's faces, in cells; netW and netH
// are the net's size with its gaps.
const (
	netGap = 0.4
	netW   = 3*engine.N + 2*netGap
	netH   = 4*engine.N + 3*netGap
)

// netJoined reports whether faces a and b are beside each other in the
// net (an agent crossing between them is seen to).
func netJoined(a, b int) bool {
	if a > b {
		a, b = b, a
	}
	return a == 0 && b <= 4 || a == 4 && b == 5
}

// placeNet appends the net's faces, scale s board units a cell, its top
// left corner at o, a gap between the faces.
func placeNet(dst []Placed, o Vec, s float64) []Placed {
	for f, n := range net {
		c := n.O.Add(n.J.Scale(2.5)).Add(n.K.Scale(2.5)) // the face's centre: its place in the net
		gap := Vec{math.Floor(c.X/engine.N) * netGap, math.Floor(c.Y/engine.N) * netGap}
		dst = append(dst, Placed{Face: f, O: o.Add(n.O.Add(gap).Scale(s)), J: n.J.Scale(s), K: n.K.Scale(s), Scale: s, Light: 1})
	}
	return dst
}
