package view

import "strings"

// Composer is a Board on which a person builds their answer for a turn
// over several keys, clicks on the board and buttons (a draft) and sends
// it when it is ready, instead of a key giving the whole answer (Answer).
// Yours shows the draft and what it would do; Keys tells it in words.
// A draft is for one turn: a new turn starts an empty one.
type Composer interface {
	// Compose takes key for seat i's draft: "up", "down", "left",
	// "right", "space", "enter" (send), "backspace" (take back the last
	// action), "clear", or a button's Key. It returns the answer when the
	// key sends it.
	Compose(i int, key string) (answer string, sent bool)
	// ComposeAt takes a click at board point (x, y) (in board units) for
	// seat i's draft; alt: the other click (Shift held, or the right
	// button).
	ComposeAt(i int, x, y float64, alt bool)
	// Buttons are the buttons of the person's box, in order.
	Buttons(i int) []Button
}

// Button is a button of the person's box: a click on it is Compose(Key).
type Button struct {
	Label string
	Key   string
	Off   bool // it would do nothing now (drawn dimmed)
	On    bool // a mode it switches is on (drawn lit)
}

// Buttons of the person's box: rows of up to YoursCols, at its bottom.
const (
	YoursCols    = 4
	yoursButtonH = 28
	yoursGap     = 6
	// KeysSize is the type size of the keys in the person's box, at
	// scale 1; KeysLine the height of their lines.
	KeysSize = 14
	KeysLine = 18
)

// YoursFoot is the bottom of the person's box: in the panel, above the
// legend (or at the panel's foot when a small window leaves no room for
// the legend too, see WithBox).
func (l *Layout) YoursFoot() float64 {
	if l.Box.H > 0 {
		return l.Box.Y + l.Box.H
	}
	return l.Panel.Y + l.Panel.H - 92*l.U
}

// YoursButtons are where the person's box puts n buttons: rows of up to
// YoursCols as wide as the box, the last row at its foot (lower rows in a
// tight box, see Layout.BoxTight).
func (l *Layout) YoursButtons(n int) []Rect {
	if n <= 0 {
		return nil
	}
	pad, gap, h := l.buttonRows()
	rows := (n + YoursCols - 1) / YoursCols
	w := (l.Panel.W - 2*14*l.U - (YoursCols-1)*gap) / YoursCols
	top := l.YoursFoot() - pad + gap - float64(rows)*(h+gap)
	rs := make([]Rect, n)
	for k := range rs {
		r, c := k/YoursCols, k%YoursCols
		rs[k] = Rect{l.Panel.X + 14*l.U + float64(c)*(w+gap), top + float64(r)*(h+gap), w, h}
	}
	return rs
}

// buttonRows are the person's box's padding under its buttons, the gap
// between them and their height.
func (l *Layout) buttonRows() (pad, gap, h float64) {
	u := l.U
	if l.BoxTight {
		return 10 * u, 4 * u, 22 * u
	}
	return 14 * u, yoursGap * u, yoursButtonH * u
}

// Box is the person's box laid out (WithBox): the keys' lines, which of
// them are alerts (a line of keys that begins with "✗": why a key did
// nothing), the buttons under them; the title's middle Title under the
// box's top in type TitleSize, the lines' type Size, a line each LineH
// from Top under the box's top (all in pixels). The box itself is
// Layout.Box.
type Box struct {
	Lines            []string
	Alert            []bool
	Buttons          []Rect
	Title, TitleSize float64
	Size, LineH, Top float64
}

// keysScales are the sizes WithBox tries for the keys' type, as parts of
// KeysSize, largest first: the smallest is 10 design pixels, the least
// the cards' figures get.
var keysScales = [...]float64{1, 0.86, 0.72}

// WithBox lays out the person's box in the panel for keys (lines apart)
// wrapped to its width as measured by width (at a type size in pixels),
// and n buttons; it returns l with the box in Box and the cards and the
// counter laid out again above it, smaller as they must (one row a seat,
// two columns): nothing covers anything. The box keeps above the legend's
// band when the game has a legend at the panel's foot (legend: its
// height in pixels, 0 for none: the box at the foot then); a window too
// small for both gives the band to the box; a box
// still too tall for the cards to keep a row of MinRow gets tight (a
// smaller title, lower buttons: BoxTight) with its keys in smaller type
// (down to 10 design pixels), and only then shows its first lines only.
func (l Layout) WithBox(keys string, n int, legend float64, width func(s string, size float64) float64) (Layout, Box) {
	u := l.U
	var b Box
	lay := func(scale float64) {
		l.BoxTight = scale < 1
		b.Title, b.TitleSize, b.Top = 18*u, 17*u, 32*u
		if l.BoxTight {
			b.Title, b.TitleSize, b.Top = 14*u, 14*u, 25*u
		}
		b.Size, b.LineH = KeysSize*u*scale, KeysLine*u*scale
		b.Top += b.LineH / 2 // the first line's middle
		b.Lines, b.Alert = b.Lines[:0], b.Alert[:0]
		w := func(s string) float64 { return width(s, b.Size) }
		for _, line := range strings.Split(keys, "\n") {
			k := len(b.Lines)
			b.Lines = Wrap(b.Lines, line, l.Panel.W-28*u, w)
			for range b.Lines[k:] {
				b.Alert = append(b.Alert, strings.HasPrefix(line, "✗"))
			}
		}
	}
	seats := max(1, len(l.Cards))
	foot, band := l.Panel.Y+l.Panel.H-92*u, 84*u // over the legend
	if legend <= 0 {
		foot, band = l.Panel.Y+l.Panel.H-6*u, -1
	}
	place := func() bool { // reports whether the cards keep a row each
		btnH := 0.0
		if n > 0 {
			pad, gap, h := l.buttonRows()
			btnH = pad - gap + float64((n+YoursCols-1)/YoursCols)*(h+gap)
		}
		under := 8 * u // between the lines and the buttons
		if l.BoxTight {
			under = 3 * u
		}
		h := b.Top - b.LineH/2 + float64(len(b.Lines))*b.LineH + under + btnH
		l.Box = Rect{l.Panel.X, foot - h, l.Panel.W, h}
		l.placeCards(seats, l.Box.Y-8*u, band)
		return l.Cards[0].H >= MinRow*u
	}
	lay(1)
	if !place() {
		foot, band = l.Panel.Y+l.Panel.H-6*u, -1
		for _, scale := range keysScales {
			if lay(scale); place() {
				break
			}
		}
		for !place() && len(b.Lines) > 1 {
			b.Lines, b.Alert = b.Lines[:len(b.Lines)-1], b.Alert[:len(b.Alert)-1]
		}
	}
	b.Buttons = l.YoursButtons(n)
	return l, b
}

// NoBox is l without the person's box (WithBox undone).
func (l Layout) NoBox() Layout {
	if l.Box.H == 0 {
		return l
	}
	l.Box, l.BoxTight = Rect{}, false
	l.placeCards(max(1, len(l.Cards)), l.Panel.Y+l.Panel.H, 0)
	return l
}

// Wrap appends to lines the lines of s broken to at most w wide as
// measured by width: between parts (" · ", the separator dropped) when one
// ends in the line's second half, else at a space when it can.
func Wrap(lines []string, s string, w float64, width func(string) float64) []string {
	r := []rune(s)
	for len(r) > 0 {
		n := len(r)
		for n > 1 && width(string(r[:n])) > w {
			n--
		}
		next := n
		if n < len(r) {
			if k := partEnd(r, n); k > 0 {
				n, next = k, k+len(sepRunes)
			} else {
				for k := n; k > n/2; k-- {
					if r[k] == ' ' {
						n, next = k, k
						break
					}
				}
			}
		}
		lines = append(lines, strings.TrimRight(string(r[:n]), " "))
		r = r[next:]
		for len(r) > 0 && r[0] == ' ' {
			r = r[1:]
		}
	}
	return lines
}

var sepRunes = []rune(partSep)

// partEnd is where the last part of r[:n] that ends in its second half
// ends (a separator " · " follows, perhaps past n), 0 for none.
func partEnd(r []rune, n int) int {
	for k := min(n, len(r)-len(sepRunes)); k > n/2; k-- {
		if string(r[k:k+len(sepRunes)]) == partSep {
			return k
		}
	}
	return 0
}
