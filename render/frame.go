package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// Frame is everything one frame shows: a screen, and the help and a
// message over it. Whoever shows it fills it in when something changes
// (the window in its Update); Paint only reads it.
type Frame struct {
	Screen Screen
	Help   [][2]string // the help's rows (keys, what they do); nil: no help
	Msg    string      // a message at the top; "" none
	Alert  bool        // the message is an error
}

// Screen is what a frame shows under the help and the message: a match
// (*MatchView), the start screen (*StartView), the results browser
// (*ResultsView) or a presentation's title card (*TitleCard).
type Screen interface{ paint(p *Painter) }

// Paint paints f onto dst, laid out by l.
func (p *Painter) Paint(dst *ebiten.Image, l view.Layout, f *Frame) {
	p.begin(dst, l)
	dst.Fill(ColBackground.color())
	if f.Screen != nil {
		f.Screen.paint(p)
	}
	p.flush()
	if f.Help != nil {
		p.help(f.Help)
	}
	p.toast(f.Msg, f.Alert)
	p.flush()
}

// MatchView is a match on screen: the board, the cards (or the debug
// panel), the bar, the banner at the end, a tooltip.
type MatchView struct {
	M      *view.Match
	PB     *view.Playback
	Frame  *view.Frame
	HUD    *view.HUD
	Chart  *view.Chart
	Banner *view.Banner // nil: not shown
	// Yours is what the person is shown while a live match waits for
	// their turn (the game's, view.Board.Yours), the keys (lines apart;
	// a line that begins with "✗" in the colour of alerts), and the
	// buttons of a game on which they compose their answer.
	Yours   any
	Keys    string
	Buttons []view.Button
	Seat    int // the person's seat
	// Box is the box laid out for Keys and Buttons in the layout Paint is
	// given (Painter.BoxLayout); nil: Paint lays it out itself.
	Box *view.Box
	// Board paints the game's pictures; Set finds it.
	Board BoardPainter
	// Zoom, if over 1, shows the board that many times larger, board point
	// (ZoomX, ZoomY) in the middle of its place (view.Layout.Zoom), with
	// a map of where that is in the corner.
	Zoom, ZoomX, ZoomY float64
	// Debug, if set, is shown in the place of the cards; else Story, if
	// set.
	Debug *DebugView
	Story *StoryView
	// Drawings are what the bots drew in the turn shown (package draw),
	// Draw whose of them are shown over the board and on the cards.
	Drawings *view.Drawings
	Draw     view.DrawSeats
	// NoBar leaves the bar out (presenting to a room).
	NoBar bool
	Hot   view.Control // the control under the mouse
	// Tooltip, if set, is shown next to the mouse at (MouseX, MouseY).
	Tooltip        *view.Hover
	MouseX, MouseY float64
}

// Set shows match m at the position of pb, whose frame is fr: it takes
// from them what is painted (the texts, the course chart, the banner if
// shown). Call it whenever they change; Paint reads what it took.
func (v *MatchView) Set(m *view.Match, pb *view.Playback, fr *view.Frame) {
	if m != v.M || v.Board == nil { // the game's painter, once a match
		v.Board = boardPainter(m.Game().Info().Name)
	}
	v.M, v.PB, v.Frame = m, pb, fr
	v.Drawings = nil
	if v.Draw != view.DrawNone {
		v.Drawings = m.Drawings(fr.Turn)
	}
	v.HUD = pb.HUD()
	v.Chart = m.Chart()
	v.Banner = nil
	if pb.BannerShown() {
		v.Banner = m.Banner() // made once, with the match
	}
}

func (v *MatchView) paint(p *Painter) {
	p.room = v.NoBar
	p.covered = v.Banner != nil
	whole := p.l
	defer func() { p.room, p.covered, p.l = false, false, whole }()
	box := v.Box
	if v.Yours != nil && (box == nil || p.l.Box.H == 0) {
		// Room for the person's box: the cards and the counter above it.
		var b view.Box
		p.l, b = p.BoxLayout(p.l, v.M, v.Keys, len(v.Buttons))
		box = &b
	}
	base := p.l
	if v.Zoom > 1 {
		p.l = base.Zoom(v.Zoom, v.ZoomX, v.ZoomY)
		p.clip(p.l.View)
	}
	if v.Board != nil {
		v.Board.Board(p, v.Frame.Board)
		p.flush()
	}
	if v.Yours != nil && v.Board != nil && (v.PB == nil || v.PB.AtEnd()) {
		// On the board: what the person's answers would do, over the
		// newest state only (not over an earlier turn looked back at).
		v.Board.Yours(p, v.Yours)
		p.flush()
	}
	if v.Board != nil {
		p.drawings(v)
	}
	if v.Zoom > 1 {
		p.unclip()
		p.zoomMap(&base, &p.l, v)
		p.l = base
	}
	switch {
	case v.Debug != nil:
		p.debugPanel(v.Debug, v.Frame.Turn)
	case v.Story != nil:
		p.story(v.Story, v.Frame.Turn)
	default:
		back := 0
		if v.PB != nil {
			back = v.PB.OutsBack()
		}
		p.says, p.saysOn = v.Draw, true
		p.panel(v.HUD, v.Board, back)
		p.saysOn = false
		p.chart(v.M, v.Chart, v.Frame.Turn)
	}
	if v.Yours != nil {
		p.yourTurn(v, box) // under the cards and the counter; over the debug panel
	}
	if !v.NoBar {
		p.bar(v.M, v.PB, v.HUD, v.Hot)
	}
	if v.Banner != nil {
		p.banner(v.Banner, !v.NoBar)
	}
	p.flush()
	if v.Tooltip != nil {
		p.tooltip(v.Tooltip, v.MouseX, v.MouseY)
	}
}

// DebugView is the debug panel: what a player's bot was sent and answered
// at its turn at or before the turn shown.
type DebugView struct {
	D       *view.Debug
	Name    string   // the player's name
	Taken   []string // the command taken, described, and why: folded rows (view.DebugText.TakenRows)
	Replies *view.ReplyTimes
	// Text is where the sections go (view.Layout.DebugText), Rows their
	// rows, Tops the first row shown of each (the wheel scrolls them; a
	// negative top shows the last rows), Focus the section Ctrl+C copies.
	Text  view.DebugText
	Rows  [view.NumSections][]string
	Tops  [view.NumSections]int
	Focus view.Section
	// Columns: the input's words are drawn in columns (view.Debug's
	// SentColumns).
	Columns bool
	// Find is the word searched in the sections ("" none; Typing while it
	// is typed), Hits the rows holding it, Hit the one gone to (Enter).
	Find   string
	Hits   [view.NumSections][]int
	HitSec view.Section
	HitRow int
	// Console: the console of every seat is shown instead: Lines from
	// Top on, those of turn Turn lit; Filter the search ("" none), Typing
	// while it is typed.
	Console bool
	Lines   []view.ConsoleLine
	Top     int
	Filter  string
	Typing  bool
}

// StartView is the window with no match: open a replay, or drop one; or
// the wait for a match being played.
type StartView struct {
	Pending bool    // a match is being played
	Clock   float64 // seconds, for the spinner
	Hot     view.Control
}

func (v *StartView) paint(p *Painter) { p.start(v) }

// ResultsView is the results browser of a tournament.
type ResultsView struct {
	V      *view.Results
	Places view.ResultsPlaces // laid out for the frame's layout
	Hot    int                // the index in Places.Hits under the mouse, -1 none
}

func (v *ResultsView) paint(p *Painter) { p.results(v) }

// TitleCard is a presentation's title card: the match's game (its title
// and tagline, view.GameLine), its number, its players, its file.
type TitleCard struct {
	Game  string
	Lines [3]string
}

func (c *TitleCard) paint(p *Painter) { p.titleCard(c.Game, c.Lines) }
