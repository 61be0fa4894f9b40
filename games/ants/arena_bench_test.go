package ants

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/game"
)

// arenaBot answers as scripts/arena/antsbot.c does, in process: "go" to
// the setup; then, at each turn's "go", an order for each of the first
// eight of its own ants it is told of (a step towards the nearest of the
// first 64 food squares it sees, else a direction drawn from its seed).
type arenaBot struct {
	seed       uint32
	ants, food [][2]int
}

func (a *arenaBot) answer(in []byte) string {
	if bytes.Contains(in, []byte("\nready\n")) {
		return ""
	}
	a.ants, a.food = a.ants[:0], a.food[:0]
	for line := range bytes.Lines(in) {
		f := strings.Fields(string(line))
		switch {
		case len(f) == 4 && f[0] == "a" && f[3] == "0" && len(a.ants) < 8:
			r, _ := strconv.Atoi(f[1])
			c, _ := strconv.Atoi(f[2])
			a.ants = append(a.ants, [2]int{r, c})
		case len(f) == 3 && f[0] == "f" && len(a.food) < 64:
			r, _ := strconv.Atoi(f[1])
			c, _ := strconv.Atoi(f[2])
			a.food = append(a.food, [2]int{r, c})
		}
	}
	var out strings.Builder
	for _, ant := range a.ants {
		best, bd := -1, 1<<30
		for j, fd := range a.food {
			if d := abs(fd[0]-ant[0]) + abs(fd[1]-ant[1]); d < bd {
				best, bd = j, d
			}
		}
		a.seed = a.seed*1103515245 + 12345
		dir := "NESW"[(a.seed>>16)&3]
		if best >= 0 && bd > 0 {
			dr, dc := a.food[best][0]-ant[0], a.food[best][1]-ant[1]
			switch {
			case abs(dr) >= abs(dc) && dr < 0:
				dir = 'N'
			case abs(dr) >= abs(dc):
				dir = 'S'
			case dc < 0:
				dir = 'W'
			default:
				dir = 'E'
			}
		}
		if out.Len() > 0 {
			out.WriteByte('\n')
		}
		out.WriteString("o " + strconv.Itoa(ant[0]) + " " + strconv.Itoa(ant[1]) + " " + string(dir))
	}
	return out.String()
}

func abs(x int) int { return max(x, -x) }

// arenaMatch is the arena's lines match (ten seats, seed 1, 500 turns) and
// its ten bots.
func arenaMatch(tb testing.TB) (game.Match, []arenaBot) {
	m, err := Game{}.New(game.Setup{Seats: 10, Seed: 1, Params: map[string]string{"turns": "500"}})
	if err != nil {
		tb.Fatal(err)
	}
	bots := make([]arenaBot, 10)
	for i := range bots {
		bots[i].seed = 12345
	}
	return m, bots
}

// BenchmarkArenaGame is the game's own work in the lines match of
// scripts/bench-arena.sh (ten antsbot.c seats, seed 1, 500 turns): making
// the match (its map from the seed), every seat's input, and every turn
// played from the answers, with the bots (in process here) not timed.
// With no bot processes and no I/O, it is what floorfall adds to the
// floor at the least (BENCHMARKS.md, the arena).
func BenchmarkArenaGame(b *testing.B) {
	var spent time.Duration
	for range b.N {
		t0 := time.Now()
		m, bots := arenaMatch(b)
		spent += time.Since(t0)
		var acts []game.Act
		var replies []game.Reply
		var in []byte
		for !m.Over() {
			acts = m.Acting(acts[:0])
			replies = replies[:0]
			for _, a := range acts {
				t0 = time.Now()
				in = m.Input(in[:0], a.Seat)
				spent += time.Since(t0)
				replies = append(replies, game.Reply{Seat: a.Seat, Text: bots[a.Seat].answer(in)})
			}
			t0 = time.Now()
			m.Play(replies)
			spent += time.Since(t0)
		}
		if r := m.Result(); r.Turns != 500 {
			b.Fatalf("%d turns, want the arena's 500", r.Turns)
		}
	}
	b.ReportMetric(float64(spent.Microseconds())/float64(b.N)/1000, "game-ms/op")
}
