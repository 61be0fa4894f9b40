package match

import (
	"testing"

	"floorfall/replay"
)

// growRecords keeps the records, makes room for the new ones, and at least
// doubles the capacity when it grows, so that a long match copies its
// records a few times only.
func TestGrowRecords(t *testing.T) {
	var recs []replay.TurnRecord
	grows := 0
	for turn := range 5000 {
		before := cap(recs)
		recs = growRecords(recs, 10)
		if cap(recs) != before {
			grows++
			if before > 0 && cap(recs) < 2*before {
				t.Fatalf("capacity %d -> %d", before, cap(recs))
			}
		}
		if cap(recs)-len(recs) < 10 {
			t.Fatalf("room for %d records, want 10", cap(recs)-len(recs))
		}
		for seat := range 10 {
			recs = append(recs, replay.TurnRecord{Turn: turn, Seat: seat})
		}
	}
	if grows > 12 {
		t.Errorf("grown %d times for 50,000 records", grows)
	}
	for i, r := range recs {
		if r.Turn != i/10 || r.Seat != i%10 {
			t.Fatalf("record %d: %+v", i, r)
		}
	}
}
