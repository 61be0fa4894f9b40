package export

import (
	"bufio"
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"io"

	"floorfall/render"
)

// gifPalette is the fixed palette of exported GIFs: the painter's
// colours and the steps between them (see render.Palette), mapped without
// dithering, so frames stay crisp and small and what did not change
// between two frames maps to the same indices. The last entry is
// transparent: a pixel that did not change since the last frame, which
// then shows through.
var gifPalette = append(render.Palette(), color.RGBA{})

// transparent is the palette index of an unchanged pixel.
const transparent = 255

// quantizer maps pixels to gifPalette, remembering every colour it has
// mapped (a frame has few).
type quantizer struct{ cache map[uint32]uint8 }

func newQuantizer() *quantizer { return &quantizer{cache: map[uint32]uint8{}} }

// frame maps img onto the palette; with prev (the previous frame) it keeps
// only the rectangle that changed, placed where it is, and reports false
// when nothing changed.
func (q *quantizer) frame(img *image.RGBA, prev *image.Paletted) (*image.Paletted, bool) {
	b := img.Bounds()
	full := image.NewPaletted(b, gifPalette)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):]
		out := full.Pix[full.PixOffset(b.Min.X, y):]
		for x := range b.Dx() {
			p := row[4*x:]
			k := uint32(p[0])<<16 | uint32(p[1])<<8 | uint32(p[2])
			i, ok := q.cache[k]
			if !ok {
				i = uint8(gifPalette[:transparent].Index(color.RGBA{p[0], p[1], p[2], 255}))
				q.cache[k] = i
			}
			out[x] = i
		}
	}
	if prev == nil {
		return full, true
	}
	r := changed(full, prev)
	if r.Empty() {
		return nil, false
	}
	return full.SubImage(r).(*image.Paletted), true
}

// hideUnchanged makes the pixels of f that are as they were in prev
// transparent: runs of them cost next to nothing once compressed.
func hideUnchanged(f, prev *image.Paletted) *image.Paletted {
	r := f.Bounds()
	out := image.NewPaletted(r, gifPalette)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		a := f.Pix[f.PixOffset(r.Min.X, y):][:r.Dx()]
		b := prev.Pix[prev.PixOffset(r.Min.X, y):][:r.Dx()]
		o := out.Pix[out.PixOffset(r.Min.X, y):][:r.Dx()]
		for x := range a {
			if a[x] == b[x] {
				o[x] = transparent
			} else {
				o[x] = a[x]
			}
		}
	}
	return out
}

// changed is the smallest rectangle holding every pixel where a and b (of
// the same bounds) differ.
func changed(a, b *image.Paletted) image.Rectangle {
	r := image.Rectangle{}
	bd := a.Bounds()
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		ra := a.Pix[a.PixOffset(bd.Min.X, y):][:bd.Dx()]
		rb := b.Pix[b.PixOffset(bd.Min.X, y):][:bd.Dx()]
		x0, x1 := -1, -1
		for x := range ra {
			if ra[x] != rb[x] {
				if x0 < 0 {
					x0 = x
				}
				x1 = x
			}
		}
		if x0 >= 0 {
			r = r.Union(image.Rect(bd.Min.X+x0, y, bd.Min.X+x1+1, y+1))
		}
	}
	return r
}

// gifWriter writes an animation as its frames come: each frame is
// written once the next one shows it changed nothing more (which only
// lengthens it), so memory holds one frame, not the whole animation.
type gifWriter struct {
	q       *quantizer
	out     *bufio.Writer
	w, h    int
	last    *image.Paletted // the whole last frame
	fps     int
	n       int             // frames added
	pending *image.Paletted // the frame not written yet
	delay   int             // and how long it lasts
	started bool            // the header is written
	buf     bytes.Buffer
	err     error
}

func newGIFWriter(out io.Writer, fps, width, height int) *gifWriter {
	return &gifWriter{q: newQuantizer(), out: bufio.NewWriter(out), fps: fps, w: width, h: height}
}

// tick is how long frame n lasts in hundredths of a second: GIF delays
// are whole hundredths, so they alternate to keep the frame rate exact.
func (w *gifWriter) tick() int {
	w.n++
	return 100*w.n/w.fps - 100*(w.n-1)/w.fps
}

// add appends a frame; a frame that changes nothing lengthens the last.
func (w *gifWriter) add(img *image.RGBA) {
	f, ok := w.q.frame(img, w.last)
	if !ok {
		w.delay += w.tick()
		return
	}
	stored := f
	if w.last == nil {
		w.last = image.NewPaletted(f.Bounds(), gifPalette)
	} else {
		stored = hideUnchanged(f, w.last)
	}
	copyRect(w.last, f)
	w.flush()
	w.pending, w.delay = stored, w.tick()
}

// loopForever is the NETSCAPE2.0 extension: play the animation again and
// again.
var loopForever = []byte{0x21, 0xff, 0x0b, 'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0', 0x03, 0x01, 0, 0, 0}

// flush writes the pending frame: encoded alone as a GIF by image/gif,
// whose header (with the global palette) is written once, before the
// first frame, and whose trailer is left out.
func (w *gifWriter) flush() {
	if w.pending == nil || w.err != nil {
		return
	}
	w.buf.Reset()
	g := gif.GIF{Image: []*image.Paletted{w.pending}, Delay: []int{w.delay}, Disposal: []byte{gif.DisposalNone},
		Config: image.Config{ColorModel: gifPalette, Width: w.w, Height: w.h}}
	if w.err = gif.EncodeAll(&w.buf, &g); w.err != nil {
		return
	}
	b := w.buf.Bytes()
	head := 13 // "GIF89a", the logical screen descriptor
	if b[10]&0x80 != 0 {
		head += 3 << (b[10]&7 + 1) // the global colour table
	}
	if !w.started {
		w.out.Write(b[:head])
		w.out.Write(loopForever)
		w.started = true
	}
	_, w.err = w.out.Write(b[head : len(b)-1]) // without the trailer
	w.pending = nil
}

// close writes the last frame and the trailer.
func (w *gifWriter) close() error {
	w.flush()
	if w.err == nil && !w.started {
		w.err = errors.New("no frame")
	}
	if w.err == nil {
		w.out.WriteByte(0x3b)
		w.err = w.out.Flush()
	}
	return w.err
}

func copyRect(dst, src *image.Paletted) {
	r := src.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		copy(dst.Pix[dst.PixOffset(r.Min.X, y):][:r.Dx()], src.Pix[src.PixOffset(r.Min.X, y):][:r.Dx()])
	}
}
