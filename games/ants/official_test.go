package ants

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"floorfall/games/ants/engine"
	"floorfall/replay"
)

// An official file read gives its players' names and how their bots fared
// as its meta, its ranks and scores, and its eliminated players out in
// their playerturns turn; written back, it is the official file, without
// a meta.
func TestOfficialFile(t *testing.T) {
	bots := map[string]string{"survived": "ok", "eliminated": "ok", "crashed": "exited", "timeout": "timeout"}
	eliminated := 0
	for _, path := range tracePaths(t) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json.gz"), func(t *testing.T) {
			tr := readTrace(t, path)
			var file struct {
				PlayerNames []string `json:"playernames"`
				Status      []string `json:"status"`
				PlayerTurns []int    `json:"playerturns"`
				Rank        []int    `json:"rank"`
				Score       []float64
			}
			if err := json.Unmarshal(tr.OfficialReplay, &file); err != nil {
				t.Fatal(err)
			}
			r := decodeTrace(t, tr)
			m := r.Meta()
			if m == nil || m.Game != Name || len(m.Players) != r.Seats() || m.TurnLimit != r.Official().Data.Turns {
				t.Fatalf("meta %+v", m)
			}
			res := r.Result()
			for p, pm := range m.Players {
				want, ok := bots[file.Status[p]]
				if !ok {
					t.Fatalf("status %q: not in this test", file.Status[p])
				}
				wantTurn := -1
				if want != replay.StatusOK {
					wantTurn = file.PlayerTurns[p]
				}
				if pm.Name != file.PlayerNames[p] || pm.Status != want || pm.StatusTurn != wantTurn {
					t.Errorf("seat %d: %+v, want %s, %s at %d", p, pm, file.PlayerNames[p], want, wantTurn)
				}
				o := res.Outcomes[p]
				out := file.Status[p] == engine.StatusEliminated
				if o.Out != out || out && (o.Turn != file.PlayerTurns[p] || o.How != "eliminated" || o.By != -1) {
					t.Errorf("seat %d: outcome %+v; the file says %s, turn %d", p, o, file.Status[p], file.PlayerTurns[p])
				}
				if out {
					eliminated++
				}
				if o.Place != file.Rank[p]+1 || o.Score != file.Score[p] {
					t.Errorf("seat %d: place %d, score %v; the file says rank %d, score %v", p, o.Place, o.Score, file.Rank[p], file.Score[p])
				}
			}
			var b bytes.Buffer
			if err := r.Write(&b); err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(b.Bytes(), []byte(`"meta"`)) {
				t.Error("the meta made from the file is written into it")
			}
			back, err := Game{}.Decode(b.Bytes(), "back.json")
			if err != nil {
				t.Fatal(err)
			}
			if d := engine.Diff(back.(*Replay).Official(), r.Official()); d != "" || !slices.Equal(back.Meta().Players, m.Players) {
				t.Errorf("written back: %s; meta %+v", d, back.Meta())
			}
		})
	}
	if eliminated == 0 {
		t.Error("no eliminated player in the traces")
	}
}

// The statuses with no trace: a bot the engine could not start, one
// killed for an invalid order, a status the engine does not give.
func TestOfficialMeta(t *testing.T) {
	o := &engine.Official{PlayerNames: []string{"a", "b", "c"}, Status: []string{"crashed 0", "invalid", "gone"}, PlayerTurns: []int{0, 7, 9}}
	o.Data.Players, o.Data.Turns = 3, 100
	m := officialMeta(o)
	want := []replay.PlayerMeta{
		{Name: "a", Status: replay.StatusNotReady, StatusTurn: -1, Detail: "the engine could not start it"},
		{Name: "b", Status: replay.StatusInvalid, StatusTurn: 7},
		{Name: "c", Status: replay.StatusOK, StatusTurn: -1, Detail: `the file says "gone"`},
	}
	if !slices.Equal(m.Players, want) {
		t.Errorf("%+v\nwant %+v", m.Players, want)
	}
	if err := m.Check("x.json", Name, 3); err != nil {
		t.Errorf("the meta made does not pass the meta's checks: %v", err)
	}
}

// A file whose status, playerturns, rank or score are not what its game
// played by the rules gives is refused, naming the key and the seat.
func TestOfficialResultChecked(t *testing.T) {
	tr := readTrace(t, "testdata/trace_001.json.gz") // player 2 eliminated in turn 34
	for _, tc := range []struct {
		key  string
		v    any
		want string
	}{
		{"status", []string{"survived", "survived", "survived", "survived"}, "status[2]: eliminated, not survived"},
		{"playerturns", []int{276, 276, 35, 276}, "playerturns[2]: 34, not 35"},
		{"rank", []int{1, 0, 2, 3}, "rank[3]: 2, not 3"},
		{"score", []int{1, 5, 0, 1}, "score[3]: 0, not 1"},
	} {
		var c map[string]any
		json.Unmarshal(tr.OfficialReplay, &c)
		c[tc.key] = tc.v
		b, _ := json.Marshal(c)
		_, err := Game{}.Decode(b, "bad.json")
		want := "replay bad.json: the game played by the rules from the file's start and orders differs from the file: " + tc.want
		if err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", tc.key, err, want)
		}
	}
}
