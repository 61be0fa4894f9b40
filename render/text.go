package render

import (
	"bytes"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"floorfall/assets"
	"floorfall/view"
)

// Painter paints view models onto an image. It keeps everything it can
// between frames: the shape batch, the font faces, the texts laid out.
type Painter struct {
	b     *batch
	src   *text.GoTextFaceSource
	faces map[int]*text.GoTextFace
	lop   text.LayoutOptions
	gop   ebiten.DrawImageOptions
	l     view.Layout

	// texts keeps each text's glyph layout from frame to frame: laying a
	// text out allocates (text/v2 since Ebitengine v2.10), drawing kept
	// glyphs does not. Entries not drawn for a while are dropped.
	texts map[textKey]*laidOut
	frame int

	fits      map[fitKey]string
	wrapKey   wrapKey
	wrapLines []string
	// The last tooltip's lines, as given and as drawn (see tipLines).
	tipIn, tipOut []string
	tipTail       bool
	// The help's rows as last laid out: their descriptions' lines.
	helpIn        [][2]string
	helpLines     [][]string
	helpKey       [2]float64 // size, width
	tipSize, tipW float64
	// unclipped is the image painted on before clip.
	unclipped *ebiten.Image
	// room: painting for a room (a presentation, an export): what matters
	// is drawn larger and brighter (see Room).
	room bool
	// The results list's form of who left a match, and what it was
	// decided for (see outsInFull).
	outsKey  outsKey
	outsFull bool
	// The results list's way of saying who won (see resultForm).
	formKey outsKey
	form    int
	// The end banner's reason's lines, and what they were made for.
	reasonKey   reasonKey
	reasonLines []string
	reasonSize  float64
	// marks records the texts painted while not nil (see RecordTexts).
	marks []TextMark
	// covered: the board is painted under the end banner (see Covered).
	covered bool
	// says: the cards show the "say" lines of the seats Draw shows (see
	// MatchView.Draw) while saysOn.
	says   view.DrawSeats
	saysOn bool
	// digitShift moves a line's middle to the digits' middle, per pixel
	// of font size.
	digitShift float64
	// chartc is the chart's course as last painted (see chart).
	chartc chartCache
	// still is a board's still part as last painted (see Still).
	still stillCache
}

// TextMark is a text painted: what, at which size, where (its anchor).
type TextMark struct {
	S          string
	Size, X, Y float64
}

// RecordTexts starts recording the texts painted (for tests: what a room
// reads is large enough); Texts are those recorded since.
func (p *Painter) RecordTexts() { p.marks = make([]TextMark, 0, 256) }

// Texts are the texts painted since RecordTexts.
func (p *Painter) Texts() []TextMark { return p.marks }

// NewPainter makes a painter; it loads the font.
func NewPainter() (*Painter, error) {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.UIFont))
	if err != nil {
		return nil, err
	}
	p := &Painter{b: newBatch(), src: src, faces: map[int]*text.GoTextFace{}, texts: map[textKey]*laidOut{},
		fits: map[fitKey]string{}}
	// The line's middle is (ascent-descent)/2 above the baseline; digits'
	// middle is half the cap height above it (about 0.73 em here).
	m := p.face(100).Metrics()
	p.digitShift = ((m.HAscent-m.HDescent)/2 - 0.73*100/2) / 100
	return p, nil
}

// begin starts painting onto dst with layout l.
func (p *Painter) begin(dst *ebiten.Image, l view.Layout) {
	p.b.dst = dst
	p.l = l
	p.frame++
	if p.frame%textKeep == 0 {
		for k, t := range p.texts {
			if p.frame-t.used > textKeep {
				delete(p.texts, k)
			}
		}
	}
}

// textKeep is how many frames a text's layout is kept after it was last
// drawn.
const textKeep = 120

type textKey struct {
	s    string
	size int
	h    align
}

// laidOut is a text's glyphs, laid out at (0, 0) with its line's middle on
// y = 0, and the frame it was last drawn in.
type laidOut struct {
	glyphs []text.LazyGlyph
	adv    float64 // the advance, measured when first asked for (-1 till then)
	used   int
}

// flush draws the shapes collected so far, so text can go on top.
func (p *Painter) flush() { p.b.flush() }

// face is the font face of a pixel size (one face per whole size).
func (p *Painter) face(size float64) *text.GoTextFace {
	k := max(4, int(size+0.5))
	f := p.faces[k]
	if f == nil {
		f = &text.GoTextFace{Source: p.src, Size: float64(k)}
		p.faces[k] = f
	}
	return f
}

type align = text.Align

const (
	left   = text.AlignStart
	center = text.AlignCenter
	right  = text.AlignEnd
)

// text draws s at (x, y) — y the vertical middle of the line — aligned
// on x by h.
func (p *Painter) text(s string, size, x, y float64, h align, c RGBA) {
	if s == "" || c.a <= 0 {
		return
	}
	if p.marks != nil {
		p.marks = append(p.marks, TextMark{s, size, x, y})
	}
	p.drawLaid(p.laid(s, size, h), x, y, c)
}

// laid is s laid out at size, aligned h: kept from frame to frame.
func (p *Painter) laid(s string, size float64, h align) *laidOut {
	// As text.Draw does, but with the layout kept: nothing allocated.
	f := p.face(size)
	k := textKey{s, int(f.Size), h}
	t := p.texts[k]
	if t == nil {
		p.lop.PrimaryAlign, p.lop.SecondaryAlign = h, center
		t = &laidOut{glyphs: text.AppendLazyGlyphs(nil, s, f, &p.lop), adv: -1}
		p.texts[k] = t
	}
	t.used = p.frame
	return t
}

// drawLaid draws a text laid out, at (x, y).
func (p *Painter) drawLaid(t *laidOut, x, y float64, c RGBA) {
	op := &p.gop
	op.ColorScale.Reset()
	op.ColorScale.Scale(c.r*c.a, c.g*c.a, c.b*c.a, c.a)
	for i := range t.glyphs {
		g := &t.glyphs[i]
		img := g.Image() // from text/v2's glyph cache, made again if it was dropped
		if img == nil {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(float64(g.ImageBounds.Min.X)+x, float64(g.ImageBounds.Min.Y)+y)
		p.b.dst.DrawImage(img, op)
	}
}

// textRuns draws s left-aligned at (x, y) as p.text does, its numbers
// digit by digit: a line whose numbers change every turn ("score 1,234 ·
// 56 cells") is then made of laid-out pieces kept from frame to frame (the
// words, the ten digits), not laid out anew, allocating, at each change.
// A line wider than w is cut with an ellipsis (and laid out whole).
func (p *Painter) textRuns(s string, size, x, y, w float64, c RGBA) {
	if s == "" || c.a <= 0 {
		return
	}
	total := 0.0
	for i, j := 0, 0; i < len(s); i = j {
		j = runEnd(s, i)
		total += p.laidAdv(s[i:j], size)
	}
	if total > w {
		p.text(p.fit(s, size, w), size, x, y, left, c)
		return
	}
	for i, j := 0, 0; i < len(s); i = j {
		j = runEnd(s, i)
		t := p.laid(s[i:j], size, left)
		p.drawLaid(t, x, y, c)
		x += t.adv
	}
}

// runsWidth is the width of s as textRuns draws it, measured from the
// pieces it keeps (no allocation once they are laid out).
func (p *Painter) runsWidth(s string, size float64) float64 {
	total := 0.0
	for i, j := 0, 0; i < len(s); i = j {
		j = runEnd(s, i)
		total += p.laidAdv(s[i:j], size)
	}
	return total
}

// runEnd is the end of the piece of s from i: one digit, or the run of
// other characters up to the next digit.
func runEnd(s string, i int) int {
	j := i + 1
	if !isDigit(s[i]) {
		for j < len(s) && !isDigit(s[j]) {
			j++
		}
	}
	return j
}

// laidAdv is the advance of s laid out at size (measured once).
func (p *Painter) laidAdv(s string, size float64) float64 {
	t := p.laid(s, size, left)
	if t.adv < 0 {
		t.adv = text.AdvanceAt(s, len(s), p.face(size))
	}
	return t.adv
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// bold draws s twice, a fraction of a pixel apart: a heavier weight from the
// one regular font.
func (p *Painter) bold(s string, size, x, y float64, h align, c RGBA) {
	d := boldExtra(size)
	p.text(s, size, x-d/2, y, h, c)
	p.text(s, size, x+d/2, y, h, c)
}

// digits draws a number in bold, centred on (x, y) by the height of its
// digits rather than by the line's.
func (p *Painter) digits(s string, size, x, y float64, c RGBA) {
	p.bold(s, size, x, y+p.digitShift*size, center, c)
}

// digitsThin is digits in the regular weight.
func (p *Painter) digitsThin(s string, size, x, y float64, c RGBA) {
	p.text(s, size, x, y+p.digitShift*size, center, c)
}

// width is the advance of s in pixels.
func (p *Painter) width(s string, size float64) float64 {
	return text.AdvanceAt(s, len(s), p.face(size))
}

// fit cuts s with an ellipsis to fit w pixels (see view.Fit: a bounded
// number of measurements). What it returns is kept, so that a label drawn
// every frame is measured once.
func (p *Painter) fit(s string, size, w float64) string {
	k := fitKey{s, size, w}
	if r, ok := p.fits[k]; ok {
		return r
	}
	face := p.face(size)
	r := view.Fit(s, w, func(t string) float64 { return text.AdvanceAt(t, len(t), face) })
	if len(p.fits) >= maxFits {
		clear(p.fits) // sizes changed many times: start again
	}
	p.fits[k] = r
	return r
}

// fitKey is one fit's question; maxFits bounds how many answers are kept.
type fitKey struct {
	s       string
	size, w float64
}

const maxFits = 512

// numbers holds "0".."99", so labels allocate nothing.
var numbers = func() (n [100]string) {
	for i := range n {
		n[i] = strconv.Itoa(i)
	}
	return
}()

func number(i int) string {
	if i >= 0 && i < len(numbers) {
		return numbers[i]
	}
	return strconv.Itoa(i)
}
