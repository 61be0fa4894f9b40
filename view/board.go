package view

import (
	"fmt"
	"strings"
	"sync"

	"floorfall/game"
	"floorfall/internal/registry"
)

// Board is a game's part of the viewer: the states and events of one
// match of that game, and what of them is drawn and told at a playback
// position. The shared viewer (Match, Playback, the HUD, the debug panel,
// the timeline) asks it; the game's painter (registered with package
// render) paints the frames it makes. A game registers a BoardMaker.
//
// Board is the core every game gives; what a game may add is in optional
// interfaces it implements when it has them: Rounds, Slower, Tooltips,
// Describer, Playable (a person plays a seat with keys), Viewpoints, Dragger,
// Views, Charts, InputLayout, SelectedLines, Composer, Selector.
//
// Who is out of the game, when, how and by whom is the game's result
// (Result().Outcomes): the viewer's out marks, cards, events and banner
// read it, and a Board does not tell it again.
//
// Turn numbers are the match's: turn t is played between state t and
// state t+1; shown is the state the texts show (see Frame.Shown).
type Board interface {
	// Turns is the number of turns played; Over reports whether the
	// match has ended by its rules.
	Turns() int
	Over() bool
	// Shape is the board's size in board units (squares, cells), what the
	// layout makes room for.
	Shape() Shape
	// Pace is the turns a second played at 1x.
	Pace() float64
	// Frame is the game's picture at playback position pos (in turns);
	// clock (seconds) drives pulses, which run only while animating. The
	// game's painter paints it.
	Frame(pos, clock float64, animating bool) any
	// Acting reports whether seat i acts in turn t (its card is lit).
	Acting(t, i int) bool
	// Card says what seat i's card shows in state shown.
	Card(shown, i int) CardState
	// Notes appends the events of note of turn t (a move the game marks,
	// an answer the rules refused), in the game's words; not a seat going out (the
	// viewer adds those from the result) nor a bot's failures (Match adds
	// those).
	Notes(dst []Note, t int) []Note
	// Asked is seat i's last turn at or before t in which it was asked
	// (or would have been: the turns of a seat out of the game count), -1
	// for none.
	Asked(i, t int) int
	// Input is the exact text seat i was sent for turn t.
	Input(t, i int) string
	// Result is the outcome after the last turn (of a live match, after
	// the turns appended so far).
	Result() game.Result
	// Ending says why the match ended, in a line ("last one standing
	// after 240 turns"), and each seat's line on the banner: for a seat
	// out of the game, what follows how it went out (its score; the
	// viewer says how and by whom from the result).
	Ending() (reason string, rows []string)
	// Chart is the match's course over its turns, for a chart, grown to
	// the turns played (see Chart.Grow).
	Chart() *Chart
	// Append adds a turn played live, with the match after it.
	Append(t game.Turn, m game.Match)
}

// Rounds is a Board whose turns make rounds.
type Rounds interface {
	// Round names the round of turn t ("round 31"). Where room is short
	// the words after a colon are left out ("second half: areas score"
	// shows "second half"; see ShortRound).
	Round(t int) string
}

// Slower is a Board with turns an audience must see: playback slows down
// for them.
type Slower interface {
	Slow(t int) bool
}

// Tooltips is a Board that tells what the mouse points at on it.
type Tooltips interface {
	// HitAt is what lies at board point (x, y) (in board units) in frame
	// fr: a seat's piece (player >= 0), or a cell.
	HitAt(fr any, x, y float64) (player int, cell Cell, ok bool)
	// PlayerInfo and CellInfo describe a seat and a cell in state shown,
	// for a tooltip (no name line, nor how the seat went out: the viewer
	// adds them); CellInfo's owner is the seat the tooltip takes its
	// colour from, or -1.
	PlayerInfo(shown, i int) []string
	CellInfo(shown int, c Cell) (lines []string, owner int)
}

// Describer is a Board that says what a seat's answers did.
type Describer interface {
	// Describe says what seat i did in turn t, for its card ("U → x 4, y 6").
	Describe(t, i int) string
	// Taken says what seat i's answer did in turn t, why when it is not
	// what the bot answered, and whose doing that is.
	Taken(t, i int) Taken
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

var makers registry.Registry[BoardMaker]

// Register makes the viewer show the game named name with boards from mk.
// A game's view package calls it from init.
func Register(name string, mk BoardMaker) {
	makers.Add("view: game", name, mk)
}

// Shown lists the games the viewer can show, sorted.
func Shown() []string { return makers.Names() }

// boardOf makes the board of replay r.
func boardOf(r game.Replay, names []string) (Board, error) {
	if err := CanShow(r.Game()); err != nil {
		return nil, err
	}
	mk, _ := makers.Get(r.Game().Info().Name)
	return mk(r, names)
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
	if !partsOf(g).playable {
		return fmt.Errorf("a person cannot play a seat of %s (games with a human seat: %s)", g.Info().Title, gamesWith(func(p boardParts) bool { return p.playable }))
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
	if !partsOf(g).viewpoints {
		return fmt.Errorf("%s has no fog of war: every seat sees the whole board (games with fog of war: %s)", g.Info().Title, gamesWith(func(p boardParts) bool { return p.viewpoints }))
	}
	return nil
}

// boardParts are the optional parts a game's boards have.
type boardParts struct{ playable, viewpoints bool }

// parts caches, by game name, the optional parts of the game's boards.
var parts sync.Map

// partsOf are the optional parts of the boards of game g, asked of a
// board of a new match once.
func partsOf(g game.Game) boardParts {
	name := g.Info().Name
	if p, known := parts.Load(name); known {
		return p.(boardParts)
	}
	var p boardParts
	if m, err := g.New(game.Setup{Seats: g.Info().MinSeats, Seed: 1}); err == nil {
		if b, err := boardOf(m.Replay(nil), nil); err == nil {
			_, p.playable = b.(Playable)
			_, p.viewpoints = b.(Viewpoints)
		}
	}
	parts.Store(name, p)
	return p
}

// gamesWith names the games the window shows whose boards have a part.
func gamesWith(has func(boardParts) bool) string {
	var with []string
	for _, h := range game.All() {
		if CanShow(h) == nil && has(partsOf(h)) {
			with = append(with, h.Info().Name)
		}
	}
	return strings.Join(with, ", ")
}
