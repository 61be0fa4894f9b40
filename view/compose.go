package view

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
)

// YoursFoot is the bottom of the person's box: in the panel, above the
// legend.
func (l *Layout) YoursFoot() float64 { return l.Panel.Y + l.Panel.H - 92*l.U }

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
