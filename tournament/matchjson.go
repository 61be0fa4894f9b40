package tournament

import (
	"encoding/json"
	"fmt"

	"floorfall/game"
)

// UnmarshalJSON reads a match of results.json: as written now (its seats'
// outcomes in the schema of game.SeatOutcome), or as results.json held it
// before (a list a key: seats, places, scores, status, and outcomes holding
// figures by name and how a seat left the game), which reads into the same
// outcomes (an older file's yes-or-no figures as the numbers 1 and 0, its
// refused orders as none).
func (mr *MatchResult) UnmarshalJSON(b []byte) error {
	var j struct {
		File     string            `json:"file"`
		Seed     *int64            `json:"seed"`
		Winner   int               `json:"winner"`
		Reason   string            `json:"reason"`
		Turns    int               `json:"turns"`
		Outcomes []json.RawMessage `json:"outcomes"`
		// Before: a list a key.
		Seats  []string  `json:"seats"`
		Places []int     `json:"places"`
		Scores []float64 `json:"scores"`
		Status []string  `json:"status"`
	}
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*mr = MatchResult{File: j.File, Seed: j.Seed, Winner: j.Winner, Reason: j.Reason, Turns: j.Turns}
	if j.Places == nil && j.Seats == nil {
		mr.Outcomes = make([]game.SeatOutcome, len(j.Outcomes))
		for i, o := range j.Outcomes {
			if err := json.Unmarshal(o, &mr.Outcomes[i]); err != nil {
				return fmt.Errorf("%s: outcome of seat %d: %w", j.File, i, err)
			}
		}
		return nil
	}
	mr.Outcomes = make([]game.SeatOutcome, len(j.Seats))
	for i, name := range j.Seats {
		o := game.SeatOutcome{Name: name, Outcome: game.In()}
		if i < len(j.Places) {
			o.Place = j.Places[i]
		}
		if i < len(j.Scores) {
			o.Score = j.Scores[i]
		}
		if i < len(j.Status) {
			o.Status = j.Status[i]
		}
		if i < len(j.Outcomes) {
			var rest struct {
				Figures json.RawMessage `json:"figures"`
				Out     bool            `json:"out"`
				Turn    int             `json:"turn"`
				By      int             `json:"by"`
				How     string          `json:"how"`
			}
			rest.Turn, rest.By = -1, -1
			if err := json.Unmarshal(j.Outcomes[i], &rest); err != nil {
				return fmt.Errorf("%s: outcome of seat %d: %w", j.File, i, err)
			}
			figs, err := game.UnmarshalFigures(rest.Figures)
			if err != nil {
				return fmt.Errorf("%s: outcome of seat %d: %w", j.File, i, err)
			}
			o.Figures, o.Out, o.Turn, o.By, o.How = figs, rest.Out, rest.Turn, rest.By, rest.How
		}
		mr.Outcomes[i] = o
	}
	return nil
}
