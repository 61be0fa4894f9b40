package builtin

import (
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
)

// play plays one game in-process, every bot reading the protocol text of
// its turn, and returns the final state.
func play(t testing.TB, seed int64, bots [engine.NumPlayers]Strategy) *engine.State {
	t.Helper()
	s := engine.NewRandomGame(seed, 0)
	for !s.Over {
		id := s.Acting()
		cmd := engine.CmdNone
		if !s.Players[id].Fallen {
			v, err := ParseInput(engine.Input(s, engine.RowCol), engine.RowCol)
			if err != nil {
				t.Fatalf("seed %d turn %d: %v", seed, s.Turn, err)
			}
			cmd = bots[id].Decide(v)
		}
		engine.Step(s, engine.Action{Reply: cmd.String()})
	}
	return s
}

// hunterVs plays games seeds 1..n with one hunter (seat seed%4) against
// three bots named other, and counts the hunter's wins, draws and losses.
func hunterVs(t testing.TB, other string, n int) (wins, draws, losses int, turns int) {
	for seed := int64(1); seed <= int64(n); seed++ {
		seat := int(seed % engine.NumPlayers)
		var bots [engine.NumPlayers]Strategy
		for i := range bots {
			name := other
			if i == seat {
				name = "hunter"
			}
			var err error
			if bots[i], err = New(name, seed*10+int64(i)+1); err != nil {
				t.Fatal(err)
			}
			if i == seat {
				bots[i] = safeMoves{t, bots[i]}
			}
		}
		s := play(t, seed, bots)
		turns += s.Turn
		switch s.Result.Winner {
		case seat:
			wins++
		case -1:
			draws++
		default:
			losses++
		}
	}
	return
}

// safeMoves fails the test when the strategy says anything but U D L R A N,
// or moves into a fallen block or one that falls before its next turn.
type safeMoves struct {
	t testing.TB
	Strategy
}

func (s safeMoves) Decide(v *View) engine.Command {
	c := s.Strategy.Decide(v)
	if !engine.ValidCommand(byte(c)) {
		s.t.Fatalf("turn %d: command %q", v.Turn, c)
	}
	if d := engine.Dir(c); d.Valid() {
		p := v.Players[v.ID]
		dx, dy := d.Delta()
		to := engine.Square{X: p.X + dx, Y: p.Y + dy}
		if b := to.Block(); to.On() && b != p.Block() {
			if tt := v.Timers[b.Y][b.X]; tt < 0 || (tt > 0 && tt <= engine.NumPlayers) {
				s.t.Fatalf("turn %d: player %d moves %s into block %+v whose timer is %d", v.Turn, v.ID, d, b, tt)
			}
		}
	}
	return c
}

func TestHunterBeatsRandom(t *testing.T) {
	const games = 40
	start := time.Now()
	wins, draws, losses, turns := hunterVs(t, "random", games)
	t.Logf("hunter vs 3 random: %d wins, %d draws, %d losses in %d games (%.0f turns a game, %v)",
		wins, draws, losses, games, float64(turns)/games, time.Since(start).Round(time.Millisecond))
	if wins*100 < 80*games {
		t.Errorf("hunter won %d of %d games against random bots, want at least 80%%", wins, games)
	}
}

// TestHunterVsHunters: one hunter against three. Four equal bots that
// break their stand-offs: the games end, and the one watched (moving
// safely, checked turn by turn by safeMoves) wins about its share.
func TestHunterVsHunters(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	const games = 40
	start := time.Now()
	wins, draws, losses, turns := hunterVs(t, "hunter", games)
	t.Logf("hunter vs 3 hunters: %d wins, %d draws, %d losses in %d games (%.0f turns a game, %v)",
		wins, draws, losses, games, float64(turns)/games, time.Since(start).Round(time.Millisecond))
	if wins+draws+losses != games {
		t.Fatalf("%d + %d + %d results for %d games", wins, draws, losses, games)
	}
	if draws > games/4 {
		t.Errorf("%d draws in %d games of hunters: their stand-offs last to the turn limit", draws, games)
	}
	if wins < games/8 {
		t.Errorf("hunter won %d of %d games against its equals, want about a quarter", wins, games)
	}
}
