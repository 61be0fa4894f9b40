package tenka1

import (
	"fmt"
	"io"
	"strconv"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"floorfall/game"
	"floorfall/games/tenka1/engine"
	"floorfall/replay"
)

// Replay is a Tenka1 replay: each turn's six moves (absolute seat order,
// -1 for none), played back by the rules, and floorfall's meta.
//
// The file (floorfall's own: the contest published no replay format):
//
//	{
//	  "tenka1": {
//	    "turns": 294,
//	    "moves": [
//	      [0, 1, 2, 3, -1, 0],
//	      ...
//	    ],
//	    "scores": [...], "rankPoints": [...]
//	  },
//	  "meta": {...}
//	}
//
// turns, scores and rankPoints are for people: when a file gives them
// they must be what the moves make.
type Replay struct {
	moves  [][engine.Agents]int8
	states []engine.State // after 0..len(moves) turns
	meta   *replay.Meta
	notes  []game.Note
}

func (r *Replay) Game() game.Game    { return Game{} }
func (r *Replay) Meta() *replay.Meta { return r.meta }
func (r *Replay) Seats() int         { return engine.Agents }
func (r *Replay) Turns() int         { return len(r.moves) }
func (r *Replay) Notes() []game.Note { return r.notes }

// Result is the outcome of the game in the file, each seat's refused
// replies and requests the meta's (the moves tell none).
func (r *Replay) Result() game.Result {
	res := ResultOf(r.Final())
	if r.meta != nil {
		for a := range res.Outcomes[:min(len(res.Outcomes), len(r.meta.Players))] {
			res.Outcomes[a].Refused = r.meta.Players[a].Refused
		}
	}
	return res
}

// Final is the state at the end of the replay.
func (r *Replay) Final() *engine.State { return &r.states[len(r.states)-1] }

// State is the state after the first t turns, t within [0, Turns()].
func (r *Replay) State(t int) (*engine.State, error) {
	if t < 0 || t >= len(r.states) {
		return nil, fmt.Errorf("turn %d is not in the game (0 to %d)", t, r.Turns())
	}
	return &r.states[t], nil
}

// Moves are each turn's moves (the replay's own).
func (r *Replay) Moves() [][engine.Agents]int8 { return r.moves }

// playBack plays moves from the start.
func playBack(moves [][engine.Agents]int8, meta *replay.Meta) (*Replay, error) {
	if len(moves) > engine.Turns {
		return nil, fmt.Errorf("%d turns: a game has %d", len(moves), engine.Turns)
	}
	r := &Replay{moves: moves, meta: meta, states: make([]engine.State, 0, len(moves)+1)}
	s := engine.New()
	r.states = append(r.states, s)
	for _, mv := range moves {
		var m [engine.Agents]int
		for a, v := range mv {
			m[a] = int(v)
		}
		s.Play(m)
		r.states = append(r.states, s)
	}
	if s.Over() {
		r.notes = endNotes(&s)
	}
	return r, nil
}

// At is the match after the first t turns, to play on from.
func (r *Replay) At(t int) (game.Match, error) {
	if t == r.Turns() && r.Final().Over() {
		return nil, fmt.Errorf("the game is over after %d turns", t)
	}
	s, err := r.State(t)
	if err != nil {
		return nil, err
	}
	m := &Match{s: *s, moves: r.moves[:t:t]}
	if r.meta != nil && r.meta.Seed != nil { // an older replay has none
		m.seed, m.seeded = *r.meta.Seed, true
	}
	return m, nil
}

// Input is the answer seat got to its call of turn t-1 (what it knew when
// it chose its move for turn t), "now" 0; turn 0: the start, which no
// call is answered with; turn Turns(): the last answer. Every seat acts in
// every turn: seat -1 names none.
func (r *Replay) Input(dst []byte, t, seat int, params map[string]string) ([]byte, error) {
	if t < 0 || t > r.Turns() {
		return dst, fmt.Errorf("the game has no turn %d (its turns are 0 to %d; %d is its last answer)", t, r.Turns()-1, r.Turns())
	}
	if seat < 0 || seat >= engine.Agents {
		return dst, fmt.Errorf("all six seats act in every turn of Tenka1 2022: give a seat from 0 to 5")
	}
	for k := range params {
		return dst, fmt.Errorf("--%s: Tenka1 2022 has no such parameter", k)
	}
	return r.states[t].AppendAnswer(dst, seat, 0), nil
}

// Write writes the replay file.
func (r *Replay) Write(w io.Writer) error {
	b := []byte("{\n  \"tenka1\": {\n    \"turns\": ")
	b = strconv.AppendInt(b, int64(r.Turns()), 10)
	b = append(b, ",\n    \"moves\": ["...)
	for t, mv := range r.moves {
		if t > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n      ["...)
		for a, v := range mv {
			if a > 0 {
				b = append(b, ", "...)
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
		b = append(b, ']')
	}
	if len(r.moves) > 0 {
		b = append(b, "\n    "...)
	}
	f := r.Final()
	pts := f.RankPoints()
	b = append(b, "],\n    \"scores\": "...)
	b = appendInts(b, f.Score[:])
	b = append(b, ",\n    \"rankPoints\": "...)
	b = appendInts(b, pts[:])
	b = append(b, "\n  }"...)
	if r.meta != nil {
		b = append(b, ",\n  \"meta\": "...)
		var err error
		if b, err = replay.AppendMeta(b, r.meta); err != nil {
			return fmt.Errorf("writing the meta: %w", err)
		}
	}
	_, err := w.Write(append(b, "\n}\n"...))
	return err
}

func appendInts(b []byte, v []int) []byte {
	b = append(b, '[')
	for i, x := range v {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return append(b, ']')
}

// fileJSON is a replay file as read.
type fileJSON struct {
	Tenka1 *struct {
		Turns      *int    `json:"turns"`
		Moves      [][]int `json:"moves"`
		Scores     []int   `json:"scores"`
		RankPoints []int   `json:"rankPoints"`
	} `json:"tenka1"`
	Meta *replay.Meta `json:"meta"`
}

// metaFields is replay.Meta without its read function.
type metaFields replay.Meta

var readOptions = replay.ReadOptions(json.JoinUnmarshalers(
	json.UnmarshalFromFunc(func(dec *jsontext.Decoder, m *replay.Meta) error {
		*m = replay.Meta{Game: Name, TurnLimit: engine.Turns, Players: replay.DefaultPlayers(engine.Agents)}
		return replay.ReadMeta(dec, m, (*metaFields)(m))
	}),
))

// Decode reads a Tenka1 replay and plays its moves back, refusing a file
// whose moves are out of range or do not make the scores it gives.
func (Game) Decode(data []byte, name string) (game.Replay, error) {
	if len(data) > replay.MaxFileSize {
		return nil, replay.Errorf(name, "", "larger than %d MiB", replay.MaxFileSize>>20)
	}
	var f fileJSON
	if err := json.Unmarshal(data, &f, readOptions); err != nil {
		return nil, replay.JSONError(err, data, name)
	}
	body := f.Tenka1
	if body == nil {
		return nil, replay.Errorf(name, "top level", "missing \"tenka1\"")
	}
	if len(body.Moves) > engine.Turns {
		return nil, replay.Errorf(name, "tenka1.moves", "has %d turns; a game has %d", len(body.Moves), engine.Turns)
	}
	moves := make([][engine.Agents]int8, len(body.Moves))
	for t, mv := range body.Moves {
		if len(mv) != engine.Agents {
			return nil, replay.Errorf(name, fmt.Sprintf("tenka1.moves[%d]", t), "has %d moves, want %d", len(mv), engine.Agents)
		}
		for a, v := range mv {
			if v < -1 || v > 3 {
				return nil, replay.Errorf(name, fmt.Sprintf("tenka1.moves[%d][%d]", t, a), "is %d, want -1 (none) or 0 to 3", v)
			}
			moves[t][a] = int8(v)
		}
	}
	if body.Turns != nil && *body.Turns != len(moves) {
		return nil, replay.Errorf(name, "tenka1.turns", "is %d, but moves has %d turns", *body.Turns, len(moves))
	}
	if m := f.Meta; m != nil {
		if err := m.Check(name, Name, engine.Agents); err != nil {
			return nil, err
		}
		if err := m.CheckPlayed(name, len(moves)); err != nil {
			return nil, err
		}
	}
	r, err := playBack(moves, f.Meta)
	if err != nil {
		return nil, replay.Errorf(name, "tenka1.moves", "%v", err)
	}
	fin := r.Final()
	pts := fin.RankPoints()
	if body.Scores != nil && fmt.Sprint(body.Scores) != fmt.Sprint(fin.Score[:]) {
		return nil, replay.Errorf(name, "tenka1.scores", "is %v, but the moves make %v", body.Scores, fin.Score)
	}
	if body.RankPoints != nil && fmt.Sprint(body.RankPoints) != fmt.Sprint(pts[:]) {
		return nil, replay.Errorf(name, "tenka1.rankPoints", "is %v, but the scores make %v", body.RankPoints, pts)
	}
	return r, nil
}
