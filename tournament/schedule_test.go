package tournament

import (
	"reflect"
	"testing"
)

// Every bot plays every seat equally often, within one, for any number of
// bots and games; with 4 or more bots nobody meets itself; the schedule is
// a pure function of its inputs; shards split it exactly.
func TestScheduleBalanced(t *testing.T) {
	for bots := 2; bots <= 9; bots++ {
		for _, games := range []int{1, 3, 4, 7, 12, 13, 40, 101} {
			s := Schedule(bots, 4, games, 42)
			if len(s) != games {
				t.Fatalf("%d bots, %d games: %d scheduled", bots, games, len(s))
			}
			count := make([][4]int, bots)
			for _, g := range s {
				seen := map[int]bool{}
				for seat, b := range g.Bots {
					count[b][seat]++
					if bots >= 4 && seen[b] {
						t.Fatalf("%d bots: game %d seats bot %d twice: %v", bots, g.Index, b, g.Bots)
					}
					seen[b] = true
				}
			}
			lo, hi := games, 0
			for b := range count {
				for seat := range 4 {
					lo, hi = min(lo, count[b][seat]), max(hi, count[b][seat])
				}
			}
			if hi-lo > 1 {
				t.Errorf("%d bots, %d games: a bot plays a seat %d to %d times", bots, games, lo, hi)
			}
		}
	}
	if !reflect.DeepEqual(Schedule(5, 4, 30, 7), Schedule(5, 4, 30, 7)) {
		t.Error("the same inputs gave two schedules")
	}
	if reflect.DeepEqual(Schedule(5, 4, 30, 7), Schedule(5, 4, 30, 8)) {
		t.Error("another seed gave the same schedule")
	}
}

// Over enough games every pair of bots meets (the order is drawn anew each
// round), and placement seeds differ from game to game.
func TestScheduleMixes(t *testing.T) {
	s := Schedule(8, 4, 80, 1)
	met := map[[2]int]bool{}
	seeds := map[int64]bool{}
	for _, g := range s {
		for _, a := range g.Bots {
			for _, b := range g.Bots {
				met[[2]int{a, b}] = true
			}
		}
		seeds[g.Seed] = true
	}
	for a := range 8 {
		for b := range 8 {
			if a != b && !met[[2]int{a, b}] {
				t.Errorf("bots %d and %d never meet in 80 games", a, b)
			}
		}
	}
	if len(seeds) < 79 {
		t.Errorf("%d placement seeds for 80 games", len(seeds))
	}
}

func TestShards(t *testing.T) {
	s := Schedule(3, 4, 25, 9)
	var all []Game
	for i := range 4 {
		all = append(all, Shard(s, i, 4)...)
	}
	if len(all) != len(s) {
		t.Fatalf("shards hold %d games of %d", len(all), len(s))
	}
	seen := map[int]bool{}
	for _, g := range all {
		if seen[g.Index] || !reflect.DeepEqual(g, s[g.Index]) {
			t.Fatalf("game %d twice or changed", g.Index)
		}
		seen[g.Index] = true
	}
}

// Rotating parameters take turns by whole rounds of the schedule, in
// which every bot plays every seat once: each value is played by every
// bot in every seat equally often.
func TestParamsOfRotates(t *testing.T) {
	p := Plan{Bots: make([]Bot, 3), Rotate: []Param{{"map", []string{"a", "b"}}, {"turns", []string{"1", "2", "3"}}}}
	seen := map[[3]string]int{} // map, seat, bot
	for _, g := range Schedule(3, 2, 18, 5) {
		got := p.ParamsOf(g)
		r := g.Index / 3
		if got["map"] != []string{"a", "b"}[r%2] || got["turns"] != []string{"1", "2", "3"}[r%3] {
			t.Fatalf("game %d: %v", g.Index, got)
		}
		for seat, b := range g.Bots {
			seen[[3]string{got["map"], string(rune('0' + seat)), string(rune('0' + b))}]++
		}
	}
	for k, n := range seen {
		if n != 3 {
			t.Errorf("%v: %d times, want 3", k, n)
		}
	}
	if len(seen) != 12 {
		t.Errorf("%d (map, seat, bot) combinations, want 12", len(seen))
	}
	if (&Plan{Bots: make([]Bot, 3)}).ParamsOf(Game{Index: 4}) != nil {
		t.Error("no rotating parameters: not nil")
	}
}
