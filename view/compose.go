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
// YoursCols as wide as the box, the last row at its foot.
func (l *Layout) YoursButtons(n int) []Rect {
	if n <= 0 {
		return nil
	}
	u := l.U
	pad, gap, h := 14*u, yoursGap*u, yoursButtonH*u
	rows := (n + YoursCols - 1) / YoursCols
	w := (l.Panel.W - 2*pad - (YoursCols-1)*gap) / YoursCols
	top := l.YoursFoot() - pad + gap - float64(rows)*(h+gap)
	rs := make([]Rect, n)
	for k := range rs {
		r, c := k/YoursCols, k%YoursCols
		rs[k] = Rect{l.Panel.X + pad + float64(c)*(w+gap), top + float64(r)*(h+gap), w, h}
	}
	return rs
}

// Box is the person's box laid out (WithBox): the keys' lines, which of
// them are alerts (a line of keys that begins with "✗": why a key did
// nothing), the buttons under them. The box itself is Layout.Box.
type Box struct {
	Lines   []string
	Alert   []bool
	Buttons []Rect
}

// WithBox lays out the person's box in the panel for keys (lines apart)
// wrapped to its width as measured by width (at KeysSize*U), and n
// buttons; it returns l with the box in Box and the cards and the counter
// laid out again above it, smaller as they must (one row a seat, two
// columns): nothing covers anything. The box keeps above the legend's
// band; a window too small for both gives the band to the box, and a box
// still too tall for the cards to keep a row of MinRow shows its first
// lines only.
func (l Layout) WithBox(keys string, n int, width func(string) float64) (Layout, Box) {
	u := l.U
	var b Box
	for _, line := range strings.Split(keys, "\n") {
		k := len(b.Lines)
		b.Lines = Wrap(b.Lines, line, l.Panel.W-28*u, width)
		for range b.Lines[k:] {
			b.Alert = append(b.Alert, strings.HasPrefix(line, "✗"))
		}
	}
	seats := max(1, len(l.Cards))
	btnH := 0.0
	if n > 0 {
		btnH = 8*u + float64((n+YoursCols-1)/YoursCols)*(yoursButtonH+yoursGap)*u
	}
	foot := l.Panel.Y + l.Panel.H - 92*u
	legend := l.Panel.H + l.Panel.Y - foot - 8*u
	place := func() bool { // reports whether the cards keep a row each
		h := 40*u + float64(len(b.Lines))*KeysLine*u + btnH
		l.Box = Rect{l.Panel.X, foot - h, l.Panel.W, h}
		l.placeCards(seats, l.Box.Y-8*u, legend)
		return l.Cards[0].H >= MinRow*u
	}
	if !place() {
		foot, legend = l.Panel.Y+l.Panel.H-6*u, -1
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
	l.Box = Rect{}
	l.placeCards(max(1, len(l.Cards)), l.Panel.Y+l.Panel.H, 0)
	return l
}

// Wrap appends to lines the lines of s broken to at most w wide as
// measured by width, at spaces when it can.
func Wrap(lines []string, s string, w float64, width func(string) float64) []string {
	r := []rune(s)
	for len(r) > 0 {
		n := len(r)
		for n > 1 && width(string(r[:n])) > w {
			n--
		}
		if n < len(r) {
			for k := n; k > n/2; k-- {
				if r[k] == ' ' {
					n = k
					break
				}
			}
		}
		lines = append(lines, string(r[:n]))
		r = r[n:]
		for len(r) > 0 && r[0] == ' ' {
			r = r[1:]
		}
	}
	return lines
}
