package render

import "image/color"

// Palette is every colour the painter uses and the steps between them
// that anti-aliased edges and alphas make, 255 colours: the viewer has few
// (VIEWER.md). Formats with few colours (exported GIFs) map frames onto it.
func Palette() color.Palette {
	base := []RGBA{ColBackground, ColVoid, ColTop, ColSide, ColSeam, ColText, ColDim, ColFaint,
		ColCard, ColCardActive, ColLine, ColBar, ColAlert, ColWhite, ColBlack}
	base = append(base, ColPlayers...)
	var p color.Palette
	seen := map[color.RGBA]bool{}
	add := func(c RGBA) {
		k := color.RGBA{uint8(c.r*255 + 0.5), uint8(c.g*255 + 0.5), uint8(c.b*255 + 0.5), 255}
		if !seen[k] && len(p) < 255 {
			seen[k] = true
			p = append(p, k)
		}
	}
	for _, c := range base {
		add(c)
	}
	// Steps from the backgrounds (the window's, the void, the light top
	// of a game's pieces, a card's) to every colour: tinted pieces and
	// faded ones.
	for _, bg := range []RGBA{ColBackground, ColVoid, ColTop, ColCard} {
		for _, c := range base {
			for k := 1; k < 5; k++ {
				add(bg.Mix(c, float64(k)/5))
			}
		}
	}
	for len(p) < 255 { // grey ramp for what is left
		v := uint8(len(p) * 7 % 256)
		add(RGBA{float32(v) / 255, float32(v) / 255, float32(v) / 255, 1})
	}
	return p
}
