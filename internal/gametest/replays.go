package gametest

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/match"
)

// replays checks that the match's replay, with meta and without, reads
// back as itself, byte for byte; that it sends each seat what the match
// sent; and that a game whose bots keep state streams it.
func replays(t *testing.T, p *played) {
	back := roundTrip(t, "the replay", p.r)
	// Without meta: the game's official format, where it has one, which
	// game.Decode recognises without being told (Sniff).
	roundTrip(t, "the replay without meta", p.last.Replay(nil))
	if back == nil {
		return
	}
	for turn, in := range p.inputs {
		for seat, want := range in {
			for _, r := range []game.Replay{p.r, back} {
				got, err := r.Input(nil, turn, seat, nil)
				if err != nil {
					t.Errorf("turn %d, seat %d: the replay's input: %v", turn, seat, err)
				} else if again, _ := r.Input(nil, turn, seat, nil); !bytes.Equal(got, want) || !bytes.Equal(again, got) {
					t.Errorf("turn %d, seat %d: the replay's input (asked twice) is not what the match sent:\n%s", turn, seat, diff(want, got))
				}
			}
			if t.Failed() {
				return
			}
		}
	}
	if p.g.Info().Ask.Stateless == "" {
		streams(t, p, back)
	}
	broken(t, p.g, p.r)
}

// broken checks that the game refuses its replay file cut short, or with
// a byte changed, in a line naming the file, and never panics.
func broken(t *testing.T, g game.Game, r game.Replay) {
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		return // roundTrip says
	}
	data := b.Bytes()
	rnd := rand.New(rand.NewPCG(seed, 2))
	for k := range 24 {
		bad := bytes.Clone(data)
		if k < 12 {
			bad = bad[:len(data)*k/12]
		} else {
			bad[rnd.IntN(len(bad))] = "{}[]\",:0x\n"[rnd.IntN(11)]
		}
		func() {
			defer func() {
				if v := recover(); v != nil {
					t.Errorf("Decode panics on its replay file %s: %v", what(k), v)
				}
			}()
			_, err := g.Decode(bad, "broken.json")
			if k < 12 && err == nil {
				t.Errorf("Decode reads its replay file %s", what(k))
			}
			if err != nil && (!strings.Contains(err.Error(), "broken.json") || strings.Contains(err.Error(), "\n")) {
				t.Errorf("Decode refuses its replay file %s in more than a line naming the file: %q", what(k), err)
			}
		}()
	}
}

// what says how broken file k of broken is.
func what(k int) string {
	if k < 12 {
		return fmt.Sprintf("cut to %d/12 of it", k)
	}
	return "with a byte changed"
}

// roundTrip writes r, reads it back as a file (game.Decode: by its meta,
// else by Sniff) and writes that: the same bytes, and a replay with the
// same seats, turns, result and notes. It returns the replay read back,
// nil if there is none.
func roundTrip(t testing.TB, what string, r game.Replay) game.Replay {
	var first bytes.Buffer
	if err := r.Write(&first); err != nil {
		t.Errorf("%s: Write: %v", what, err)
		return nil
	}
	back, err := game.Decode(first.Bytes(), "kit.json")
	if err != nil {
		t.Errorf("%s, read back: %v", what, err)
		return nil
	}
	if reflect.TypeOf(back.Game()) != reflect.TypeOf(r.Game()) {
		t.Errorf("%s reads back as a replay of %s", what, back.Game().Info().Name)
	}
	var again bytes.Buffer
	if err := back.Write(&again); err != nil {
		t.Errorf("%s, read back: Write: %v", what, err)
	} else if !bytes.Equal(first.Bytes(), again.Bytes()) {
		t.Errorf("%s written, read back and written again is not the same file:\n%s", what, diff(first.Bytes(), again.Bytes()))
	}
	if back.Seats() != r.Seats() || back.Turns() != r.Turns() {
		t.Errorf("%s reads back with %d seats and %d turns, not %d and %d", what, back.Seats(), back.Turns(), r.Seats(), r.Turns())
	}
	if !reflect.DeepEqual(back.Result(), r.Result()) {
		t.Errorf("%s reads back with another result:\n%+v\nnot\n%+v", what, back.Result(), r.Result())
	}
	if !reflect.DeepEqual(back.Notes(), r.Notes()) {
		t.Errorf("%s reads back with other notes:\n%v\nnot\n%v", what, back.Notes(), r.Notes())
	}
	return back
}

// streams checks that game.Stream gives each seat, through the last
// turn, every input it was sent and every last message, in order.
func streams(t *testing.T, p *played, r game.Replay) {
	last := len(p.inputs) - 1
	for seat := range r.Seats() {
		var want []byte
		for turn, in := range p.inputs {
			if s, ok := in[seat]; ok {
				want = append(append(want, s...), '\n')
			}
			if turn == last {
				break
			}
			for _, msg := range p.sends[turn] {
				if msg.Seat == seat {
					want = append(append(want, msg.Text...), '\n')
				}
			}
		}
		got, err := game.Stream(nil, r, last, seat)
		if err != nil {
			t.Errorf("seat %d: game.Stream: %v", seat, err)
		} else if !bytes.Equal(got, want) {
			t.Errorf("seat %d: game.Stream through turn %d is not what the match sent it:\n%s", seat, last, diff(want, got))
		}
	}
}

// outcomes checks that a match's result, at its end, is whole and agrees
// with itself.
func outcomes(t testing.TB, res game.Result, seats, turns int) {
	if !res.Over || res.Reason == "" {
		t.Errorf("at the end: over %v, reason %q", res.Over, res.Reason)
	}
	if res.Turns < 0 || res.Turns > turns {
		t.Errorf("the result's %d turns: the replay holds %d", res.Turns, turns)
	}
	if res.TurnLimit != 0 && res.TurnLimit < res.Turns {
		t.Errorf("%d turns played, over the limit of %d", res.Turns, res.TurnLimit)
	}
	if len(res.Outcomes) != seats {
		t.Fatalf("%d outcomes for %d seats", len(res.Outcomes), seats)
	}
	if len(res.Points) != 0 && len(res.Points) != seats {
		t.Errorf("%d points for %d seats", len(res.Points), seats)
	}
	for i := range res.Outcomes {
		outcome(t, res, i, turns)
	}
	winner := -1
	if firsts := res.Firsts(); len(firsts) == 1 {
		winner = firsts[0]
	}
	if res.Winner != winner {
		t.Errorf("the winner is %d; the one seat first alone is %d (-1: none)", res.Winner, winner)
	}
}

// outcome checks seat i's outcome in res: its place among the others',
// its figures as seat 0's, its numbers, how it left the game.
func outcome(t testing.TB, res game.Result, i, turns int) {
	o, seats := res.Outcomes[i], len(res.Outcomes)
	ahead := 0
	for _, p := range res.Outcomes {
		if p.Place < o.Place {
			ahead++
		}
	}
	if o.Place != ahead+1 {
		t.Errorf("seat %d is placed %d with %d seats ahead: ties share a place, the next is after them all", i, o.Place, ahead)
	}
	if !finite(o.Score) || o.Refused < 0 || len(res.Points) > 0 && !finite(res.Points[i]) {
		t.Errorf("seat %d: score %v, refused %d, points %v", i, o.Score, o.Refused, res.Points)
	}
	names := func(o game.Outcome) (n []string) {
		for _, f := range o.Figures {
			n = append(n, f.Name)
		}
		return n
	}
	if first := names(res.Outcomes[0]); !slices.Equal(names(o), first) || slices.Contains(first, "") {
		t.Errorf("seat %d has figures %q, seat 0 %q: every seat the same, named", i, names(o), first)
	}
	leaving(t, o, i, seats, turns)
}

// leaving checks how seat i, of seats, left a game of turns turns (o): in
// a turn, by a seat or none, in the game's words; or never.
func leaving(t testing.TB, o game.Outcome, i, seats, turns int) {
	switch {
	case o.Out && (o.Turn < 0 || o.Turn > turns || o.By < -1 || o.By >= seats || o.How == ""):
		t.Errorf("seat %d out in turn %d (of %d) by %d, how %q", i, o.Turn, turns, o.By, o.How)
	case !o.Out && (o.Turn != -1 || o.By != -1 || o.How != ""):
		t.Errorf("seat %d in the game, yet out in turn %d by %d, how %q (game.In)", i, o.Turn, o.By, o.How)
	}
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// forks checks the replay's matches within the match (At) and that the
// one at half-time plays on to its end with the demo's built-in bots.
func forks(t *testing.T, p *played) {
	r := p.r
	n := r.Turns()
	for _, turn := range []int{-1, n + 1} {
		if _, err := r.At(turn); err == nil {
			t.Errorf("At(%d) of a replay of %d turns: no error", turn, n)
		}
	}
	for _, turn := range []int{0, n / 2, n} {
		m, err := r.At(turn)
		if err != nil && turn == n {
			continue // the end: nothing to play on from (a game may refuse it)
		}
		if err != nil {
			t.Fatalf("At(%d): %v", turn, err)
		}
		if m.Turn() != turn || m.Over() != (turn == n) {
			t.Errorf("At(%d): a match after %d turns, over %v", turn, m.Turn(), m.Over())
		}
		if turn < len(p.inputs) {
			for seat, want := range inputsOf(t, m) {
				if !bytes.Equal(want, p.inputs[turn][seat]) {
					t.Errorf("At(%d) sends seat %d another input than the match did:\n%s", turn, seat, diff(p.inputs[turn][seat], want))
				}
			}
		}
	}
	from, _ := r.At(n / 2)
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	s := game.Setup{Seats: r.Seats(), Seed: seed}
	fork, err := match.Play(ctx, match.Config{Game: p.g, Seats: seats(p.g, s), From: from, Version: "kit"})
	if err != nil {
		t.Fatalf("the match played on from turn %d: %v", n/2, err)
	}
	if res := fork.Result(); !res.Over || fork.Turns() < n/2 {
		t.Fatalf("the match played on from turn %d stopped after %d turns, over %v", n/2, fork.Turns(), res.Over)
	}
	outcomes(t, fork.Result(), fork.Seats(), fork.Turns())
	roundTrip(t, "the fork's replay", fork)
}

// diff shows where a and b first differ, with some bytes around.
func diff(a, b []byte) string {
	k := 0
	for k < len(a) && k < len(b) && a[k] == b[k] {
		k++
	}
	lo := max(0, k-40)
	cut := func(s []byte) []byte { return s[lo:min(len(s), k+40)] }
	return fmt.Sprintf("  byte %d of %d and %d:\n  %q\n  %q", k, len(a), len(b), cut(a), cut(b))
}
