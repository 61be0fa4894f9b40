package render

import "image/color"

// RGBA is a straight-alpha colour as vertices take it.
type RGBA struct{ r, g, b, a float32 }

// Hex is the colour 0xRRGGBB.
func Hex(v uint32) RGBA {
	return RGBA{float32(v>>16&0xff) / 255, float32(v>>8&0xff) / 255, float32(v&0xff) / 255, 1}
}

// Alpha returns c with its opacity multiplied by a.
func (c RGBA) Alpha(a float64) RGBA { c.a *= float32(a); return c }

// Mix goes from c to d by x (0..1).
func (c RGBA) Mix(d RGBA, x float64) RGBA {
	f := float32(x)
	return RGBA{c.r + (d.r-c.r)*f, c.g + (d.g-c.g)*f, c.b + (d.b-c.b)*f, c.a + (d.a-c.a)*f}
}

// NRGBA is c as 8-bit straight-alpha values.
func (c RGBA) NRGBA() color.NRGBA {
	return color.NRGBA{uint8(c.r*255 + 0.5), uint8(c.g*255 + 0.5), uint8(c.b*255 + 0.5), uint8(c.a*255 + 0.5)}
}

// color is c for the image/color API: straight (non-premultiplied) alpha,
// as RGBA is.
func (c RGBA) color() color.Color { return c.NRGBA() }

// The palette (see shared/design/VIEWER.md), for game painters too.
var (
	ColBackground = Hex(0x14161c)
	ColVoid       = Hex(0x07080a)
	ColTop        = Hex(0xcfd6df)
	ColSide       = Hex(0x8c96a3)
	ColSeam       = Hex(0xb3bcc8)
	ColInk        = Hex(0x14161c)
	ColText       = Hex(0xe8ecf1)
	ColDim        = Hex(0x9aa3b0)
	ColFaint      = Hex(0x5d6573)
	ColCard       = Hex(0x1b1e26)
	ColCardActive = Hex(0x232833)
	ColLine       = Hex(0x2a303b)
	ColBar        = Hex(0x101217)
	ColAlert      = Hex(0xd55e00) // Okabe-Ito vermillion: timeouts, errors
	ColWhite      = Hex(0xffffff)
	ColBlack      = Hex(0x000000)

	// Players, colour-blind safe (Okabe-Ito) for the first four; then
	// the rest of Okabe-Ito and ColorBrewer's Set2 and Pastel hues, for
	// games of up to 16 seats.
	ColPlayers = []RGBA{Hex(0xE69F00), Hex(0x56B4E9), Hex(0x009E73), Hex(0xCC79A7),
		Hex(0xF0E442), Hex(0xA77BE0), Hex(0xA6D854), Hex(0xFC8D62), Hex(0xB3B3B3), Hex(0xE5C494),
		Hex(0x3A8FD6), Hex(0x66C2A5), Hex(0xFFD92F), Hex(0xE78AC3), Hex(0x8C6D46), Hex(0x80B1D3)}
)

// PlayerCol is player i's colour, grey for -1.
func PlayerCol(i int) RGBA {
	if i < 0 || i >= len(ColPlayers) {
		return ColDim
	}
	return ColPlayers[i]
}
