package view

// OutsArea is where the panel lists the seats out: under the turn counter,
// down to the legend's band or the panel's foot. The wheel over it
// scrolls the list.
func (l *Layout) OutsArea() Rect {
	y := l.Status.Y + l.Status.H
	bottom := l.Panel.Y + l.Panel.H
	if l.Legend.H > 0 {
		bottom = l.Legend.Y
	}
	if l.Box.H > 0 {
		bottom = min(bottom, l.Box.Y)
	}
	return Rect{l.Status.X, y, l.Status.W, max(0, bottom-y)}
}

// OutsBack is how many of the newest seats out the panel's list is
// scrolled past: 0 shows the newest first.
func (p *Playback) OutsBack() int {
	return max(0, min(p.outsBack, len(p.HUD().Outs)-1))
}

// ScrollOuts scrolls the list of the seats out by n rows, to older ones
// for n > 0, within the list.
func (p *Playback) ScrollOuts(n int) {
	p.outsBack = max(0, min(p.OutsBack()+n, len(p.HUD().Outs)-1))
}
