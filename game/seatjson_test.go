package game

import (
	"encoding/json"
	"reflect"
	"testing"

	"floorfall/replay"
)

// A seat's outcome is written in the one schema (every key, the figures
// an object in the game's order, a yes or no true or false) and reads
// back the same.
func TestSeatOutcomeJSON(t *testing.T) {
	o := SeatOutcome{Name: "hunter", Status: "ok", Outcome: In()}
	o.Place, o.Score, o.Refused = 2, 120, 3
	o.PutOut(40, 0, "sunk")
	o.Figures = []Figure{{Name: "hits", Value: 7}, {Name: "alive", Bool: true}, {Name: "damage", Value: 2.5}}
	b, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"name":"hunter","status":"ok","place":2,"score":120,"refused":3,"out":true,"turn":40,"by":0,"how":"sunk","figures":{"hits":7,"alive":false,"damage":2.5}}`
	if string(b) != want {
		t.Errorf("written\n%s\nwant\n%s", b, want)
	}
	var back SeatOutcome
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, o) {
		t.Errorf("read back: %v\n%+v\nwant\n%+v", err, back, o)
	}
	// No figures: an empty object; keys left out read as none (never out).
	in := SeatOutcome{Name: "a", Outcome: In()}
	if b, _ := json.Marshal(in); string(b) != `{"name":"a","status":"","place":0,"score":0,"refused":0,"out":false,"turn":-1,"by":-1,"how":"","figures":{}}` {
		t.Errorf("no figures: %s", b)
	}
	if err := json.Unmarshal([]byte(`{"name":"a"}`), &back); err != nil || !reflect.DeepEqual(back, in) {
		t.Errorf("keys left out: %v %+v", err, back)
	}
	for _, bad := range []string{`{"figures":[1]}`, `{"figures":{"a":"x"}}`, `{"figures":{"a":null}}`, `{"place":"x"}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s read", bad)
		}
	}
}

// SeatOutcomes name the seats' bots from the meta ("Player N" and
// "unknown" where it says nothing), place nobody before the end, and add
// the game's points by place as a figure when none of its own carries
// them.
func TestSeatOutcomes(t *testing.T) {
	r := Result{Outcomes: []Outcome{In(), In(), In()}, Points: []float64{3, 0, -3}}
	for i := range r.Outcomes {
		r.Outcomes[i].Place = i + 1
		r.Outcomes[i].Figures = []Figure{{Name: "area", Value: float64(10 - i)}}
	}
	meta := &replay.Meta{Players: []replay.PlayerMeta{{Name: "greedy", Status: "ok"}, {Status: "timeout"}}}
	got := SeatOutcomes(r, meta)
	if len(got) != 3 || got[0].Name != "greedy" || got[1].Name != "Player 1" || got[1].Status != "timeout" ||
		got[2].Name != "Player 2" || got[2].Status != "unknown" {
		t.Fatalf("names and statuses: %+v", got)
	}
	for i, o := range got {
		if o.Place != 0 || len(o.Figures) != 2 || o.Figures[1] != (Figure{Name: PointsName, Value: r.Points[i]}) {
			t.Errorf("seat %d before the end: %+v", i, o)
		}
	}
	if len(r.Outcomes[0].Figures) != 1 {
		t.Errorf("the result's figures changed: %+v", r.Outcomes[0].Figures)
	}
	r.Over = true
	for i := range r.Outcomes {
		r.Outcomes[i].Figures = append(r.Outcomes[i].Figures, Figure{Name: "rank_points", Value: r.Points[i]})
	}
	if pf := r.PointsFigure(); pf != "rank_points" {
		t.Errorf("points carried by %q", pf)
	}
	for i, o := range SeatOutcomes(r, nil) {
		if o.Place != i+1 || len(o.Figures) != 2 || o.Name != "Player "+string(rune('0'+i)) {
			t.Errorf("seat %d at the end: %+v", i, o)
		}
	}
	if pf := (Result{Outcomes: r.Outcomes}).PointsFigure(); pf != "" {
		t.Errorf("no points, carried by %q", pf)
	}
}
