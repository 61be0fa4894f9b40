package replay

import (
	"testing"
	"time"

	"github.com/go-json-experiment/json"
)

// A record written token by token (MarshalJSONTo) is written as its
// fields' tags say: as a type with the same fields and no method is.
func TestTurnRecordJSON(t *testing.T) {
	type plain TurnRecord // the same fields, no MarshalJSONTo
	recs := []TurnRecord{
		{},
		{Turn: 3, Seat: -1, Reply: "o 1 2 n\no 3 4 s", Took: 1500 * time.Microsecond},
		{Turn: 1 << 40, Seat: 15, Reply: "\"quoted\" \\ \t\x01 \u2028\u2029 </script> \xff\xfe", Stderr: "trace\nline 2",
			Limit: 3 * time.Second, Took: -time.Nanosecond},
		{Reply: "日本語", Draw: []string{"dot 1 2", "", "text 0 0 \"hi\""}, Dropped: []DrawDrop{{"off the board", 2}, {"", 0}}},
		{Draw: []string{}, Dropped: []DrawDrop{}},
	}
	for i, r := range recs {
		got, err := json.Marshal(r, WriteOptions)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(plain(r), WriteOptions)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("record %d:\n got %s\nwant %s", i, got, want)
		}
		// In a meta too.
		got, _ = json.Marshal(Meta{Turns: []TurnRecord{r, r}}, WriteOptions)
		want, _ = json.Marshal(struct {
			Meta
			Turns []plain `json:"turns,omitempty"`
		}{Meta{}, []plain{plain(r), plain(r)}}, WriteOptions)
		if string(got) != string(want) {
			t.Errorf("record %d in a meta:\n got %s\nwant %s", i, got, want)
		}
	}
}
