package render

import "image/color"

// rgba is a straight-alpha colour as vertices take it.
type rgba struct{ r, g, b, a float32 }

func hex(v uint32) rgba {
	return rgba{float32(v>>16&0xff) / 255, float32(v>>8&0xff) / 255, float32(v&0xff) / 255, 1}
}

// alpha returns c with its opacity multiplied by a.
func (c rgba) alpha(a float64) rgba { c.a *= float32(a); return c }

// mix goes from c to d by x (0..1).
func (c rgba) mix(d rgba, x float64) rgba {
	f := float32(x)
	return rgba{c.r + (d.r-c.r)*f, c.g + (d.g-c.g)*f, c.b + (d.b-c.b)*f, c.a + (d.a-c.a)*f}
}

// color is c for the image/color API: straight (non-premultiplied) alpha,
// as rgba is.
func (c rgba) color() color.Color {
	return color.NRGBA{uint8(c.r*255 + 0.5), uint8(c.g*255 + 0.5), uint8(c.b*255 + 0.5), uint8(c.a*255 + 0.5)}
}

// The palette (see shared/design/VIEWER.md).
var (
	colBackground = hex(0x14161c)
	colVoid       = hex(0x07080a)
	colTop        = hex(0xcfd6df)
	colSide       = hex(0x8c96a3)
	colSeam       = hex(0xb3bcc8)
	colInk        = hex(0x14161c)
	colText       = hex(0xe8ecf1)
	colDim        = hex(0x9aa3b0)
	colFaint      = hex(0x5d6573)
	colCard       = hex(0x1b1e26)
	colCardActive = hex(0x232833)
	colLine       = hex(0x2a303b)
	colBar        = hex(0x101217)
	colAlert      = hex(0xd55e00) // Okabe-Ito vermillion: timeouts, errors
	colWhite      = hex(0xffffff)
	colBlack      = hex(0x000000)

	// Players, colour-blind safe (Okabe-Ito).
	colPlayers = [4]rgba{hex(0xE69F00), hex(0x56B4E9), hex(0x009E73), hex(0xCC79A7)}
)

// playerCol is player i's colour, grey for -1.
func playerCol(i int) rgba {
	if i < 0 || i >= len(colPlayers) {
		return colDim
	}
	return colPlayers[i]
}
