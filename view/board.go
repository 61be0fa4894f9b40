package view

import (
	"fmt"
	"strings"

	"floorfall/game"
	"floorfall/internal/registry"
)

// Board is a game's part of the viewer: the states and events of one
// match of that game, and what of them is drawn and told at a playback
// position. The shared viewer (Match, Playback, the HUD, the debug panel,
// the timeline) asks it; the game's painter (a Painter, package render's
// Paint) paints the frames it makes. A game registers both (Register).
//
// Board is the core every game gives; what a game may add is in optional
// interfaces it implements when it has them: Describer, Rounds, Playable
// (a person plays a seat with keys), Viewpoints, Dragger, Views, Charts,
// InputLayout, SelectedLines, Composer, Selector. What the replay and the
// live match already tell (the turns, whether it is over, the result, each
// seat's input) a Board takes from Played, which it embeds; a simple
// board also takes from Played who acts and the ending, and from
// BoardDefaults the parts it has nothing to say in (no slow turns, no
// tooltips, no marks of its own, no chart).
//
// Who is out of the game, when, how and by whom is the game's result
// (Result().Outcomes): the viewer's out marks, cards, events and banner
// read it, and a Board does not tell it again.
//
// Turn numbers are the match's: turn t is played between state t and
// state t+1; shown is the state the texts show (see Frame.Shown). A method
// of a turn and a seat takes the turn first.
type Board interface {
	// Turns is the number of turns played; Over reports whether the
	// match has ended by its rules (Played).
	Turns() int
	Over() bool
	// Shape is the board's size in board units (squares, cells), what the
	// layout makes room for.
	Shape() Shape
	// Pace is the turns a second played at 1x.
	Pace() float64
	// Slow reports whether turn t is one an audience must see: playback
	// slows down for it.
	Slow(t int) bool
	// Frame is the game's picture at playback position pos (in turns);
	// clock (seconds) drives pulses, which run only while animating. The
	// game's painter paints it.
	Frame(pos, clock float64, animating bool) any
	// HitAt is what lies at board point (x, y) (in board units) in frame
	// fr, for a tooltip: a seat's piece (player >= 0), or a cell.
	HitAt(fr any, x, y float64) (player int, cell Cell, ok bool)
	// PlayerInfo and CellInfo describe a seat and a cell in state shown,
	// for a tooltip (no name line, nor how the seat went out: the viewer
	// adds them); CellInfo's owner is the seat the tooltip takes its
	// colour from, or -1.
	PlayerInfo(shown, i int) []string
	CellInfo(shown int, c Cell) (lines []string, owner int)
	// Acting reports whether seat i acts in turn t (its card is lit).
	Acting(t, i int) bool
	// Card says what seat i's card shows in state shown.
	Card(shown, i int) CardState
	// Notes appends the events of note of turn t that the game's match
	// does not note (game.Note: a move the view marks), in the game's
	// words; not the match's notes (Replay.Notes, Turn.Notes), nor a seat
	// going out (the viewer adds those from the result), nor a bot's
	// failures (Match adds those).
	Notes(dst []game.Note, t int) []game.Note
	// Asked is seat i's last turn at or before t in which it was asked
	// (or would have been: the turns of a seat out of the game count), -1
	// for none.
	Asked(t, i int) int
	// Input is the exact text seat i was sent for turn t (Played).
	Input(t, i int) string
	// Taken says what seat i's answer did in turn t, why when it is not
	// what the bot answered, and whose doing that is.
	Taken(t, i int) Taken
	// Result is the outcome after the last turn (of a live match, after
	// the turns appended so far) (Played).
	Result() game.Result
	// Ending says why the match ended, in a line ("last one standing
	// after 240 turns"), and each seat's line on the banner: for a seat
	// out of the game, what follows how it went out (its score; the
	// viewer says how and by whom from the result).
	Ending() (reason string, rows []string)
	// Chart is the match's course over its turns, for a chart, grown to
	// the turns played (see Chart.Grow).
	Chart() *Chart
	// Append adds a turn played live, with the match after it; a Board
	// hands them to Played's Append too.
	Append(t game.Turn, m game.Match)
}

// Describer is a Board that says what a seat did in a turn on its card in
// other words than its answer's effect (Taken's What, which the card shows
// otherwise).
type Describer interface {
	// Describe says what seat i did in turn t, for its card ("U → x 4,
	// y 6").
	Describe(t, i int) string
}

// Rounds is a Board whose turns make rounds.
type Rounds interface {
	// Round names the round of turn t ("round 31"). Where room is short
	// the words after a colon are left out ("second half: areas score"
	// shows "second half"; see ShortRound).
	Round(t int) string
}

// Taken is what a seat's answer did in a turn, for the debug panel.
type Taken struct {
	What string // what took effect, in the game's words: "U", "3 ants moved", "—"
	// Why says why that is not what the bot answered ("invalid answer",
	// "must wait 2 turns", "out of the game"); "" when it is.
	Why   string
	Fault Fault // whose doing Why is
}

// Fault says whose doing it is that a seat's answer did not take effect
// as the bot gave it.
type Fault uint8

const (
	// NoFault: the answer took effect, or the rules had the seat do
	// something else for reasons of theirs (it must wait, it is out of
	// the game, it is not its turn, the game was decided).
	NoFault Fault = iota
	// BotFault: the bot's, which the debug panel marks: an answer the
	// rules refused, none in time, a bot that failed.
	BotFault
	// NoBot: no bot plays the seat; the viewer adds why from the seat
	// (never ready, exited).
	NoBot
)

// Playable is a Board whose seats a person can play with keys.
type Playable interface {
	// Yours is what a person deciding seat i's next turn is shown (for
	// the game's painter), nil for nothing.
	Yours(i int) any
	// Answer is the answer a person's key gives ("up", "down", "left",
	// "right", "space", "."), false when the key means nothing here; Keys
	// is the line telling them the keys, in the game's words.
	Answer(key string) (string, bool)
	Keys(i int) string
}

// Viewpoints is an optional part of a Board, for games in which each seat
// sees only part of the board (fog of war): its frames show the board as
// one seat sees it, or all of it.
type Viewpoints interface {
	// Viewpoint is the seat whose view the frames show, -1 for all.
	Viewpoint() int
	// SetViewpoint makes the frames show seat i's view, -1 all of the
	// board.
	SetViewpoint(i int)
}

// Dragger is a Board whose picture turns with the mouse (a solid seen in
// 3D): the viewer hands it each drag that starts on the board, in pixels.
type Dragger interface {
	Drag(dx, dy float64)
}

// Views is a Board with several ways of drawing its picture (in 3D, a
// pair of views, flat): the viewer's V key shows the next, and says its
// name.
type Views interface {
	NextView() string
}

// Charts is a Board with several charts of its course (each seat's
// pieces, its score): Chart is the one shown, its Tabs name them all; the
// viewer's G key and a click on a tab show another.
type Charts interface {
	// ShowChart makes Chart the chart named by Tabs[i].
	ShowChart(i int)
}

// Shape is a board's size in board units, and the seats beside it.
type Shape struct {
	W, H  float64
	Seats int
}

// Cell is a cell of a board (a square of a map, a group of squares).
type Cell struct{ X, Y int }

// CardState is what a game says of a seat on its card; whether it is out
// of the game and by whom is the result's (see Card).
type CardState struct {
	State string // "on board at x 4, y 7", "out in turn 120"
	// Figures are the seat's key figures in a few words, what tells who
	// is winning first ("score 3 · 12 ants · 2 hills"), for a card of one
	// row (many seats); "" when State is short enough.
	Figures string
	Wait    int // turns it must wait before acting again
}

// BoardMaker makes the Board of a replay of its game; names are the seats'
// names as shown.
type BoardMaker func(r game.Replay, names []string) (Board, error)

// Painter is a game's painter as the viewer holds it: package render's
// Paint, which paints the game's frames. Paints says why it cannot paint
// frame (what the game's Board.Frame makes) and yours (what its
// Playable.Yours gives a person deciding a turn; nil, nothing), nil when
// it can.
type Painter interface {
	Paints(frame, yours any) error
}

// registered is what a game registers with the viewer.
type registered struct {
	mk BoardMaker
	p  Painter
}

var makers registry.Registry[registered]

// Register registers game g, from the one place a game registers: its
// rules (game.Register), the viewer's boards of its matches (mk) and its
// painter (p; nil in a build without the window, -tags headless, which
// paints nothing). A game's folder calls it once, from the init of its
// package plug (see docs/adding-a-game.md). A game without a maker, or
// registered twice, panics: a mistake found at start.
func Register(g game.Game, mk BoardMaker, p Painter) {
	if g == nil || mk == nil {
		panic("view: Register needs a game and its board maker")
	}
	name := g.Info().Name
	makers.Add("view: game", name, registered{mk, p})
	game.Register(g)
}

// PainterOf is the painter registered with the game named name, nil if
// none.
func PainterOf(name string) Painter {
	r, _ := makers.Get(name)
	return r.p
}

// Shown lists the games the viewer can show, sorted.
func Shown() []string { return makers.Names() }

// boardOf makes the board of replay r. A board that has not the parts
// its game declares (game.Info's PersonPlays and Fog), or has them
// undeclared, is a mistake of the game's, refused.
func boardOf(r game.Replay, names []string) (Board, error) {
	if err := CanShow(r.Game()); err != nil {
		return nil, err
	}
	reg, _ := makers.Get(r.Game().Info().Name)
	b, err := reg.mk(r, names)
	if err != nil {
		return nil, err
	}
	if err := checkParts(r.Game().Info(), b); err != nil {
		return nil, err
	}
	return b, nil
}

// checkParts says how board b of a game of info disagrees with what the
// game declares of its boards, nil if it agrees.
func checkParts(info game.Info, b Board) error {
	_, playable := b.(Playable)
	_, viewpoints := b.(Viewpoints)
	switch {
	case playable != info.PersonPlays:
		return fmt.Errorf("view: %s declares PersonPlays %v, but its board is view.Playable: %v", info.Name, info.PersonPlays, playable)
	case viewpoints != info.Fog:
		return fmt.Errorf("view: %s declares Fog %v, but its board is view.Viewpoints: %v", info.Name, info.Fog, viewpoints)
	}
	return nil
}

// CanShow says why the window cannot show matches of game g, nil if it can.
func CanShow(g game.Game) error {
	if _, ok := makers.Get(g.Info().Name); !ok {
		return fmt.Errorf("the window cannot show %s matches yet (it shows %v)", g.Info().Title, Shown())
	}
	return nil
}

// CanSeat says why a person cannot play a seat of game g in the window
// (its board offers no seat: Ants' hundreds of ants), nil if they can.
func CanSeat(g game.Game) error {
	if err := CanShow(g); err != nil {
		return err
	}
	if !g.Info().PersonPlays {
		return fmt.Errorf("a person cannot play a seat of %s (games with a human seat: %s)", g.Info().Title, gamesWith(func(i game.Info) bool { return i.PersonPlays }))
	}
	return nil
}

// CanFog says why the window cannot show a match of game g as one seat
// sees it (its board has no viewpoints: every seat sees all of it), nil
// if it can (see Viewpoints).
func CanFog(g game.Game) error {
	if err := CanShow(g); err != nil {
		return err
	}
	if !g.Info().Fog {
		return fmt.Errorf("%s has no fog of war: every seat sees the whole board (games with fog of war: %s)", g.Info().Title, gamesWith(func(i game.Info) bool { return i.Fog }))
	}
	return nil
}

// gamesWith names the games the window shows that declare has.
func gamesWith(has func(game.Info) bool) string {
	var with []string
	for _, h := range game.All() {
		if CanShow(h) == nil && has(h.Info()) {
			with = append(with, h.Info().Name)
		}
	}
	return strings.Join(with, ", ")
}
