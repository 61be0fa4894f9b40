package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

func imageRect(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }

func newImage(w, h int) *ebiten.Image { return ebiten.NewImage(w, h) }
