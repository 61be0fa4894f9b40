package ants

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/ants/engine"
	tracefile "floorfall/games/ants/internal/trace"
	"floorfall/games/ants/internal/tracereply"
	"floorfall/internal/gametest"
	"floorfall/replay"
)

type trace = tracefile.Trace

var readTrace = tracefile.MustRead

func tracePaths(t testing.TB) []string { return tracefile.MustPaths(t, "testdata") }

// replyOf is the trace's answer of seat p to slot k, as the runner hands
// it to the game.
func replyOf(tr *trace, k, p int) game.Reply { return tracereply.Of(tr, k, p) }

// decodeTrace reads the trace's official replay through the game.
func decodeTrace(t testing.TB, tr *trace) *Replay {
	t.Helper()
	if !(Game{}).Sniff(tr.OfficialReplay) {
		t.Fatal("an official replay is not recognised")
	}
	r, err := Game{}.Decode(tr.OfficialReplay, "official.json")
	if err != nil {
		t.Fatal(err)
	}
	return r.(*Replay)
}

// playTrace plays the trace's game through the game interface as the
// runner does (Acting, Input, Play, Send), with the trace's answers, from
// the official replay as the initial setup; it checks every text sent.
func playTrace(t *testing.T, tr *trace, m game.Match, from int) game.Match {
	n := len(tr.Players)
	bad := 0
	check := func(k, p int, got string) {
		want := tr.Inputs[k][p]
		switch {
		case want == nil:
			t.Errorf("slot %d seat %d: sent %.60q, the engine sent nothing", k, p, got)
			bad++
		case got+"\n" != *want:
			t.Errorf("slot %d seat %d: sent\n%s\nwant\n%s", k, p, got, *want)
			bad++
		}
	}
	var acts []game.Act
	out := make([]bool, n)
	for k := from; !m.Over(); k++ {
		if m.Turn() != k {
			t.Fatalf("Turn %d in slot %d", m.Turn(), k)
		}
		acts = m.Acting(acts[:0])
		var replies []game.Reply
		acting := make([]bool, n)
		for _, a := range acts {
			acting[a.Seat] = true
			if k == 0 && a.Limit.Milliseconds() != 3000 {
				t.Errorf("setup limit %v", a.Limit)
			}
			check(k, a.Seat, string(m.Input(nil, a.Seat)))
			replies = append(replies, replyOf(tr, k, a.Seat))
		}
		for p := range n {
			if !acting[p] && !out[p] && tr.Inputs[k][p] != nil {
				t.Errorf("slot %d seat %d not acting, but the engine sent it %.60q", k, p, *tr.Inputs[k][p])
				bad++
			}
		}
		turn := m.Play(replies)
		for _, msg := range turn.Send {
			check(k+1, msg.Seat, msg.Text)
			out[msg.Seat] = true
		}
		for _, p := range turn.Out {
			out[p] = true
		}
		if bad > 3 {
			t.FailNow()
		}
	}
	return m
}

// Every trace conforms through the game interface: each text a bot is
// sent equals the official engine's, byte for byte; the replay written
// equals the official one on every key the conformance README lists.
func TestConformance(t *testing.T) {
	for _, path := range tracePaths(t) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json.gz"), func(t *testing.T) {
			tr := readTrace(t, path)
			initial := decodeTrace(t, tr)
			m, err := Game{}.New(game.Setup{Seats: len(tr.Players), Initial: initial})
			if err != nil {
				t.Fatal(err)
			}
			m = playTrace(t, tr, m, 0)
			res := m.Result()
			// The engine ends as the official one, in its words (the
			// replay's cutoff); floorfall says the reason as a token.
			if cutoff := m.(*Match).s.Cutoff(); !res.Over || cutoff != tr.Reason || res.Reason != Reason(tr.Reason) || res.Turns != tr.EndTurn {
				t.Errorf("result %+v (cutoff %q), want %s after turn %d", res, cutoff, tr.Reason, tr.EndTurn)
			}
			if strings.Contains(res.Reason, " ") {
				t.Errorf("reason %q is not a token", res.Reason)
			}
			for p, sc := range tr.Scores {
				if res.Scores()[p] != float64(sc) {
					t.Errorf("scores %v, want %v", res.Scores(), tr.Scores)
					break
				}
			}
			meta := &replay.Meta{Players: make([]replay.PlayerMeta, len(tr.Players))}
			for p, name := range tr.Players {
				meta.Players[p] = replay.PlayerMeta{Name: name, Status: replay.StatusOK, StatusTurn: -1}
			}
			var b bytes.Buffer
			if err := m.Replay(meta).Write(&b); err != nil {
				t.Fatal(err)
			}
			back, err := Game{}.Decode(b.Bytes(), "out.json")
			if err != nil {
				t.Fatalf("the replay written does not read back: %v", err)
			}
			official, err := engine.ParseOfficial(tr.OfficialReplay)
			if err != nil {
				t.Fatal(err)
			}
			if d := engine.Diff(back.(*Replay).Official(), official); d != "" {
				t.Errorf("the replay written differs from the official one: %s", d)
			}
			if got := back.Meta(); got == nil || got.Game != Name || got.Players[1].Name != tr.Players[1] {
				t.Errorf("meta read back: %+v", got)
			}
			if n := back.(*Replay).Official().PlayerNames; !slices.Equal(n, tr.Players) {
				t.Errorf("playernames %v", n)
			}
		})
	}
}

// A replay gives what each seat was sent in any turn, and plays on from
// any turn as the original game went (the same answers, the same game).
func TestReplayInputAndAt(t *testing.T) {
	tr := readTrace(t, "testdata/trace_001.json.gz")
	r := decodeTrace(t, tr)
	if r.Turns() != tr.EndTurn+1 || r.Seats() != 4 {
		t.Fatalf("%d turns, %d seats", r.Turns(), r.Seats())
	}
	// Some turns, every turn in order (as floorfall diff asks: each
	// turn played on from the one before), then back and far ahead.
	turns := []int{0, 1, 99, 100, 150, 276}
	for k := range r.Turns() {
		turns = append(turns, k)
	}
	turns = append(turns, 3, 200, 201, 20, 276, 275)
	for _, k := range turns {
		for p := range 4 {
			got, err := r.Input(nil, k, p, nil)
			want := tr.Inputs[k][p]
			if want != nil && strings.HasPrefix(*want, "end\n") {
				want = nil // the end message of a player out: not a turn's input
			}
			switch {
			case want == nil && err == nil:
				t.Errorf("turn %d seat %d: sent %.40q, the engine sent nothing", k, p, got)
			case want != nil && (err != nil || string(got)+"\n" != *want):
				t.Errorf("turn %d seat %d: %v\n%s\nwant\n%s", k, p, err, got, *want)
			}
		}
	}
	if _, err := r.Input(nil, 5, -1, nil); err == nil {
		t.Error("Input without a seat")
	}
	if _, err := r.Input(nil, r.Turns(), 0, nil); err == nil {
		t.Error("Input after the end")
	}
	if _, err := r.At(r.Turns()); err == nil {
		t.Error("At after the end of a finished game")
	}
	for _, at := range []int{0, 150, 250} {
		m, err := r.At(at)
		if err != nil {
			t.Fatal(err)
		}
		m = playTrace(t, tr, m, at)
		var b bytes.Buffer
		if err := m.Replay(nil).Write(&b); err != nil {
			t.Fatal(err)
		}
		o, err := engine.ParseOfficial(b.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if d := engine.Diff(o, r.Official()); d != "" {
			t.Errorf("played on from turn %d: %s", at, d)
		}
	}
}

// Replays that are not as the rules make them are refused, naming the
// file and the place.
func TestDecodeErrors(t *testing.T) {
	tr := readTrace(t, "testdata/trace_004.json.gz")
	var top map[string]any
	if err := json.Unmarshal(tr.OfficialReplay, &top); err != nil {
		t.Fatal(err)
	}
	edit := func(f func(top, data map[string]any)) []byte {
		var c map[string]any
		json.Unmarshal(tr.OfficialReplay, &c)
		f(c, c["replaydata"].(map[string]any))
		b, _ := json.Marshal(c)
		return b
	}
	for _, tc := range []struct {
		data []byte
		want string
	}{
		{[]byte(`{"replaydata": `), "replay bad.json: "},
		{edit(func(top, d map[string]any) { top["score"] = []int{1, 3} }), "replay bad.json: the game played by the rules from the file's start and orders differs from the file: score[0]: 0, not 1"},
		{edit(func(top, d map[string]any) { d["revision"] = 2 }), "replay bad.json: replaydata.revision: 2: only revision 3 is read"},
		{edit(func(top, d map[string]any) { d["ants"].([]any)[0].([]any)[5] = "nenn-" }), "replay bad.json: the game played by the rules from the file's start and orders differs from the file: replaydata.map.data[7]: at 53: 'b', not '.'"},
		{edit(func(top, d map[string]any) { d["ants"].([]any)[0].([]any)[5] = "nenx-" }), "replay bad.json: replaydata.ants: turn 4: ant 0 has order 'x', not one of n e s w -"},
		{edit(func(top, d map[string]any) { d["ants"].([]any)[1].([]any)[2] = "x" }), "replay bad.json: replaydata.ants[1][2]: x is not an integer"},
		{edit(func(top, d map[string]any) { d["players"] = 3 }), "replay bad.json: playerturns: 2 items for 3 players"},
		{edit(func(top, d map[string]any) { d["food"].([]any)[0].([]any)[2] = 2 }), "replay bad.json: replaydata.food[1]: appears in turn 0, before the food listed before it"},
	} {
		_, err := Game{}.Decode(tc.data, "bad.json")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want %q", err, tc.want)
		}
	}
}

// Sniff tells an official Ants replay from other files.
func TestSniff(t *testing.T) {
	tr := readTrace(t, "testdata/trace_003.json.gz")
	for _, tc := range []struct {
		data string
		want bool
	}{
		{string(tr.OfficialReplay), true},
		{`{"replaydata": {}, "challenge": "ants"}`, true},
		{`{"challenge": "ants", "game_id": 0, "game_len`, true}, // cut short
		{`{"replaydata": {"ants": [[`, true},
		{`{"challenge": "an`, false},
		{`{"challenge": "tron", "replaydata": {}}`, false},
		{`{"replay": {"initial": []}, "winner": 1}`, false},
		{`{"meta": {"replaydata": {}}}`, false},
		{`not json`, false},
	} {
		if got := (Game{}).Sniff([]byte(tc.data)); got != tc.want {
			t.Errorf("Sniff(%.50q) = %v", tc.data, got)
		}
	}
}

func metaFor(n int) *replay.Meta {
	m := &replay.Meta{Players: make([]replay.PlayerMeta, n)}
	for p := range n {
		m.Players[p] = replay.PlayerMeta{Name: fmt.Sprintf("bot %d", p), Status: replay.StatusOK, StatusTurn: -1}
	}
	return m
}

// The order lines the engine finds invalid (and an answer too long to
// read) count against their seat: the match's result says so, and so does
// its replay read back, from its meta (the official replay keeps only the
// orders taken); the official file alone tells none.
func TestRefusedOrders(t *testing.T) {
	m, err := Game{}.New(game.Setup{Seats: 2, Seed: 1, Params: map[string]string{"turns": "12"}})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Over() {
		turn := m.Turn()
		var replies []game.Reply
		for _, a := range m.Acting(nil) {
			r := game.Reply{Seat: a.Seat, Text: "go\n"}
			switch {
			case a.Seat == 1 && turn == 5:
				r.Text, r.Missing = "", "invalid" // too long
			case a.Seat == 1:
				r.Text = "o 1 2 x\nbad line\ngo\n"
			}
			replies = append(replies, r)
		}
		m.Play(replies)
	}
	// Turn 0 is the setup (orders not read); turns 1 to 12 two invalid
	// lines each but turn 5's, one answer.
	want := []int{0, 2*11 + 1}
	check := func(what string, res game.Result, want []int) {
		t.Helper()
		for p, o := range res.Outcomes {
			if o.Refused != want[p] {
				t.Errorf("%s: seat %d refused %d, want %d", what, p, o.Refused, want[p])
			}
		}
	}
	check("the match", m.Result(), want)
	r := m.Replay(metaFor(2))
	check("its replay", r.Result(), want)
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"refused": 23`) {
		t.Errorf("the meta does not record the invalid orders")
	}
	check("read back", gametest.ReadBack(t, r).Result(), want)
	check("the official file", gametest.ReadBack(t, m.Replay(nil)).Result(), []int{0, 0})
}
