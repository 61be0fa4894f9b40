package tournament

import (
	"encoding/json"

	"floorfall/game"
)

// UnmarshalJSON reads a match of results.json: as written now (its seats'
// outcomes in the schema of game.SeatOutcome), or as results.json held it
// before (a list a key: seats, places, scores, status; outcomes holding
// only the figures by name and how a seat left the game), which reads into
// the same outcomes (an older file's yes-or-no figures as the numbers 1
// and 0, its refused orders as none).
func (mr *MatchResult) UnmarshalJSON(b []byte) error {
	type plain MatchResult
	var j struct {
		plain
		Seats  []string  `json:"seats"`
		Places []int     `json:"places"`
		Scores []float64 `json:"scores"`
		Status []string  `json:"status"`
	}
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*mr = MatchResult(j.plain)
	for i, name := range j.Seats {
		if i == len(mr.Outcomes) {
			mr.Outcomes = append(mr.Outcomes, game.SeatOutcome{Outcome: game.In()})
		}
		o := &mr.Outcomes[i]
		o.Name = name
		if i < len(j.Places) {
			o.Place = j.Places[i]
		}
		if i < len(j.Scores) {
			o.Score = j.Scores[i]
		}
		if i < len(j.Status) {
			o.Status = j.Status[i]
		}
	}
	return nil
}
