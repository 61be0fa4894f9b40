package builtin_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/ants/engine"
	tracefile "floorfall/games/ants/internal/trace"
)

// played is the outcome of one game for a test.
type played struct {
	res     game.Result
	slowest time.Duration // the slowest answer of a built-in bot
	turns   int
}

// playGame plays a game between built-in bots (one a seat) to its end, as
// the runner does: every acting seat is sent its text and answers.
func playGame(t testing.TB, setup game.Setup, names []string) played {
	t.Helper()
	return playSeen(t, setup, names, nil)
}

// playSeen is playGame that also hands each text sent to seen.
func playSeen(t testing.TB, setup game.Setup, names []string, seen func(seat int, text string)) played {
	t.Helper()
	g := ants.Game{}
	setup.Seats = len(names)
	m, err := g.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]bot.Player, len(names))
	for i, n := range names {
		if players[i], err = g.Builtin(n, i, setup.Seed*100+int64(i)+1, setup); err != nil {
			t.Fatal(err)
		}
	}
	var out played
	var acts []game.Act
	for !m.Over() {
		acts = m.Acting(acts[:0])
		replies := make([]game.Reply, 0, len(acts))
		for _, a := range acts {
			text := string(m.Input(nil, a.Seat))
			if seen != nil {
				seen(a.Seat, text)
			}
			r := players[a.Seat].Ask(text)
			if !r.OK {
				t.Fatalf("seat %d turn %d: no answer", a.Seat, m.Turn())
			}
			out.slowest = max(out.slowest, r.Took)
			replies = append(replies, game.Reply{Seat: a.Seat, Text: r.Line})
		}
		ev := m.Play(replies).Events.(*engine.Events)
		checkOrders(t, m.(*ants.Match).State(), ev)
	}
	out.res = m.Result()
	out.turns = m.Turn()
	return out
}

// mapFile writes the map of an official trace to a file and returns its
// path.
func mapFile(t testing.TB, trace string) string {
	tr := tracefile.MustRead(t, filepath.Join(tracefile.Dir(), trace))
	path := filepath.Join(t.TempDir(), "map.map")
	if err := os.WriteFile(path, []byte(tr.Map), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// checkOrders fails the test when a bot gave an order the engine did
// not accept (invalid, or into water or food) or sent two of its own ants
// onto one square.
func checkOrders(t testing.TB, s *engine.State, ev *engine.Events) {
	t.Helper()
	for p, lines := range ev.Orders {
		for _, l := range lines {
			if l.Kind != engine.Accepted {
				t.Fatalf("turn %d: player %d's order %q: %s", ev.Turn, p, l.Text, l.Reason)
			}
		}
	}
	owners := map[[2]int32]int{}
	for _, a := range ev.Collided {
		ant := s.Ants[a]
		owners[[2]int32{ant.Sq, int32(ant.Owner)}]++
	}
	for k, n := range owners {
		if n > 1 {
			t.Fatalf("turn %d: %d ants of player %d collided at square %d", ev.Turn, n, k[1], k[0])
		}
	}
}

// The hunter beats the official sample HunterBot's logic most of the
// time: one against one on 2-player maps (made from the seed and three of
// the official ones), one against three on 4-player maps, every seat in
// turn. It wins nearly every game; the test allows for a few losses.
func TestHunterBeatsOfficialHunter(t *testing.T) {
	type setting struct {
		trace   string // the official map of this trace; "": a map from the seed
		players int
	}
	settings := []setting{{"", 2}, {"trace_003.json.gz", 2}, {"trace_004.json.gz", 2}, {"trace_005.json.gz", 2},
		{"", 4}, {"trace_001.json.gz", 4}, {"trace_006.json.gz", 4}}
	seeds := int64(4)
	if testing.Short() {
		seeds = 2
	}
	games, wins := 0, 0
	for _, st := range settings {
		params := map[string]string{"turns": "500"}
		if st.trace != "" {
			params["map"] = mapFile(t, st.trace)
		}
		for seed := int64(1); seed <= seeds; seed++ {
			names := make([]string, st.players)
			for i := range names {
				names[i] = "officialhunter"
			}
			seat := int(seed) % st.players
			names[seat] = "hunter"
			p := playGame(t, game.Setup{Seed: seed, Params: params}, names)
			games++
			if p.res.Winner == seat {
				wins++
			} else {
				t.Logf("map %q seed %d: the hunter in seat %d did not win: scores %v, %s", st.trace, seed, seat, p.res.Scores(), p.res.Reason)
			}
		}
	}
	t.Logf("the hunter won %d of %d games", wins, games)
	if wins*10 < games*8 {
		t.Errorf("the hunter won %d of %d games against the official hunter, want 80%% or more", wins, games)
	}
}

// Every built-in bot plays whole games on maps of 2 to 10 players with
// orders the engine accepts (checked each turn by playGame), and the
// hunter beats random bots.
func TestBuiltinsPlayWholeGames(t *testing.T) {
	for _, tc := range []struct {
		names []string
		turns string
	}{
		{[]string{"random", "hunter"}, "300"},
		{[]string{"random", "officialhunter", "random"}, "200"},
		{[]string{"hunter", "officialhunter", "hunter", "random", "hunter", "officialhunter", "random", "hunter", "officialhunter", "random"}, "150"},
	} {
		p := playGame(t, game.Setup{Seed: 7, Params: map[string]string{"turns": tc.turns}}, tc.names)
		if !p.res.Over || p.turns < 50 {
			t.Errorf("%v: over %v after %d turns", tc.names, p.res.Over, p.turns)
		}
		if tc.names[0] == "random" && tc.names[1] == "hunter" && p.res.Winner != 1 {
			t.Errorf("the hunter did not beat a random bot: %+v", p.res)
		}
	}
}
