package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"floorfall/replay"
)

// SeatOutcome is a seat's Outcome with the bot that played it: what
// floorfall's JSON says of a seat, in one schema wherever it says it
// ('floorfall info --json' and a tournament's results.json; see
// docs/replays.md):
//
//	{"name": "hunter", "status": "ok", "place": 2, "score": 120, "refused": 0,
//	 "out": true, "turn": 120, "by": 0, "how": "fell", "figures": {"drops": 1}}
//
// figures holds the game's figures by name in the game's order, a yes or
// no as true or false.
type SeatOutcome struct {
	// Name is the name of the seat's bot ("Player N" when the file names
	// none) and Status how it behaved (replay's statuses: "ok",
	// "timeout"...; "unknown" when the file does not say).
	Name, Status string
	Outcome
}

// SeatOutcomes are the seats of result r with the bots meta names (nil:
// a file that names none), as every JSON of floorfall writes them: no
// place before the end (0), and the game's points by place (Result.Points)
// one more figure, "points", when none of its own figures carries them.
func SeatOutcomes(r Result, meta *replay.Meta) []SeatOutcome {
	seats := make([]SeatOutcome, len(r.Outcomes))
	points := r.PointsFigure() == PointsName
	for i, o := range r.Outcomes {
		s := SeatOutcome{Name: "Player " + strconv.Itoa(i), Status: "unknown", Outcome: o}
		if meta != nil && i < len(meta.Players) {
			p := meta.Players[i]
			s.Status = p.Status
			if p.Name != "" {
				s.Name = p.Name
			}
		}
		if !r.Over {
			s.Place = 0
		}
		if points {
			s.Figures = append(slices.Clip(o.Figures), Figure{Name: PointsName, Value: r.Points[i]})
		}
		seats[i] = s
	}
	return seats
}

// PointsName is the name of the figure of a game's points by place when
// none of its own figures carries them.
const PointsName = "points"

// PointsFigure is the name of the figure that carries the game's points by
// place (Result.Points): the first of the game's own figures whose value is
// every seat's points, else PointsName (SeatOutcomes adds it); "" when the
// game gives none.
func (r Result) PointsFigure() string {
	if len(r.Points) != len(r.Outcomes) || len(r.Outcomes) == 0 {
		return ""
	}
	for _, f := range r.Outcomes[0].Figures {
		same := true
		for i, o := range r.Outcomes {
			v, ok := o.Figure(f.Name)
			same = same && ok && v == r.Points[i]
		}
		if same {
			return f.Name
		}
	}
	return PointsName
}

// seatJSON is a SeatOutcome's keys but its figures.
type seatJSON struct {
	Name    string          `json:"name"`
	Status  string          `json:"status"`
	Place   int             `json:"place"`
	Score   float64         `json:"score"`
	Refused int             `json:"refused"`
	Out     bool            `json:"out"`
	Turn    int             `json:"turn"`
	By      int             `json:"by"`
	How     string          `json:"how"`
	Figures json.RawMessage `json:"figures"`
}

// MarshalJSON writes the seat in the schema of SeatOutcome.
func (s SeatOutcome) MarshalJSON() ([]byte, error) {
	figs, err := marshalFigures(s.Figures)
	if err != nil {
		return nil, err
	}
	return json.Marshal(seatJSON{Name: s.Name, Status: s.Status, Place: s.Place, Score: s.Score, Refused: s.Refused,
		Out: s.Out, Turn: s.Turn, By: s.By, How: s.How, Figures: figs})
}

// UnmarshalJSON reads a seat written as MarshalJSON writes it; a key left
// out is its zero value (Turn and By -1).
func (s *SeatOutcome) UnmarshalJSON(b []byte) error {
	j := seatJSON{Turn: -1, By: -1}
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	figs, err := UnmarshalFigures(j.Figures)
	if err != nil {
		return err
	}
	*s = SeatOutcome{Name: j.Name, Status: j.Status, Outcome: Outcome{Place: j.Place, Score: j.Score, Refused: j.Refused,
		Out: j.Out, Turn: j.Turn, By: j.By, How: j.How, Figures: figs}}
	return nil
}

// marshalFigures writes figures as one JSON object, a key a figure in
// their order, a yes or no as true or false.
func marshalFigures(figs []Figure) ([]byte, error) {
	b := []byte{'{'}
	for i, f := range figs {
		if i > 0 {
			b = append(b, ',')
		}
		k, _ := json.Marshal(f.Name)
		vb, err := json.Marshal(f.JSON())
		if err != nil {
			return nil, fmt.Errorf("the figure %s: %w", f.Name, err)
		}
		b = append(append(append(b, k...), ':'), vb...)
	}
	return append(b, '}'), nil
}

// JSON is the figure's value as floorfall's JSON writes it: true or false
// for a yes or no, else the number.
func (f Figure) JSON() any {
	if f.Bool {
		return f.Value != 0
	}
	return f.Value
}

// UnmarshalFigures reads an object marshalFigures writes, in its order (a
// number a figure, true or false a yes or no); null or nothing is none.
func UnmarshalFigures(b []byte) ([]Figure, error) {
	if len(bytes.TrimSpace(b)) == 0 || string(bytes.TrimSpace(b)) == "null" {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("figures: not an object")
	}
	var figs []Figure
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("figures: %w", err)
		}
		name, _ := tok.(string)
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("figures: %s: %w", name, err)
		}
		switch v := v.(type) {
		case float64:
			figs = append(figs, Figure{Name: name, Value: v})
		case bool:
			f := Figure{Name: name, Bool: true}
			if v {
				f.Value = 1
			}
			figs = append(figs, f)
		default:
			return nil, fmt.Errorf("figures: %s is not a number, true or false", name)
		}
	}
	return figs, nil
}
