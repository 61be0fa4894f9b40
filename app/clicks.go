package app

import "floorfall/view"

// clickTarget takes a click at (x, y) on a match, if it is its, and
// reports whether it took it.
type clickTarget func(ms *matchScreen, c *ctx, l *view.Layout, x, y float64) bool

// clickTargets are what a click on a match can hit, in order: the first
// that takes it has it. A press that starts a drag is the last.
var clickTargets = []clickTarget{
	clickHelp, clickConsoleLine, clickStory, clickDebugTab, clickSection,
	clickCard, clickChartTab, clickChart, clickBar, clickBanner, pressBoard,
}

// clickHelp: a click anywhere closes the help.
func clickHelp(_ *matchScreen, c *ctx, _ *view.Layout, _, _ float64) bool {
	if !c.over.help.shown {
		return false
	}
	c.over.help.shown = false
	return true
}

// clickConsoleLine: a line of the console goes to its turn.
func clickConsoleLine(ms *matchScreen, _ *ctx, l *view.Layout, x, y float64) bool {
	d := &ms.debug
	if !d.open || !d.console || l.ConsoleRowAt(x, y) < 0 {
		return false
	}
	if k := d.top + l.ConsoleRowAt(x, y); k < len(d.lines) {
		ms.pb.Seek(float64(d.lines[k].Turn))
	}
	return true
}

// clickStory: the selected piece's story (see storyClick).
func clickStory(ms *matchScreen, _ *ctx, l *view.Layout, x, y float64) bool {
	return ms.storyClick(l, x, y)
}

// clickDebugTab: a player's tab of the debug panel shows them.
func clickDebugTab(ms *matchScreen, _ *ctx, l *view.Layout, x, y float64) bool {
	if !ms.debug.open || !l.DebugHead().In(x, y) {
		return false
	}
	if i := l.DebugTabAt(x, y); i >= 0 {
		ms.debug.sel = i
	}
	return true
}

// clickSection: a section of the debug panel is the one Ctrl+C copies.
func clickSection(ms *matchScreen, _ *ctx, _ *view.Layout, x, y float64) bool {
	return ms.debug.open && !ms.debug.console && ms.debug.scroll(x, y, 0)
}

// clickCard: a player's card opens the debug panel on them; a bot that
// failed is shown at its failure, its stderr one look away.
func clickCard(ms *matchScreen, c *ctx, l *view.Layout, x, y float64) bool {
	i := l.CardAt(x, y)
	if ms.debug.open || i < 0 {
		return false
	}
	ms.debug.sel, ms.debug.open = i, !c.presenting()
	if st := ms.m.Seats[i]; st.Status != "" && st.Status != "ok" && st.StatusTurn >= 0 {
		ms.pb.Seek(float64(st.StatusTurn))
	}
	return true
}

// clickChartTab: a chart's tab shows that chart (games with several).
func clickChartTab(ms *matchScreen, _ *ctx, l *view.Layout, x, y float64) bool {
	if ms.debug.open {
		return false
	}
	i := chartTabAt(ms.m, l, x, y)
	if i < 0 {
		return false
	}
	ms.m.Board().(view.Charts).ShowChart(i)
	return true
}

// clickChart: the chart seeks, as the timeline does.
func clickChart(ms *matchScreen, _ *ctx, l *view.Layout, x, y float64) bool {
	if ms.debug.open || l.ChartRect().W <= 0 || !l.ChartRect().In(x, y) {
		return false
	}
	ms.pb.Seek(float64(l.ChartTurn(x, ms.m.Turns())))
	return true
}

// clickBar: the bar's controls: play, the timeline (a drag seeks), the
// speed, the help.
func clickBar(ms *matchScreen, c *ctx, l *view.Layout, x, _ float64) bool {
	pb := ms.pb
	switch ms.hot {
	case view.CtlPlay:
		c.do(pressed{act: actPlay})
	case view.CtlTrack:
		ms.g = seekDrag{}
		pb.SeekFraction(l.TrackFraction(x))
	case view.CtlSpeed:
		pb.SetSpeed((pb.SpeedIndex() + 1) % len(view.Speeds))
	case view.CtlHelp:
		c.over.help.shown = true
	default:
		return false
	}
	return true
}

// clickBanner: a click beside the end banner closes it.
func clickBanner(ms *matchScreen, _ *ctx, l *view.Layout, x, y float64) bool {
	if !ms.pb.BannerShown() || x >= l.Panel.X || y >= l.Bar.Y {
		return false
	}
	ms.pb.HideBanner()
	return true
}
