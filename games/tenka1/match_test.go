package tenka1

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"floorfall/game"
	"floorfall/games/tenka1/engine"
	"floorfall/games/tenka1/internal/trace"
	"floorfall/replay"
)

func loadTraces(t testing.TB) []*trace.Trace {
	t.Helper()
	ts, err := trace.LoadAll("testdata")
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// replies are a trace's turn t as a match's replies: a move, or none (a
// seat that made no call timed out).
func replies(tr *trace.Trace, t int) []game.Reply {
	var rs []game.Reply
	for a, v := range tr.Moves[t] {
		r := game.Reply{Seat: a, Text: fmt.Sprint(v)}
		if v < 0 {
			r = game.Reply{Seat: a, Missing: "timeout"}
		}
		rs = append(rs, r)
	}
	return rs
}

// checkFinal checks a result against a trace's final scores and ranks.
func checkFinal(t *testing.T, tr *trace.Trace, r game.Result) {
	t.Helper()
	var scores []int
	for _, s := range r.Scores() {
		scores = append(scores, int(s))
	}
	if !r.Over || r.Turns != engine.Turns || !slices.Equal(scores, tr.Final.Scores) || !slices.Equal(r.Places(), tr.Final.Ranks) {
		t.Fatalf("%s: result %+v, want scores %v ranks %v", tr.File, r, tr.Final.Scores, tr.Final.Ranks)
	}
}

// Every trace through the game interface: what each seat is sent after
// each turn is the recorded answer, the results and the ranking points
// are the recorded ones, and the match's replay reads back into the same
// game.
func TestTracesThroughTheGame(t *testing.T) {
	for _, tr := range loadTraces(t) {
		g := Game{}
		m, err := g.New(game.Setup{Seats: 6})
		if err != nil {
			t.Fatal(err)
		}
		var buf []byte
		for turn := range tr.Moves {
			acts := m.Acting(nil)
			if len(acts) != 6 {
				t.Fatalf("%s turn %d: %d seats act", tr.File, turn, len(acts))
			}
			played := m.Play(replies(tr, turn))
			for seat, want := range tr.Responses[turn] {
				if want == nil {
					continue
				}
				if buf = m.Input(buf[:0], seat); string(buf) != *want {
					t.Fatalf("%s turn %d seat %d:\n got %s\nwant %s", tr.File, turn, seat, buf, *want)
				}
				if m.Over() && played.Send[seat].Text != *want {
					t.Fatalf("%s: the last answer sent to seat %d is not the recorded one", tr.File, seat)
				}
			}
		}
		checkFinal(t, tr, m.Result())
		pts := m.(*Match).State().RankPoints()
		if !slices.Equal(pts[:], tr.Final.RankPoints) {
			t.Fatalf("%s: ranking points %v, want %v", tr.File, pts, tr.Final.RankPoints)
		}

		// Written and read back: the same game, and forks that play on as
		// the original.
		var b bytes.Buffer
		meta := &replay.Meta{Players: replay.DefaultPlayers(6), Turns: []replay.TurnRecord{{Turn: 3, Seat: 2, Reply: "1"}}}
		if err := m.Replay(meta).Write(&b); err != nil {
			t.Fatal(err)
		}
		r, err := game.Decode(b.Bytes(), tr.File)
		if err != nil {
			t.Fatalf("%s: read back: %v\n%s", tr.File, err, b.Bytes()[:200])
		}
		checkFinal(t, tr, r.Result())
		if r.Game().Info().Name != Name || r.Meta() == nil || len(r.Meta().Turns) != 1 || r.Turns() != engine.Turns {
			t.Fatalf("%s: read back %+v", tr.File, r.Meta())
		}
		for _, at := range []int{0, 150, 293} {
			f, err := r.At(at)
			if err != nil {
				t.Fatal(err)
			}
			for turn := at; turn < engine.Turns; turn++ {
				f.Play(replies(tr, turn))
			}
			checkFinal(t, tr, f.Result())
		}
		if _, err := r.At(engine.Turns); err == nil {
			t.Errorf("%s: a fork after the end", tr.File)
		}
		for _, turn := range []int{1, 200, 294} {
			for seat := range 6 {
				in, err := r.Input(nil, turn, seat, nil)
				if want := tr.Responses[turn-1][seat]; err != nil || want != nil && string(in) != *want {
					t.Fatalf("%s: input of turn %d seat %d: %v", tr.File, turn, seat, err)
				}
			}
		}
	}
}

// Replies that are not a move 0-3 are no move: the agent stands still.
func TestBadRepliesStandStill(t *testing.T) {
	m, _ := Game{}.New(game.Setup{Seats: 6})
	texts := []string{"4", "-1", "", "0 ", "\x00", "01"}
	var rs []game.Reply
	for a, s := range texts {
		rs = append(rs, game.Reply{Seat: a, Text: s})
	}
	rs = append(rs, game.Reply{Seat: 9, Text: "1"}, game.Reply{Seat: -1, Text: "1"})
	m.Play(rs)
	st := m.(*Match).State()
	if st.Agents != engine.New().Agents || st.Moves != [6]int8{-1, -1, -1, -1, -1, -1} {
		t.Fatalf("moved: %+v", st.Agents)
	}
}

// Files that are not a Tenka1 replay, or whose moves do not make what
// they say, are refused with the place named; none crashes.
func TestDecodeRefuses(t *testing.T) {
	cases := map[string]string{
		`{}`:                                     `missing "tenka1"`,
		`{"tenka1": {"moves": [[0,0,0,0,0]]}}`:   `tenka1.moves[0]`,
		`{"tenka1": {"moves": [[0,0,0,0,0,4]]}}`: `tenka1.moves[0][5]`,
		`{"tenka1": {"turns": 2, "moves": [[0,0,0,0,0,0]]}}`:                    `tenka1.turns`,
		`{"tenka1": {"moves": [[0,0,0,0,0,0]], "scores": [1,0,0,0,0,0]}}`:       `tenka1.scores`,
		`{"tenka1": {"moves": [], "rankPoints": [5,3,1,-1,-3,-5]}}`:             `tenka1.rankPoints`,
		`{"tenka1": {"moves": []}, "meta": {"format": 1, "game": "jc2015"}}`:    `meta.game`,
		`{"tenka1": {"moves": [[0,0,0,0,0,"x"]]}}`:                              `tenka1.moves[0][5]`,
		`{"tenka1": {"moves": []}, "meta": {"format": 1, "players": [{}, {}]}}`: `meta.players`,
		`{"tenka1": {"moves": [`:                                                `replay x.json`,
	}
	for in, want := range cases {
		_, err := Game{}.Decode([]byte(in), "x.json")
		if err == nil || !bytes.Contains([]byte(err.Error()), []byte(want)) {
			t.Errorf("%s: error %v, want one naming %s", in, err, want)
		}
	}
	long := `{"tenka1": {"moves": [` + string(bytes.Repeat([]byte("[0,0,0,0,0,0],"), 294)) + `[0,0,0,0,0,0]]}}`
	if _, err := (Game{}).Decode([]byte(long), "x.json"); err == nil {
		t.Error("295 turns read")
	}
	r, err := Game{}.Decode([]byte(`{"tenka1": {"moves": [[1,-1,2,3,0,0]]}}`), "x.json")
	if err != nil || r.Turns() != 1 || r.Meta() != nil || r.Result().Over {
		t.Fatalf("one turn: %v %v", r, err)
	}
	if !(Game{}).Sniff([]byte(`{"tenka1": {}}`)) || (Game{}).Sniff([]byte(`{"replay": {}}`)) {
		t.Error("Sniff")
	}
}
