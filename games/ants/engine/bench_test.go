package engine

import (
	"strconv"
	"testing"
	"time"

	"floorfall/internal/cputime"
)

// benchMap is a 200x200 map for 10 players (2x5 parts of 100x40), with
// some water.
func benchMap() *Map {
	m := &Map{Rows: 200, Cols: 200, Players: 10, Water: make([]bool, 200*200)}
	for r := range 200 {
		for c := range 200 {
			tr, tc := r%100, c%40
			if (tr*7+tc*13)%29 == 0 && (tr < 40 || tr > 60) {
				m.Water[r*200+c] = true
			}
		}
	}
	for p := range 10 {
		m.Hills = append(m.Hills, Spot{p/5*100 + 50, p%5*40 + 20, p})
	}
	return m
}

// randomAnswers are orders for every ant of every player: a random
// direction each.
func randomAnswers(s *State, r *rng) []Answer {
	ans := make([]Answer, s.Players)
	bufs := make([][]byte, s.Players)
	for _, a := range s.live {
		ant := &s.Ants[a]
		b := bufs[ant.Owner]
		b = append(b, "o "...)
		b = strconv.AppendInt(b, int64(ant.Sq)/int64(s.Cols), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(ant.Sq)%int64(s.Cols), 10)
		b = append(b, ' ', dirs[r.Intn(4)], '\n')
		bufs[ant.Owner] = b
	}
	for p := range ans {
		ans[p].Text = string(bufs[p])
	}
	return ans
}

// benchState is a game on benchMap with 100 ants a player spread around
// each hill (1,000 ants), mid-game.
func benchState(b *testing.B) *State {
	p := DefaultParams()
	p.Turns = 1000
	s, err := New(benchMap(), p, Seeded(1))
	if err != nil {
		b.Fatal(err)
	}
	s.Play(nil)
	for i := range s.Hills {
		h := s.Hills[i].Sq
		hr, hc := int(h)/200, int(h)%200
		for k := 1; k <= 99; k++ {
			r, c := hr-15+(k/10)*3, hc-15+(k%10)*3
			if sq := r*200 + c; s.antAt[sq] < 0 && !s.water[sq] && s.foodAt[sq] < 0 {
				put(s, int(s.Hills[i].Owner), r, c)
			}
		}
	}
	return s
}

// BenchmarkTurn is one turn with 10 players and about 1,000 ants on a
// 200x200 map: every player's message made, every ant ordered at random,
// the orders read and the turn played. The game starts over every 10
// turns (out of the timing), so that the count of ants stays near 1,000.
func BenchmarkTurn(b *testing.B) {
	base := benchState(b)
	r := newRNG(5, 0)
	var buf []byte
	s := new(State)
	ants := 0
	var cpu time.Duration
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		if i%10 == 0 {
			base.CopyTo(s)
		}
		ans := randomAnswers(s, &r)
		ants += len(s.live)
		b.StartTimer()
		c0 := cputime.Process()
		for p := range s.Players {
			buf = s.AppendInput(buf[:0], p)
		}
		s.Play(ans)
		cpu += cputime.Process() - c0
	}
	b.ReportMetric(float64(ants)/float64(b.N), "ants")
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/op")
}

// gatherAnswers are a simple gatherer's orders for every player: each ant
// steps towards the nearest food (a search from all food at once, through
// land, up to 20 steps), at random when none is near, never onto a square
// another of its player's ants takes this turn.
func gatherAnswers(s *State, r *rng, dist []int16, queue []int32) []Answer {
	for i := range dist {
		dist[i] = -1
	}
	queue = queue[:0]
	for _, f := range s.present {
		sq := s.Food[f].Sq
		dist[sq] = 0
		queue = append(queue, sq)
	}
	for len(queue) > 0 {
		sq := queue[0]
		queue = queue[1:]
		if dist[sq] >= 20 {
			continue
		}
		for d := range 4 {
			if n := s.geo.step(sq, d); dist[n] < 0 && !s.water[n] {
				dist[n] = dist[sq] + 1
				queue = append(queue, n)
			}
		}
	}
	taken := make(map[int32]bool)
	ans := make([]Answer, s.Players)
	bufs := make([][]byte, s.Players)
	for _, a := range s.live {
		ant := &s.Ants[a]
		best, bestD := -1, dist[ant.Sq]
		for d := range 4 {
			n := s.geo.step(ant.Sq, d)
			if dist[n] >= 0 && (bestD < 0 || dist[n] < bestD) && !taken[n] {
				best, bestD = d, dist[n]
			}
		}
		if best < 0 {
			best = r.Intn(4)
		}
		if n := s.geo.step(ant.Sq, best); taken[n] || s.water[n] || s.foodAt[n] >= 0 {
			taken[ant.Sq] = true
			continue
		} else {
			taken[n] = true
		}
		b := bufs[ant.Owner]
		b = append(b, "o "...)
		b = strconv.AppendInt(b, int64(ant.Sq)/int64(s.Cols), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(ant.Sq)%int64(s.Cols), 10)
		b = append(b, ' ', dirs[best], '\n')
		bufs[ant.Owner] = b
	}
	for p := range ans {
		ans[p].Text = string(bufs[p])
	}
	return ans
}

// BenchmarkGame is a whole 1000-turn game of 10 simple gatherers on a
// 200x200 map (the most food the official ranges give), every message
// made: the engine's time only (the bots' orders are made out of the
// timing, as pyengine_bench.py times the official engine); cpu-s/op is
// the CPU time of that part (New not included), which a loaded machine
// does not inflate.
func BenchmarkGame(b *testing.B) {
	var buf []byte
	var cpu time.Duration
	defer func() { b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op") }()
	dist, queue := make([]int16, 200*200), make([]int32, 0, 200*200)
	for range b.N {
		p := DefaultParams()
		p.Turns = 1000
		p.FoodRate, p.FoodTurn, p.FoodStart, p.FoodVisible = 11, 19, 75, 5
		s, err := New(benchMap(), p, Seeded(3))
		if err != nil {
			b.Fatal(err)
		}
		r := newRNG(7, 0)
		var ants int
		for !s.Over() {
			b.StopTimer()
			ans := gatherAnswers(s, &r, dist, queue)
			b.StartTimer()
			c0 := cputime.Process()
			for pl := range s.Players {
				if s.Alive(pl) {
					buf = s.AppendInput(buf[:0], pl)
				}
			}
			s.Play(ans)
			cpu += cputime.Process() - c0
			ants = max(ants, len(s.live))
		}
		b.ReportMetric(float64(s.GameLength()), "turns")
		b.ReportMetric(float64(ants), "maxants")
	}
}

// BenchmarkReplayOfficial reads an official replay and plays it back.
func BenchmarkReplayOfficial(b *testing.B) {
	tr := readTrace(b, "../testdata/trace_002.json.gz")
	for range b.N {
		o, err := ParseOfficial(tr.OfficialReplay)
		if err != nil {
			b.Fatal(err)
		}
		m, p, rec, err := o.Setup()
		if err != nil {
			b.Fatal(err)
		}
		s, err := New(m, p, Recorded(rec))
		if err != nil {
			b.Fatal(err)
		}
		if err := o.Replay(s, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNew starts a game on the 200x200 map for 10 players: the
// symmetry the food needs found, the food of the start placed.
func BenchmarkNew(b *testing.B) {
	m := benchMap()
	for range b.N {
		if _, err := New(m, DefaultParams(), Seeded(3)); err != nil {
			b.Fatal(err)
		}
	}
}
