// Package game is the one interface between floorfall's shared layers and a
// contest's game. A game (a folder under games/) says how many seats it has,
// how its bots are asked, what each seat is sent, how the replies change the
// match, how it ends, and how its replays are read and written; match,
// tournament, view, render and cli play, show and rank any game through it
// and know none.
//
// The model is aichallenge's Game class and kaggle-environments' one folder a
// game: a Match is a game in progress (rules and history); the runner asks
// it who acts, sends each acting seat its Input, collects the replies with
// the game's way of asking (package bot), and hands them back with Play.
// A game whose bots call an HTTP API (Tenka1 2022) also implements Served:
// the runner serves its API and a turn request is the seat's reply.
package game

import (
	"io"
	"time"

	"floorfall/bot/ask"
	"floorfall/replay"
)

// Game is one contest's game.
type Game interface {
	// Info describes the game: name, seats, how bots are asked, parameters.
	Info() Info
	// New starts a match: the state before its first turn.
	New(s Setup) (Match, error)
	// Builtin returns the built-in bot name (one of Info().Builtins) for
	// a seat of a match, run inside floorfall; seed drives its choices.
	Builtin(name string, seat int, seed int64, s Setup) (ask.Player, error)
	// Decode reads a replay file of this game (its official format, with
	// or without floorfall's meta) and replays it with the rules, checking
	// it: errors name the file (name) and the place in it.
	Decode(data []byte, name string) (Replay, error)
}

// A Sniffer is a Game whose replay files may not name it (an official
// replay): Detect asks it about a file that names no game.
type Sniffer interface {
	// Sniff reports whether data (a whole replay file) is of this game
	// when the file does not say, usually by the keys at its top level
	// (SniffKeys).
	Sniff(data []byte) bool
}

// A Server is a Game whose built-in bots speak, as programs, more than a
// line in and a line out (see Serve).
type Server interface {
	// Serve runs the built-in bot name as a bot program would, speaking
	// the game's protocol on in and out ('floorfall bot'): args are the
	// program's arguments (a per-call bot's input), params the match's.
	Serve(name string, seed int64, params map[string]string, args []string, in io.Reader, out io.Writer) error
}

// A Checker is a Game that tells what New would refuse in a setup without
// making the match, when making it costs (an Ants map made from the seed
// takes milliseconds): a caller checks before any bot starts, and
// match.Start makes the match while the bots start. New may still refuse
// a setup Check passed, rarely (a map made from the seed that the rules
// cannot use); match.Start then closes the bots it started.
type Checker interface {
	Check(s Setup) error
}

// Info describes a game.
type Info struct {
	Name  string // "jc2015": --game NAME, a replay's meta.game
	Title string // "JavaChallenge2015"
	// Tagline is the game in a few words, under its title on a start
	// screen or a title card ("drop the floor, drop the enemies").
	Tagline string
	// OutBy joins an Outcome's How and the seat that put it out (", dropped
	// by" makes "fell, dropped by P2"; " by" makes "sunk by P2").
	OutBy string
	// MinSeats and MaxSeats bound the number of seats of a match.
	MinSeats, MaxSeats int
	// Sends says in a few words what a bot is sent and answers, for
	// 'floorfall games'.
	Sends string
	// Ask is how the game's bots are asked.
	Ask Ask
	// Params are the game's parameters, settable from the command line.
	Params []Param
	// Length says in a few words how long a match lasts when no
	// parameter sets it ("294 turns, as the contest's"): 'floorfall
	// games' tells it, and a turn limit given to the game is refused with
	// it.
	Length string
	// SetupTurn: a replay's turn 0 is a setup turn the game does not
	// count (Ants): a replay holding n turns is a game of n-1 (see
	// Info.Played).
	SetupTurn bool
	// PersonPlays: a person can play a seat in the window (the game's
	// boards are view.Playable: keys make an answer); false where an
	// answer is beyond a keyboard (orders for a hundred ants).
	PersonPlays bool
	// Fog: each seat sees only part of the board (fog of war); the window
	// can show a match as one seat sees it (the game's boards are
	// view.Viewpoints).
	Fog bool
	// Builtins are the names of its built-in bots.
	Builtins []string
	// Demo is the line-up of the live demo: built-in bot names, one a seat.
	Demo []string
}

// Played is how many turns a match whose replay holds n turns has played,
// as the game counts them (its setup turn left out): what the summary, info
// --json and the viewer's counter say.
func (i Info) Played(n int) int {
	if i.SetupTurn && n > 0 {
		return n - 1
	}
	return n
}

// AskKind is a way of asking a bot.
type AskKind int

// The ways of asking a bot.
const (
	// Persistent: one process for the whole match, input on its standard
	// input, answers on its standard output.
	Persistent AskKind = iota
	// PerCall: a process started anew for every call, the input as its
	// one argument, its whole standard output the answer.
	PerCall
	// HTTP: a process that calls a local HTTP API.
	HTTP
)

// Ask says how a game asks its bots.
type Ask struct {
	Kind AskKind
	// Ready is the line a persistent bot prints when it is ready ("READY");
	// "" when there is no such line.
	Ready string
	// Until is the line that ends a persistent bot's answer ("go"); "" when
	// the answer is one line.
	Until string
	// FoldCase: Ready and Until are matched ignoring case.
	FoldCase bool
	// ReadyTimeout and ActionTimeout are the official limits.
	ReadyTimeout, ActionTimeout time.Duration
	// Stateless, when not "", says why a bot needs none of the turns
	// before the first it is asked in ("a process is started for every
	// call, its argument the whole state"): a bot new to a match played on
	// from a turn (a fork) is first asked in that turn. "" means the
	// game's bots keep state between turns (what they learnt at the setup,
	// what they saw): such a bot is first fed every earlier turn's input,
	// as if it had played from the start (the game's Match is a Past).
	Stateless string
	// TurnParam and SetupParam name the game's parameters (whole
	// milliseconds) that set each turn's time, and its first turn's (turn
	// 0, a setup), when the game gives its acts their own limit (Act.Limit)
	// instead of the action limit: Ants' "turntime" and "loadtime". ""
	// when the action limit applies (Info.MoreTime).
	TurnParam, SetupParam string
}

// Waits reports whether a match waits for the game's bots before its
// first turn (a ready line, a first call of the API), for a time the
// ready limit sets.
func (a Ask) Waits() bool { return a.Ready != "" || a.Kind == HTTP }

// LimitsBy names the game's own parameters that set every turn's time
// limit ("--loadtime (the setup, turn 0) and --turntime (each turn), in
// milliseconds"), "" when the action limit applies: the shell's
// --ready-timeout and --action-timeout are then not the game's limits,
// and are refused with these.
func (a Ask) LimitsBy() string {
	if a.TurnParam == "" {
		return ""
	}
	if a.SetupParam == "" {
		return "--" + a.TurnParam + " (each turn), in milliseconds"
	}
	return "--" + a.SetupParam + " (the setup, turn 0) and --" + a.TurnParam + " (each turn), in milliseconds"
}

// Param is one parameter of a game.
type Param struct {
	Name    string // flag name, "turns"
	Default string // as written on the command line
	Usage   string
	// Input: the parameter changes how the text a bot is sent is written,
	// not the match (the order of a square's coordinates). 'floorfall
	// input' takes it to print a turn's input as it is written with
	// another value (Replay.Input's params), and 'floorfall bot' to run a
	// built-in bot that reads its input so (Serve's params).
	Input bool
}

// Setup is how a match begins.
type Setup struct {
	Seats int   // seats in the match, within the game's bounds
	Seed  int64 // drives the game's own random choices
	// Params holds parameters by name; a missing one takes its default.
	Params map[string]string
	// Initial, if set, is a replay or setup file whose beginning the match
	// starts from (its map, placement, recorded random outcomes).
	Initial Replay
}

// Act is a seat acting in the next turn.
type Act struct {
	Seat int
	// Skip: the seat's bot is not asked (a seat out of the match whose
	// official server asked it no more); its reply is missing, NotAsked,
	// and the rules say what that means.
	Skip bool
	// Moot: the rules ignore the answer this turn (a waiting player): a
	// bot is asked anyway, as the official server did, a person is not.
	Moot bool
	// Eliminated: the seat is out of the match for good (a fallen player)
	// but, with Moot, its bot is still asked, as the official server did.
	// A bot that exits or times out then is not at fault: its status
	// stays as it was and the turn lists no failure (it is not asked
	// again).
	Eliminated bool
	// Limit, if not zero, is this call's time limit instead of the action
	// limit (a setup turn).
	Limit time.Duration
}

// Reply is what a seat's bot answered in a turn.
type Reply struct {
	Seat int
	// Text is the answer as received: a line, or lines each ending in
	// "\n" up to the terminator, or a program's output.
	Text string
	// Missing says why there is no answer: "" answered; otherwise one of
	// replay's statuses ("timeout", "exited", "crashed", "not-ready") or
	// NoBot, TooLong, NotAsked.
	Missing string
}

// The reasons for a missing answer (Reply.Missing) besides a bot's status.
const (
	// NotAsked: the seat's bot was not asked (Act.Skip).
	NotAsked = "not-asked"
	// NoBot: no bot plays the seat (none was given, or it was closed).
	NoBot = "no-bot"
	// TooLong: the bot answered, but a line too long to read.
	TooLong = "invalid"
)

// Match is a game in progress: its rules' state and the history its replay
// needs. A Match is used from one goroutine.
type Match interface {
	// Turn is the number of turns played.
	Turn() int
	// Over reports whether the match has ended.
	Over() bool
	// Acting appends to dst the seats that act in the next turn.
	Acting(dst []Act) []Act
	// Input appends to dst what seat is sent for the next turn (without
	// a final newline for persistent bots).
	Input(dst []byte, seat int) []byte
	// Play plays the next turn with the replies of the acting seats, in
	// the order Acting gave them, and returns its events.
	Play(replies []Reply) Turn
	// Result is the outcome so far (Over false while it is not over),
	// its seats ranked by Ranked.
	Result() Result
	// Clone returns an independent copy (forks, previews).
	Clone() Match
	// Replay returns the replay of the turns played so far, with meta.
	Replay(meta *replay.Meta) Replay
}

// Past is a Match of a game whose bots keep state between turns
// (Ask.Stateless "") that walks the turns played before it, for a bot new
// to the match (a fork: the runner feeds it every earlier turn first) and
// for 'floorfall input --through' (the whole stream a bot was sent).
type Past interface {
	// Past walks the turns played so far, from the first, in order: for
	// each it calls ask with the match before the turn (its Acting and
	// Input are who the turn asked, within which limit, and what each was
	// sent), then sent with each last message the turn sent (Turn.Send).
	// The match given is the walk's own, valid during the call only (the
	// next turn changes it): read it, do not keep or play it. The walk
	// stops when ask returns false.
	Past(ask func(before Match) bool, sent func(Message)) error
}

// Turn is one turn played: its events, for viewers and summaries.
type Turn struct {
	Number int
	// Events are the game's own events of the turn.
	Events any
	// Notes are the turn's events worth a line of text ("player 2 fell,
	// dropped by player 0"), for summaries and timelines.
	Notes []Note
	// Out are the seats out of the match for good in this turn: their bots
	// are not asked again and are closed.
	Out []int
	// Send are last messages that want no answer (Ants' end message: to
	// each player eliminated in the turn, and to every player still in
	// the game once it is over). The runner writes each Text (without its
	// final newline, as Input) to its seat's bot, reading nothing back,
	// once the turn is played and before it closes the seats in Out (or
	// every seat at the end); a bot that cannot take it (exited, not
	// reading) is not at fault: the failure changes nothing.
	Send []Message
}

// Message is a text for a seat's bot that wants no answer.
type Message struct {
	Seat int
	Text string
}

// Note is an event of a match worth telling, on the viewer's timeline
// and in its lists: in turn Turn, what seat Seat did or met (Text, in the
// game's words after the seat's name: "attacked", "answered \"X\""); By,
// when another seat caused it, is named after Text ("lost a hill to" By).
// A Match's notes (Turn.Notes, Replay.Notes) are its game's own events
// (NoteMark, NoteInvalid, NoteEnd); a seat leaving the game is its
// Outcome's and a bot's failure its status: the viewer notes those
// (NoteOut, NoteTimeout, NoteExit), and a game's view may add marks of its
// own (view.Board's Notes).
type Note struct {
	Turn int
	Kind NoteKind
	Seat int // the seat it is about, -1 for none
	By   int // the seat that caused it, -1 for none (or Seat itself)
	Text string
}

// NoteKind is what kind of event a Note is.
type NoteKind uint8

// The kinds of notes.
const (
	NoteOut     NoteKind = iota // a seat went out of the game (the result's)
	NoteMark                    // a seat did something the game marks: an attack, a hill razed, the lead taken
	NoteTimeout                 // a bot missed its time limit
	NoteInvalid                 // a bot answered something the rules refused
	NoteExit                    // a bot's process ended (or a call's crashed)
	// NoteEnd says how a match ended when its result does not say it all
	// (an official file that goes on after the end), Seat -1: a whole
	// sentence.
	NoteEnd
)

// Result is the outcome of a match.
type Result struct {
	Over bool
	// Outcomes holds how the match went for each seat (see Outcome).
	Outcomes []Outcome
	// Points holds each seat's points for the match, if the contest gave
	// points by place (Tenka1 2022's ranking points: +5 ... -5): the
	// standings add them up.
	Points []float64
	// Reason says why the match ended, in the game's words
	// ("last-standing", "turn-limit").
	Reason string
	Turns  int
	// TurnLimit is the most turns the match could last (0: unknown).
	TurnLimit int
	// Winner is the seat ranked alone first, or -1.
	Winner int
}

// Replay is a match read from a file or played: its seats' meta and every
// turn, replayed by the rules. A game's Replay embeds ReplayBase, which
// gives its Game, Meta, Seats, Turns and Notes.
type Replay interface {
	// Game is the game of the replay.
	Game() Game
	// Meta is floorfall's meta (names, statuses, records); for an
	// official file, what the file itself says of its players (Ants'
	// playernames and status), or nil when it says nothing.
	Meta() *replay.Meta
	// Seats is the number of seats.
	Seats() int
	// Turns is the number of turns the replay holds: the turns played,
	// or more when an official file goes on after the end of its game
	// (Result().Turns is the end; a Note of Kind NoteEnd says why).
	Turns() int
	// Result is the outcome of the match in the file.
	Result() Result
	// At returns the match after its first t turns, ready to play on
	// (forks); t within [0, Turns()] (a game may refuse the end of a
	// match over: there is nothing to play on from).
	At(t int) (Match, error)
	// Input appends what seat was sent at the start of turn t ('floorfall
	// input'); seat -1 is the seat acting alone in turn t. params may
	// override how the text was made (the game's Input parameters).
	Input(dst []byte, t, seat int, params map[string]string) ([]byte, error)
	// Notes lists the events worth telling, in turn order.
	Notes() []Note
	// Write writes the replay file.
	Write(w io.Writer) error
}
