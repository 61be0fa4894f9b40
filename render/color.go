package render

import (
	"image/color"
	"math"
)

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

	// Players: Okabe-Ito's orange, sky blue, green, purple and yellow
	// for the first five (colour-blind safe), then hues far from them and
	// from each other (CIELAB distance over 25, see TestPlayerColours),
	// none grey (wrecks, the void and fallen pieces are), for games of up
	// to 16 seats; the seat number is on every token that has room.
	ColPlayers = []RGBA{Hex(0xE69F00), Hex(0x56B4E9), Hex(0x009E73), Hex(0xCC79A7),
		Hex(0xF0E442), Hex(0xA77BE0), Hex(0xFF6F61), Hex(0x00E5E5), Hex(0x9C6B30), Hex(0xF2F2F2),
		Hex(0x3D5AFE), Hex(0xFF4FD8), Hex(0x7FFFA0), Hex(0xFFC0A0), Hex(0xB0B0FF), Hex(0x5A9E00)}
)

// PlayerCol is player i's colour, grey for -1.
func PlayerCol(i int) RGBA {
	if i < 0 || i >= len(ColPlayers) {
		return ColDim
	}
	return ColPlayers[i]
}

// Lab is c in CIELAB (D65): lightness and the two colour axes, for
// telling how far apart two colours look (Dist).
func (c RGBA) Lab() [3]float64 {
	lin := func(v float32) float64 {
		x := float64(v)
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	r, g, b := lin(c.r), lin(c.g), lin(c.b)
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// Dist is how far apart c and d look: their CIELAB distance (about 2.3
// is just noticeable; seats' colours are over 25 apart).
func (c RGBA) Dist(d RGBA) float64 {
	a, b := c.Lab(), d.Lab()
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}
