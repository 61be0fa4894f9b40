package app

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// action is something a key does. One table (bindings) says which keys
// trigger which action in which mode; it drives both the dispatch and the
// help overlay, so the help always shows the keys in force.
type action int

const (
	actPlay action = iota
	actStepFwd
	actStepBack
	actRoundFwd
	actRoundBack
	actHome
	actEnd
	actPrevNote
	actNextNote
	actFaster
	actSlower
	actSpeed // the speed of the digit typed
	actKeyUp
	actKeyDown
	actKeyLeft
	actKeyRight
	actKeySpace
	actKeyDot
	actSend // the person's answer composed (view.Composer): send it
	actUndo // take back its last action
	actDebug
	actViewpoint
	actChart
	actDrawings
	actNextPlayer
	actPrevPlayer
	actSaveInput
	actConsole
	actSearch
	actCopy
	actZoomOut
	actOpen
	actSaveCopy
	actRematch
	actFork
	actBack
	actFullscreen
	actScreenshot
	actHelp
	actEscape
)

// mode is what is on screen, for the keys in force.
type mode uint8

const (
	modeReplay  mode = 1 << iota // a replay (or nothing)
	modeLive                     // a live match of bots
	modeHuman                    // a live match with a person's seat
	modeCompose                  // a person's seat, the answer composed (view.Composer)
	modeSeat    = modeHuman | modeCompose
	modeAll     = modeReplay | modeLive | modeSeat
	modeView    = modeReplay | modeLive // the viewer's keys unmodified
)

// keySpec is one way to trigger an action: a key with its modifiers, or a
// typed character (which follows the keyboard's layout: + ? [ ]).
type keySpec struct {
	key    ebiten.Key
	char   rune // if set, a character instead of key
	ctrl   bool
	shift  bool
	repeat bool // held down, it repeats
	any    bool // whatever modifiers are held (keys no other binding shares)
	label  string
}

type binding struct {
	act   action
	modes mode
	keys  []keySpec
	what  string // for the help; "" not listed
}

func k(key ebiten.Key, label string) keySpec { return keySpec{key: key, label: label} }
func kr(key ebiten.Key, label string) keySpec {
	return keySpec{key: key, label: label, repeat: true}
}
func c(r rune, label string) keySpec { return keySpec{char: r, label: label} }

// ka is a key that acts whatever modifiers are held: a modifier that
// looks held after another window took the focus cannot lose it.
func ka(key ebiten.Key, label string) keySpec { return keySpec{key: key, label: label, any: true} }
func ctrl(s keySpec) keySpec                  { s.ctrl = true; s.label = "Ctrl + " + s.label; return s }
func shift(s keySpec) keySpec                 { s.shift = true; s.label = "Shift + " + s.label; return s }

var bindings = []binding{
	{actPlay, modeReplay, []keySpec{c(' ', "Space"), c('k', "K")}, "play, pause"},
	{actPlay, modeLive, []keySpec{c(' ', "Space"), c('k', "K")}, "pause, resume the match"},
	{actPlay, modeSeat, []keySpec{c('p', "P"), c('k', "K")}, "pause, resume the match"},
	// A person's seat: what each key does is the game's (view.Playable's
	// Keys, in the help as "your turn").
	{actKeyUp, modeHuman, []keySpec{k(ebiten.KeyUp, "↑")}, ""},
	{actKeyDown, modeHuman, []keySpec{k(ebiten.KeyDown, "↓")}, ""},
	{actKeyLeft, modeHuman, []keySpec{k(ebiten.KeyLeft, "←")}, ""},
	{actKeyRight, modeHuman, []keySpec{k(ebiten.KeyRight, "→")}, ""},
	{actKeySpace, modeHuman, []keySpec{k(ebiten.KeySpace, "Space")}, ""},
	{actKeyDot, modeHuman, []keySpec{c('.', ".")}, ""},
	// A seat whose answer is composed: keys, clicks and the buttons of the
	// box add to it, the box says what each does.
	{actKeyUp, modeCompose, []keySpec{k(ebiten.KeyUp, "↑ ↓ ← →")}, "your answer: add the key's action"},
	{actKeyDown, modeCompose, []keySpec{k(ebiten.KeyDown, "")}, ""},
	{actKeyLeft, modeCompose, []keySpec{k(ebiten.KeyLeft, "")}, ""},
	{actKeyRight, modeCompose, []keySpec{k(ebiten.KeyRight, "")}, ""},
	{actKeySpace, modeCompose, []keySpec{k(ebiten.KeySpace, "Space")}, "your answer: add Space's action"},
	{actUndo, modeCompose, []keySpec{ka(ebiten.KeyBackspace, "Backspace")}, "your answer: take back its last action"},
	{actSend, modeCompose, []keySpec{ka(ebiten.KeyEnter, "Enter"), ka(ebiten.KeyNumpadEnter, "")}, "send your answer (even empty)"},
	{actStepFwd, modeView, []keySpec{kr(ebiten.KeyRight, "→")}, "one turn forward (paused live: play one turn)"},
	{actStepBack, modeView, []keySpec{kr(ebiten.KeyLeft, "←")}, "one turn back"},
	{actStepFwd, modeSeat, []keySpec{ctrl(kr(ebiten.KeyRight, "→"))}, "one turn forward"},
	{actStepBack, modeSeat, []keySpec{ctrl(kr(ebiten.KeyLeft, "←"))}, "one turn back"},
	{actRoundFwd, modeView, []keySpec{shift(kr(ebiten.KeyRight, "→"))}, "the next round (games without rounds: ten turns)"},
	{actRoundBack, modeView, []keySpec{shift(kr(ebiten.KeyLeft, "←"))}, "one round back"},
	{actRoundFwd, modeSeat, []keySpec{ctrl(shift(kr(ebiten.KeyRight, "→")))}, "one round forward"},
	{actRoundBack, modeSeat, []keySpec{ctrl(shift(kr(ebiten.KeyLeft, "←")))}, "one round back"},
	{actHome, modeAll, []keySpec{ka(ebiten.KeyHome, "Home")}, "the start"},
	{actEnd, modeReplay, []keySpec{ka(ebiten.KeyEnd, "End")}, "the end"},
	{actEnd, modeLive | modeSeat, []keySpec{ka(ebiten.KeyEnd, "End")}, "back to live"},
	{actPrevNote, modeAll, []keySpec{c('[', "[")}, "previous event (a seat out, a note of the game, a timeout, an invalid answer)"},
	{actNextNote, modeAll, []keySpec{c(']', "]")}, "next event"},
	{actFaster, modeAll, []keySpec{c('+', "+"), c('=', "")}, "faster"},
	{actSlower, modeAll, []keySpec{c('-', "−"), c('_', "")}, "slower"},
	{actSpeed, modeAll, []keySpec{{char: '1', label: "1 … 9"}}, "speed 0.25x … 64x (3 is 1x)"},
	{actDebug, modeAll, []keySpec{c('d', "D")}, "debug panel: input, answer, stderr, times"},
	{actViewpoint, modeAll, []keySpec{c('v', "V")}, "the board as the next player sees it (games with fog of war), or its next view (games with several)"},
	{actChart, modeAll, []keySpec{c('g', "G")}, "the next chart of the match's course (games with several); a click on its tab too"},
	{actDrawings, modeAll, []keySpec{c('w', "W")}, "what the bots drew over the board: every seat's, the debug panel's seat's, none"},
	{actNextPlayer, modeAll, []keySpec{k(ebiten.KeyTab, "Tab")}, "debug panel: next player"},
	{actPrevPlayer, modeAll, []keySpec{shift(k(ebiten.KeyTab, "Tab"))}, ""},
	{actSaveInput, modeAll, []keySpec{c('i', "I")}, "debug panel: save the bot's input to a file"},
	{actConsole, modeAll, []keySpec{c('c', "C")}, "debug panel: the console of every player, or one player"},
	{actSearch, modeAll, []keySpec{c('/', "/ or Ctrl + F"), {key: ebiten.KeyF, ctrl: true}}, "debug panel: find a word (Enter: the next row); console: search every line"},
	{actCopy, modeAll, []keySpec{ctrl(k(ebiten.KeyC, "C"))}, "debug panel: copy the section last scrolled (sent, answered, stderr) exactly"},
	{actZoomOut, modeAll, []keySpec{c('0', "0")}, "the whole board (Ctrl + wheel zooms in at the mouse, a drag moves it)"},
	{actOpen, modeAll, []keySpec{ctrl(k(ebiten.KeyO, "O"))}, "open a replay (or drop a file)"},
	{actSaveCopy, modeAll, []keySpec{ctrl(k(ebiten.KeyS, "S"))}, "save a copy of the replay"},
	{actRematch, modeLive | modeSeat, []keySpec{ctrl(k(ebiten.KeyN, "N"))}, "rematch: same players, new seed"},
	{actFork, modeAll, []keySpec{ctrl(k(ebiten.KeyB, "B"))}, "play on from the turn shown, with fresh bots"},
	{actBack, modeAll &^ modeCompose, []keySpec{ka(ebiten.KeyBackspace, "Backspace")}, "the replay shown before"},
	{actFullscreen, modeAll, []keySpec{ka(ebiten.KeyF11, "F11"), c('f', "F")}, "fullscreen"},
	{actScreenshot, modeAll, []keySpec{ka(ebiten.KeyF12, "F12")}, "save a screenshot next to the replay"},
	{actHelp, modeAll, []keySpec{c('h', "H"), c('?', "?")}, "this help"},
	{actEscape, modeAll &^ modeCompose, []keySpec{ka(ebiten.KeyEscape, "Esc")}, "close help, banner, message; deselect"},
	{actEscape, modeCompose, []keySpec{ka(ebiten.KeyEscape, "Esc")}, "close help or banner, else clear your answer"},
}

// gameKeys say what the keys that depend on the game do with board b ("":
// nothing, not listed); with no board, what they do in the games that
// have them.
var gameKeys = map[action]func(b view.Board) string{
	actViewpoint: func(b view.Board) string {
		switch b.(type) {
		case view.Views:
			return "the board's next view"
		case view.Viewpoints:
			return "the board as the next player sees it (fog of war)"
		}
		return ""
	},
	actChart: func(b view.Board) string {
		if _, ok := b.(view.Charts); ok {
			return "the next chart of the match's course; a click on its tab too"
		}
		return ""
	},
	actRoundFwd:  roundOr("the next round", "ten turns forward"),
	actRoundBack: roundOr("one round back", "ten turns back"),
}

// roundOr says what a key of rounds does: rounds where the game has them
// (view.Rounds), else ten turns.
func roundOr(rounds, turns string) func(b view.Board) string {
	return func(b view.Board) string {
		if _, ok := b.(view.Rounds); ok {
			return rounds
		}
		return turns
	}
}

// helpRows are the help overlay's rows for a mode: keys, what they do;
// with a person's seat, the game's line telling them their keys (keys,
// view.Playable's Keys) first. board is the board shown (a view.Board):
// the keys that depend on the game say what they do in it, those it
// does not have are left out; nil lists them all, as in any game.
func helpRows(m mode, keys string, board any) [][2]string {
	b, _ := board.(view.Board)
	var rows [][2]string
	if m&modeHuman != 0 && keys != "" {
		rows = append(rows, [2]string{"your turn", strings.ReplaceAll(keys, "\n", " · ")})
	}
	rows = append(rows, [2]string{"click, drag the timeline", "seek"})
	if m&modeCompose != 0 {
		rows = append(rows, [2]string{"click the board", "your answer: the box's action there"},
			[2]string{"Shift + click, right-click", "your answer: the box's other action there"},
			[2]string{"click a button of the box", "your answer: the button's action"})
	} else if _, ok := b.(view.Selector); ok || b == nil {
		rows = append(rows, [2]string{"click a piece", "its story beside the board (a line seeks to its turn)"})
	}
	for _, bd := range bindings {
		what := bd.what
		if f := gameKeys[bd.act]; f != nil && b != nil && what != "" {
			what = f(b)
		}
		if bd.modes&m == 0 || what == "" {
			continue
		}
		var labels []string
		for _, s := range bd.keys {
			if s.label != "" {
				labels = append(labels, s.label)
			}
		}
		rows = append(rows, [2]string{strings.Join(labels, " / "), what})
	}
	return rows
}

// pressed is an action triggered this tick, with the digit for actSpeed.
type pressed struct {
	act   action
	digit int
}

// actions appends the actions of input in in mode m: keys first, then
// typed characters in the order typed.
func actions(dst []pressed, m mode, in *Input) []pressed {
	for _, b := range bindings {
		if b.modes&m == 0 {
			continue
		}
		for _, s := range b.keys {
			if s.char == 0 && (s.any || s.ctrl == in.Ctrl && s.shift == in.Shift) && in.Down(s.key, s.repeat) {
				dst = append(dst, pressed{act: b.act})
			}
		}
	}
	if in.Ctrl {
		return dst
	}
	for _, r := range in.Chars {
		if r >= '1' && r <= '9' {
			dst = append(dst, pressed{act: actSpeed, digit: int(r - '0')})
			continue
		}
		lr := []rune(strings.ToLower(string(r)))[0]
		for _, b := range bindings {
			if b.modes&m == 0 {
				continue
			}
			for _, s := range b.keys {
				if s.char != 0 && s.char != '1' && s.char == lr {
					dst = append(dst, pressed{act: b.act})
				}
			}
		}
	}
	return dst
}
