// Package hnspaint paints Hit and Sunk's pictures with package render: the
// sea of an hnsview.Frame (ships by class and heading with their damaged
// cells, wrecks, mines, shots and splashes, explosions and their chains,
// rams, scans, submarines under water, shields), what a person's answer
// would do (their ship's ghost, the squares aimed at, the enemy cells
// Space would fire at), and the legend.
package hnspaint

import (
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
	"floorfall/view"
)

// Paint paints Hit and Sunk (games/hitandsunk/plug registers it).
var Paint = render.Paint[*hnsview.Frame, *hnsview.Turn]{
	Board: sea, Yours: yourTurn, Legend: legend, LegendH: 3*24 + 8, Point: point}

// legend explains the sea's marks for those who do not know the game.
func legend(p *render.Painter, r view.Rect) {
	u := p.Layout().U
	x, y := r.X+10*u, r.Y+12*u
	s := 9 * u
	mine(p, x, y, s, 1)
	p.Line(x-s, y+24*u, x+s, y+24*u, 0.9*s, colWreck)
	p.Ring(x, y+48*u, s, 2*u, colShield)
	p.Flush()
	tx := x + 20*u
	p.Text("mine: blows up the 9 squares around, chains", 14*u, tx, y, render.Left, render.ColDim)
	p.Text("wreck · × on a hull: hit · pale: under water", 14*u, tx, y+24*u, render.Left, render.ColDim)
	p.Text("shield up · square: a scan's sight", 14*u, tx, y+48*u, render.Left, render.ColDim)
}
