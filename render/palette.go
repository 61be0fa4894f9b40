package render

import "image/color"

// Palette is every colour the painter uses and the steps between them
// that anti-aliased edges and alphas make, 255 colours: the viewer has few
// (VIEWER.md). Formats with few colours (exported GIFs) map frames onto it.
func Palette() color.Palette {
	base := []rgba{colBackground, colVoid, colTop, colSide, colSeam, colText, colDim, colFaint,
		colCard, colCardActive, colLine, colBar, colAlert, colWhite, colBlack}
	base = append(base, colPlayers[:]...)
	var p color.Palette
	seen := map[color.RGBA]bool{}
	add := func(c rgba) {
		k := color.RGBA{uint8(c.r*255 + 0.5), uint8(c.g*255 + 0.5), uint8(c.b*255 + 0.5), 255}
		if !seen[k] && len(p) < 255 {
			seen[k] = true
			p = append(p, k)
		}
	}
	for _, c := range base {
		add(c)
	}
	// Steps from the two backgrounds to every colour, then between the
	// players' colours and the block top (tinted blocks).
	for _, bg := range []rgba{colBackground, colVoid, colTop, colCard} {
		for _, c := range base {
			for k := 1; k < 5; k++ {
				add(bg.mix(c, float64(k)/5))
			}
		}
	}
	for len(p) < 255 { // grey ramp for what is left
		v := uint8(len(p) * 7 % 256)
		add(rgba{float32(v) / 255, float32(v) / 255, float32(v) / 255, 1})
	}
	return p
}
