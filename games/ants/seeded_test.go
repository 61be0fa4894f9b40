package ants

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/games/ants/engine"
	"floorfall/replay"
)

// walker is a test bot reading only its input: each of its ants steps
// towards the nearest food it sees (within 10 squares, on a rows x cols
// map), else the way (row + col + turn) picks.
func walker(input string, rows, cols int) string {
	type sq struct{ r, c int }
	var turn int
	var ants, food []sq
	for _, l := range strings.Split(input, "\n") {
		var r, c, o int
		switch {
		case strings.HasPrefix(l, "turn "):
			fmt.Sscanf(l, "turn %d", &turn)
		case strings.HasPrefix(l, "a "):
			if n, _ := fmt.Sscanf(l, "a %d %d %d", &r, &c, &o); n == 3 && o == 0 {
				ants = append(ants, sq{r, c})
			}
		case strings.HasPrefix(l, "f "):
			if n, _ := fmt.Sscanf(l, "f %d %d", &r, &c); n == 2 {
				food = append(food, sq{r, c})
			}
		}
	}
	delta := func(a, b, n int) int { // b - a, wrapped to the shorter way
		d := ((b-a)%n + n) % n
		if d > n/2 {
			d -= n
		}
		return d
	}
	var out []string
	for _, a := range ants {
		dir := "nesw"[(a.r+a.c+turn)%4]
		best := 11
		for _, f := range food {
			dr, dc := delta(a.r, f.r, rows), delta(a.c, f.c, cols)
			if d := max(dr, -dr) + max(dc, -dc); d > 0 && d < best {
				best = d
				switch {
				case max(dr, -dr) >= max(dc, -dc) && dr < 0:
					dir = 'n'
				case max(dr, -dr) >= max(dc, -dc):
					dir = 's'
				case dc < 0:
					dir = 'w'
				default:
					dir = 'e'
				}
			}
		}
		out = append(out, fmt.Sprintf("o %d %d %c", a.r, a.c, dir))
	}
	return strings.Join(out, "\n")
}

// play plays m to the end (or to turn stop) with walkers.
func play(m game.Match, stop int) game.Match {
	var acts []game.Act
	var s *engine.State
	switch m := m.(type) {
	case *Match:
		s = m.State()
	}
	for !m.Over() && m.Turn() < stop {
		acts = m.Acting(acts[:0])
		var replies []game.Reply
		for _, a := range acts {
			replies = append(replies, game.Reply{Seat: a.Seat, Text: walker(string(m.Input(nil, a.Seat)), s.Rows, s.Cols)})
		}
		m.Play(replies)
	}
	return m
}

func written(t *testing.T, r game.Replay) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// A game of floorfall's own, from a seed: on a map made from the seed,
// food and spawns drawn from it; the same seed gives the same game; its
// replay reads back, and played on from any turn with the same answers,
// goes on as it went (the generator's draws follow from the seed).
func TestSeededGame(t *testing.T) {
	setup := game.Setup{Seats: 3, Seed: 77, Params: map[string]string{"turns": "120"}}
	newGame := func() game.Match {
		m, err := Game{}.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	a := written(t, play(newGame(), 1<<30).Replay(nil))
	b := written(t, play(newGame(), 1<<30).Replay(nil))
	if !bytes.Equal(a, b) {
		t.Fatal("two games from one seed differ")
	}
	r, err := Game{}.Decode(a, "seeded.json")
	if err != nil {
		t.Fatal(err)
	}
	off := r.(*Replay).Official()
	if len(off.Data.Food) == 0 || off.Data.Players != 3 || off.GameLength == 0 {
		t.Fatalf("food %d, players %d, length %d", len(off.Data.Food), off.Data.Players, off.GameLength)
	}
	setup78 := setup
	setup78.Seed = 78
	other, err := Game{}.New(setup78)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(written(t, play(other, 1<<30).Replay(nil)), a) {
		t.Error("seeds 77 and 78 give the same game")
	}

	// Played on from turn 60 of the replay: with meta naming the seed, the
	// food goes on as in the original.
	full := play(newGame(), 1<<30)
	meta := metaFor(3)
	withMeta, err := Game{}.Decode(written(t, full.Replay(meta)), "seeded.json")
	if err != nil {
		t.Fatal(err)
	}
	if !withMeta.(*Replay).seeded || withMeta.Meta().Seed == nil || *withMeta.Meta().Seed != 77 {
		t.Fatalf("the replay read back does not know its seed: %+v", withMeta.Meta())
	}
	fork, err := withMeta.At(60)
	if err != nil {
		t.Fatal(err)
	}
	if d := engine.Diff(play(fork, 1<<30).Replay(nil).(*Replay).Official(), off); d != "" {
		t.Errorf("played on from turn 60: %s", d)
	}
}

// Maps from a file: read, checked for the number of players and for the
// symmetry the food needs; bad parameters are refused with the flag named.
func TestNewFromMapFile(t *testing.T) {
	dir := t.TempDir()
	m, err := engine.GenerateMap(2, 5)
	if err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good.map")
	os.WriteFile(good, []byte(m.Text()), 0o644)
	bad := filepath.Join(dir, "bad.map")
	os.WriteFile(bad, []byte("players 2\nrows 2\ncols 3\nm 0..\nm ..1%\n"), 0o644)
	lopsided := filepath.Join(dir, "lopsided.map")
	os.WriteFile(lopsided, []byte("players 2\nrows 3\ncols 6\nm 0.%...\nm ......\nm ....1.\n"), 0o644)

	g := Game{}
	mt, err := g.New(game.Setup{Seats: 2, Seed: 1, Params: map[string]string{"map": good, "turns": "30"}})
	if err != nil {
		t.Fatal(err)
	}
	if s := mt.(*Match).State(); s.Rows != m.Rows || s.Cols != m.Cols || len(s.Food) == 0 {
		t.Errorf("%dx%d, %d food", s.Rows, s.Cols, len(s.Food))
	}
	for _, tc := range []struct {
		seats  int
		params map[string]string
		want   string
	}{
		{3, map[string]string{"map": good}, "good.map is a map for 2 players, not 3"},
		{2, map[string]string{"map": bad}, "bad.map: line 5: row 1 has 4 characters, not cols 3"},
		{2, map[string]string{"map": lopsided}, "lopsided.map: the map is not symmetric"},
		{2, map[string]string{"map": filepath.Join(dir, "none.map")}, "--map: open "},
		{2, map[string]string{"turns": "0"}, `--turns "0" is not a number from 1 to 100000`},
		{2, map[string]string{"food_rate": "9-3"}, `--food_rate "9-3" is not a number or a range`},
		{2, map[string]string{"strict": "maybe"}, `--strict "maybe" is not true or false`},
		{11, nil, "11 players: a map has 2 to 10"},
	} {
		_, err := g.New(game.Setup{Seats: tc.seats, Seed: 1, Params: tc.params})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.params, err, tc.want)
		}
	}
	// Parameters given are the game's: in the setup text and the replay.
	mt, err = g.New(game.Setup{Seats: 2, Seed: 9, Params: map[string]string{"turns": "50", "turntime": "200", "viewradius2": "55", "food_rate": "7", "player_seed": "12"}})
	if err != nil {
		t.Fatal(err)
	}
	in := string(mt.Input(nil, 0))
	for _, want := range []string{"turntime 200\n", "turns 50\n", "viewradius2 55\n", "player_seed 12\nready"} {
		if !strings.Contains(in, want) {
			t.Errorf("setup text lacks %q:\n%s", want, in)
		}
	}
	if s := mt.(*Match).State(); s.P.FoodRate != 7 {
		t.Errorf("food_rate %d", s.P.FoodRate)
	}
	acts := mt.Acting(nil)
	if len(acts) != 2 || acts[0].Limit.Milliseconds() != 3000 {
		t.Errorf("setup acts %+v", acts)
	}
	mt.Play([]game.Reply{{Seat: 0}, {Seat: 1}})
	if acts = mt.Acting(nil); acts[0].Limit.Milliseconds() != 200 {
		t.Errorf("turn acts %+v", acts)
	}
}

// A bot that fails is killed with the engine's status; one that loses its
// last ant gets the end message; every one still in gets it at the end.
func TestFailuresAndEnd(t *testing.T) {
	m, err := Game{}.New(game.Setup{Seats: 2, Seed: 3, Params: map[string]string{"turns": "10"}})
	if err != nil {
		t.Fatal(err)
	}
	m.Play([]game.Reply{{Seat: 0}, {Seat: 1}})
	turn := m.Play([]game.Reply{{Seat: 0, Missing: "timeout"}, {Seat: 1, Text: "o 0 0 n"}})
	if !m.Over() || len(turn.Out) != 1 || turn.Out[0] != 0 || len(turn.Send) != 1 || turn.Send[0].Seat != 1 {
		t.Fatalf("over %v, out %v, send %+v", m.Over(), turn.Out, turn.Send)
	}
	if !strings.HasPrefix(turn.Send[0].Text, "end\nplayers 2\n") || !strings.HasSuffix(turn.Send[0].Text, "\ngo") {
		t.Errorf("end message %q", turn.Send[0].Text)
	}
	res := m.Result()
	if res.Reason != "lone-survivor" || res.Winner != 1 || res.Places()[1] != 1 || res.Places()[0] != 2 {
		t.Errorf("result %+v", res)
	}
	if len(turn.Notes) == 0 || turn.Notes[0].Kind != "timeout" {
		t.Errorf("notes %+v", turn.Notes)
	}
	off := m.Replay(nil).(*Replay).Official()
	if off.Status[0] != "timeout" || off.PlayerTurns[0] != 1 || off.Status[1] != "survived" {
		t.Errorf("status %v, playerturns %v", off.Status, off.PlayerTurns)
	}
}

// floorfall's meta (names, statuses, per-turn records with their seat)
// goes beside the official replay and reads back.
func TestMetaRoundTrip(t *testing.T) {
	m, err := Game{}.New(game.Setup{Seats: 2, Seed: 5, Params: map[string]string{"turns": "20"}})
	if err != nil {
		t.Fatal(err)
	}
	play(m, 1<<30)
	meta := metaFor(2)
	meta.Floorfall = "test"
	meta.ActionTimeout = 1500 * time.Millisecond
	meta.Players[1].Status, meta.Players[1].StatusTurn, meta.Players[1].Detail = replay.StatusTimeout, 7, "no answer within 1s"
	meta.Turns = []replay.TurnRecord{
		{Turn: 0, Seat: 0, Reply: "", Took: 3 * time.Millisecond},
		{Turn: 0, Seat: 1, Reply: "", Took: 2 * time.Millisecond, Stderr: "hello\n"},
		{Turn: 1, Seat: 1, Reply: "o 1 2 n", Took: 1200 * time.Microsecond},
	}
	data := written(t, m.Replay(meta))
	r, err := Game{}.Decode(data, "meta.json")
	if err != nil {
		t.Fatal(err)
	}
	got := r.Meta()
	if got.Game != Name || got.Floorfall != "test" || got.ActionTimeout != meta.ActionTimeout || got.TurnLimit != 20 ||
		got.Players[1] != meta.Players[1] || !reflect.DeepEqual(got.Turns, meta.Turns) || got.Seed == nil || *got.Seed != 5 {
		t.Errorf("meta read back:\n%+v\nwant\n%+v", got, meta)
	}
	if !strings.Contains(string(data), `"playernames": ["bot 0", "bot 1"], "meta": {`) {
		t.Errorf("the file does not end with the names and the meta:\n%.300s", data[len(data)-min(len(data), 300):])
	}
	// The file is an official replay with one more key: the official
	// reader's keys all there.
	if !(Game{}).Sniff(data) {
		t.Error("Sniff does not know the file written")
	}
}
