package ants

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"floorfall/game"
	"floorfall/games/ants/engine"
	"floorfall/replay"
)

// Replay is an Ants replay: the official file (its game played back by
// the rules) with floorfall's meta, if any.
type Replay struct {
	start *origin // before turn 0
	final *engine.State
	off   *engine.Official
	meta  *replay.Meta
	// ownMeta: meta was made from the official file's own fields (names,
	// statuses), not read from floorfall's: Write leaves it out.
	ownMeta bool
	notes   []game.Note
	// seeded: the random outcomes come from the seed (start's chance is
	// the generator), so a match played on from any turn goes on drawing
	// them as the original did.
	seeded bool

	mu    sync.Mutex
	marks map[int]*engine.State // states played back, by turn (every markEvery)

	cmu    sync.Mutex    // holds cursor
	cursor *engine.State // Input's last state, its own (see inputState)
}

// markEvery is how often (in turns) a state played back is kept, so that
// At and Input play back at most that many turns.
const markEvery = 100

// Official is the official replay.
func (r *Replay) Official() *engine.Official { return r.off }

// Final is the state at the end of the replay.
func (r *Replay) Final() *engine.State { return r.final }

func (r *Replay) Game() game.Game    { return Game{} }
func (r *Replay) Meta() *replay.Meta { return r.meta }
func (r *Replay) Seats() int         { return r.final.Players }
func (r *Replay) Notes() []game.Note { return r.notes }

// Turns is the number of turns played, the setup (turn 0) included.
func (r *Replay) Turns() int { return r.final.Next() }

// Result is the outcome of the game in the file; the orders each seat
// gave that the engine found invalid are the meta's (a state played back
// from the orders taken knows none), when there is one.
func (r *Replay) Result() game.Result {
	res := resultOf(r.final)
	if r.meta != nil && !r.ownMeta {
		for p := range res.Outcomes[:min(len(res.Outcomes), len(r.meta.Players))] {
			res.Outcomes[p].Refused = r.meta.Players[p].Refused
		}
	}
	return res
}

// beginning is a match from the replay's start, with its random outcomes
// (recorded, or the seed's).
func (r *Replay) beginning() *Match {
	return &Match{s: r.start.state().Clone(), start: r.start, seeded: r.seeded}
}

// State is the state after the first t turns, t within [0, Turns()].
func (r *Replay) State(t int) (*engine.State, error) {
	if t < 0 || t > r.Turns() {
		return nil, fmt.Errorf("turn %d is not in the game (0 to %d)", t, r.Turns())
	}
	if t == r.Turns() {
		return r.final.Clone(), nil
	}
	r.mu.Lock()
	var s *engine.State
	for k := t / markEvery * markEvery; k > 0; k -= markEvery {
		if m, ok := r.marks[k]; ok {
			s = m.Clone()
			break
		}
	}
	r.mu.Unlock()
	if s == nil {
		s = r.start.state().Clone()
	}
	if err := r.playTo(s, t); err != nil {
		return nil, err
	}
	return s, nil
}

// playTo plays state s on to the state after the first t turns, keeping
// a copy every markEvery turns.
func (r *Replay) playTo(s *engine.State, t int) error {
	sc := r.off.Script()
	for s.Next() < t {
		if _, err := sc.Play(s); err != nil {
			return err // cannot happen: the replay was played back when made
		}
		if n := s.Next(); n%markEvery == 0 && n < t {
			r.mu.Lock()
			if r.marks == nil {
				r.marks = make(map[int]*engine.State)
			}
			if _, ok := r.marks[n]; !ok {
				r.marks[n] = s.Clone()
			}
			r.mu.Unlock()
		}
	}
	return nil
}

// inputState is the state after the first t turns, t within [0,
// Turns()), for Input, which only reads it: the cursor, played on to t
// when it is not past it and not far from it, else a new one. Asking
// every turn in order (floorfall diff) plays each turn once.
func (r *Replay) inputState(t int) (*engine.State, error) {
	if c := r.cursor; c != nil && c.Next() <= t && t-c.Next() < markEvery {
		if err := r.playTo(c, t); err != nil {
			r.cursor = nil
			return nil, err
		}
		return c, nil
	}
	s, err := r.State(t)
	if err != nil {
		return nil, err
	}
	r.cursor = s
	return s, nil
}

// Playback plays the game back from its start, calling each after every
// turn with the state after it and the turn's events (the state is the
// playback's own: the next turn changes it).
func (r *Replay) Playback(each func(*engine.State, *engine.Events)) error {
	s := r.start.state().Clone()
	sc := r.off.Script()
	for s.Next() < r.Turns() {
		ev, err := sc.Play(s)
		if err != nil {
			return err // cannot happen: the replay was played back when made
		}
		each(s, ev)
	}
	return nil
}

// At is the match after its first t turns, to play on from.
func (r *Replay) At(t int) (game.Match, error) {
	if t == r.Turns() && r.final.Over() {
		return nil, fmt.Errorf("the game is over after turn %d", r.final.GameLength())
	}
	s, err := r.State(t)
	if err != nil {
		return nil, err
	}
	m := &Match{s: s, start: r.start, seeded: r.seeded}
	for _, n := range r.notes {
		if n.Turn < t {
			m.notes = append(m.notes, n)
		}
	}
	return m, nil
}

// Input is what seat was sent at the start of turn t (every player alive
// acts in every turn: seat -1 names none).
func (r *Replay) Input(dst []byte, t, seat int, params map[string]string) ([]byte, error) {
	if t < 0 || t >= r.Turns() {
		return dst, fmt.Errorf("the game has no turn %d (its turns are 0 to %d)", t, r.Turns()-1)
	}
	if seat < 0 || seat >= r.Seats() {
		return dst, fmt.Errorf("every player acts in every turn of Ants: give a seat from 0 to %d", r.Seats()-1)
	}
	r.cmu.Lock()
	defer r.cmu.Unlock()
	s, err := r.inputState(t)
	if err != nil {
		return dst, err
	}
	if !s.Alive(seat) {
		return dst, fmt.Errorf("player %d was out of the game at turn %d: its bot was sent nothing", seat, t)
	}
	dst = s.AppendInput(dst, seat)
	return dst[:len(dst)-1], nil
}

// Write writes the official replay file (as the official engine writes
// it), with floorfall's meta as a last member "meta" if there is one.
//
// The meta is written straight to w (through a buffer), not into the
// file's bytes first: a match's 5,000 turn records are most of a file.
func (r *Replay) Write(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.Write(r.off.MarshalOpen())
	if r.meta != nil && !r.ownMeta {
		m := metaJSON{Meta: *r.meta}
		if m.Format == 0 {
			m.Format = replay.FormatVersion
		}
		m.Game = Name
		m.Result.Winner = r.Result().Winner
		bw.WriteString(`, "meta": `)
		if err := json.MarshalWrite(bw, &m, metaOptions); err != nil {
			return fmt.Errorf("writing the meta: %w", err)
		}
	}
	bw.WriteString("}\n")
	return bw.Flush()
}

// metaJSON is the meta written: the meta every game has, and the winner.
type metaJSON struct {
	replay.Meta
	Result struct {
		Winner int `json:"winner"` // -1 for none
	} `json:"result"`
}

// metaOptions read and write the meta as package replay does: durations
// as "1.2ms", invalid UTF-8 kept as U+FFFD.
var metaOptions = json.JoinOptions(
	replay.WriteOptions,
	json.WithUnmarshalers(json.UnmarshalFromFunc(func(dec *jsontext.Decoder, d *time.Duration) error {
		tok, err := dec.ReadToken()
		if err != nil {
			return err
		}
		if tok.Kind() != '"' {
			return fmt.Errorf("a duration is a string such as \"1.2ms\"")
		}
		v, err := time.ParseDuration(tok.String())
		if err != nil {
			return err
		}
		*d = v
		return nil
	})),
)

// Decode reads an Ants replay: an official file, or floorfall's (the same
// with a "meta" member), and plays its game back by the rules from its
// start and orders, refusing a file whose game does not come out as the
// file says.
func (Game) Decode(data []byte, name string) (game.Replay, error) {
	fail := func(err error) error {
		var syn *jsontext.SyntacticError
		if errors.As(err, &syn) { // not JSON: the line and column
			return replay.JSONError(syn, data, name)
		}
		if fe, ok := err.(*engine.FileError); ok {
			return &replay.Error{File: name, Where: fe.Where, Msg: fe.Msg}
		}
		return &replay.Error{File: name, Msg: err.Error()}
	}
	if len(data) > replay.MaxFileSize {
		return nil, &replay.Error{File: name, Msg: fmt.Sprintf("larger than %d MiB", replay.MaxFileSize>>20)}
	}
	o, err := engine.ParseOfficial(data)
	if err != nil {
		return nil, fail(err)
	}
	meta, err := readMeta(data)
	if err != nil {
		return nil, &replay.Error{File: name, Where: "meta", Msg: err.Error()}
	}
	if meta != nil && len(meta.Players) != o.Data.Players {
		return nil, &replay.Error{File: name, Where: "meta.players", Msg: fmt.Sprintf("%d players for a game of %d", len(meta.Players), o.Data.Players)}
	}
	m, p, rec, err := o.Setup()
	if err != nil {
		return nil, fail(err)
	}
	// A game of floorfall's own draws its random outcomes from its seed:
	// played back so, a match played on from any turn goes on as the
	// original would have. Otherwise they come from the file.
	if meta != nil && meta.Seed != nil && *meta.Seed == p.EngineSeed {
		if r, err := playBack(o, m, p, engine.Seeded(p.EngineSeed), meta); err == nil {
			r.seeded = true
			return r, nil
		}
	}
	r, err := playBack(o, m, p, engine.Recorded(rec), meta)
	if err != nil {
		return nil, fail(err)
	}
	if meta == nil {
		r.meta, r.ownMeta = officialMeta(o), true
	}
	return r, nil
}

// BotStatus is the bot status (replay's word, the one floorfall says
// everywhere) of a player the engine stopped with status st: "crashed" (its
// process ended) is exited, "crashed 0" (never started) not-ready; "" for
// a status that says nothing of the bot (survived, eliminated).
func BotStatus(st string) string {
	switch st {
	case engine.StatusCrashed:
		return replay.StatusExited
	case engine.StatusTimeout:
		return replay.StatusTimeout
	case engine.StatusInvalid:
		return replay.StatusInvalid
	case engine.StatusNotStarted:
		return replay.StatusNotReady
	}
	return ""
}

// officialMeta is the meta an official file gives without floorfall's:
// the players' names and how their bots fared, from the engine's
// statuses and playerturns. Surviving and losing every ant are the game's
// doing, not the bot's: "ok". A bot that crashed is "exited", one that
// never started "not-ready", one the engine killed for an invalid order
// "invalid", each from its playerturns turn.
func officialMeta(o *engine.Official) *replay.Meta {
	m := &replay.Meta{Format: replay.FormatVersion, Game: Name, TurnLimit: o.Data.Turns,
		Players: make([]replay.PlayerMeta, o.Data.Players)}
	for i := range m.Players {
		p := &m.Players[i]
		if i < len(o.PlayerNames) {
			p.Name = o.PlayerNames[i]
		}
		p.Status, p.StatusTurn = replay.StatusOK, -1
		turn := -1
		if i < len(o.PlayerTurns) {
			turn = o.PlayerTurns[i]
		}
		if i >= len(o.Status) {
			continue
		}
		switch st := o.Status[i]; st {
		case engine.StatusCrashed, engine.StatusTimeout, engine.StatusInvalid:
			p.Status, p.StatusTurn = BotStatus(st), turn
		case engine.StatusNotStarted:
			p.Status, p.Detail = BotStatus(st), "the engine could not start it"
		case engine.StatusSurvived, engine.StatusEliminated:
		default:
			p.Detail = "the file says " + replay.Quote(st)
		}
	}
	return m
}

// playBack plays the replay's game back from its start with chance.
func playBack(o *engine.Official, m *engine.Map, p engine.Params, chance engine.Chance, meta *replay.Meta) (*Replay, error) {
	start, err := engine.New(m, p, chance)
	if err != nil {
		return nil, &engine.FileError{Where: "replaydata", Msg: err.Error()}
	}
	r := &Replay{start: givenOrigin(start), off: o, meta: meta}
	s := start.Clone()
	err = o.Replay(s, func(s *engine.State, ev *engine.Events) {
		r.notes = append(r.notes, notesOf(s, ev)...)
		if n := s.Next(); n%markEvery == 0 && !s.Over() {
			if r.marks == nil {
				r.marks = make(map[int]*engine.State)
			}
			r.marks[n] = s.Clone()
		}
	})
	if err != nil {
		return nil, err
	}
	if d := s.Diverged(); d != "" {
		return nil, &engine.FileError{Msg: "the file's random outcomes do not follow the rules: " + d}
	}
	r.final = s
	return r, nil
}

// readMeta reads the top-level "meta" member, nil if there is none.
func readMeta(data []byte) (*replay.Meta, error) {
	dec := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return nil, nil
	}
	for dec.PeekKind() == '"' {
		key, err := dec.ReadToken()
		if err != nil {
			return nil, nil
		}
		if key.String() != "meta" {
			if dec.SkipValue() != nil {
				return nil, nil
			}
			continue
		}
		v, err := dec.ReadValue()
		if err != nil {
			return nil, err
		}
		var m replay.Meta
		if err := json.Unmarshal(v, &m, metaOptions); err != nil {
			return nil, err
		}
		return &m, nil
	}
	return nil, nil
}
