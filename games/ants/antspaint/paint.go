// Package antspaint paints Ants' pictures with package render: the map of
// an antsview.Frame (land, water, hills standing and razed, food, each
// player's ants in its colour, fights, one player's fog of war, the ant
// selected ringed) and the legend.
package antspaint

import (
	"floorfall/games/ants/antsview"
	"floorfall/render"
	"floorfall/view"
)

// Paint paints Ants (games/ants/plug registers it). A person does not
// play Ants in the window: nothing is theirs to paint.
var Paint = render.Paint[*antsview.Frame, any]{Board: board, Legend: legend, LegendH: 2*24 + 12, Point: point}

// legend names what is on the map.
func legend(p *render.Painter, r view.Rect) {
	u := p.Layout().U
	x, y := r.X+10*u, r.Y+14*u
	s := 16 * u
	col2 := r.X + r.W/2
	p.Circle(x, y, s*0.4, render.PlayerCol(0))
	p.Ring(x, y+24*u, s*0.45, 2*u, render.PlayerCol(1))
	p.Circle(col2, y, s*0.25, ColFood)
	p.Rect(col2-s/2, y+24*u-s/2, s, s, ColWater)
	p.Flush()
	// Each text cut to its column: a narrow panel (a few players at
	// 1280x720) is narrower than the longest.
	w1, w2 := col2-x-s-6*u, r.X+r.W-col2-s-4*u
	p.Text(p.Fit("ant", 14*u, w1), 14*u, x+s, y, render.Left, render.ColDim)
	p.Text(p.Fit("hill (razed: ✗)", 14*u, w1), 14*u, x+s, y+24*u, render.Left, render.ColDim)
	p.Text(p.Fit("food", 14*u, w2), 14*u, col2+s, y, render.Left, render.ColDim)
	p.Text(p.Fit("water · V: fog", 14*u, w2), 14*u, col2+s, y+24*u, render.Left, render.ColDim)
}
