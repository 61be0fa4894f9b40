package builtin_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/games/ants/builtin"
)

// BenchmarkHunterGame plays seat 0's side of a 10-player game on a map
// made from the seed (174 x 200) of 1000 turns between hunters, official
// hunters and random bots: each iteration feeds every text seat 0 was
// sent to a new hunter. It reports the hunter's mean and slowest turn,
// and the most ants it had.
func BenchmarkHunterGame(b *testing.B) {
	names := []string{"hunter", "officialhunter", "hunter", "random", "hunter", "officialhunter", "hunter", "officialhunter", "hunter", "random"}
	benchSeat(b, "hunter", names)
}

// BenchmarkOfficialHunterGame is BenchmarkHunterGame for the official
// hunter's logic, in seat 0.
func BenchmarkOfficialHunterGame(b *testing.B) {
	names := []string{"officialhunter", "hunter", "officialhunter", "random", "hunter", "officialhunter", "hunter", "officialhunter", "hunter", "random"}
	benchSeat(b, "officialhunter", names)
}

func benchSeat(b *testing.B, name string, names []string) {
	var texts []string
	most := 0
	playSeen(b, game.Setup{Seed: 3, Params: map[string]string{"turns": "1000"}}, names, func(seat int, text string) {
		if seat == 0 {
			texts = append(texts, text)
		}
	})
	var took []time.Duration
	b.ResetTimer()
	for b.Loop() {
		p, err := builtin.NewPlayer(name, 1)
		if err != nil {
			b.Fatal(err)
		}
		for _, text := range texts {
			r := p.Ask(text)
			took = append(took, r.Took)
			if n := len(r.Lines); n > most {
				most = n
			}
		}
	}
	var sum time.Duration
	for _, d := range took {
		sum += d
	}
	b.ReportMetric(float64(sum.Microseconds())/float64(len(took)), "µs/turn")
	b.ReportMetric(float64(slices.Max(took).Microseconds()), "µs-slowest")
	b.ReportMetric(float64(len(texts)), "turns")
	b.ReportMetric(float64(most), "most-orders")
}

// BenchmarkHunterCrowd is one hunter turn on a 200 x 200 map with 10%
// water, with 1,000 ants of its own, 500 enemy ants (of 9 players), 300
// food and 9 enemy hills, all in sight, scattered at random.
func BenchmarkHunterCrowd(b *testing.B) {
	const rows, cols = 200, 200
	r := rand.New(rand.NewPCG(1, 2))
	var turn1 strings.Builder
	turn1.WriteString("turn 1\n")
	used := map[[2]int]bool{}
	spot := func() [2]int {
		for {
			p := [2]int{r.IntN(rows), r.IntN(cols)}
			if !used[p] {
				used[p] = true
				return p
			}
		}
	}
	for range rows * cols / 10 {
		p := spot()
		fmt.Fprintf(&turn1, "w %d %d\n", p[0], p[1])
	}
	var rest strings.Builder
	for o := 1; o < 10; o++ {
		p := spot()
		fmt.Fprintf(&rest, "h %d %d %d\n", p[0], p[1], o)
	}
	for i := range 1500 {
		p := spot()
		fmt.Fprintf(&rest, "a %d %d %d\n", p[0], p[1], max(0, i-999)%9+min(1, max(0, i-999)))
	}
	for range 300 {
		p := spot()
		fmt.Fprintf(&rest, "f %d %d\n", p[0], p[1])
	}
	setup := fmt.Sprintf("turn 0\nloadtime 3000\nturntime 500\nrows %d\ncols %d\nturns 1000\nviewradius2 77\nattackradius2 5\nspawnradius2 1\nplayer_seed 1\nready", rows, cols)
	p, err := builtin.NewPlayer("hunter", 1)
	if err != nil {
		b.Fatal(err)
	}
	p.Ask(setup)
	p.Ask(turn1.String() + rest.String() + "go")
	turn2 := "turn 2\n" + rest.String() + "go"
	orders := 0
	for b.Loop() {
		orders = len(p.Ask(turn2).Lines)
	}
	b.ReportMetric(float64(orders), "orders")
}
