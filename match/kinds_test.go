package match

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/internal/testlimit"
	"floorfall/replay"
)

// echoGame is a game for the runner's tests: every seat acts every turn
// (all at once), is sent "turn T seat S" and scores a point for each
// answer; turn 0 has its own limit (a setup turn), as Ants' has.
type echoGame struct {
	ask   game.Ask
	turns int
	setup time.Duration
}

func (g echoGame) Info() game.Info {
	return game.Info{Name: "echo", Title: "Echo", MinSeats: 2, MaxSeats: 6, Ask: g.ask}
}
func (g echoGame) New(s game.Setup) (game.Match, error) {
	return &echoMatch{g: g, answers: make([][]string, s.Seats)}, nil
}
func (echoGame) Builtin(string, int, int64, game.Setup) (bot.Player, error) { return nil, nil }
func (echoGame) Decode([]byte, string) (game.Replay, error)                 { return nil, nil }
func (echoGame) Sniff([]byte) bool                                          { return false }
func (echoGame) Serve(string, int64, map[string]string, []string, io.Reader, io.Writer) error {
	return nil
}

type echoMatch struct {
	g       echoGame
	turn    int
	answers [][]string // answers[seat][turn]: the text, or "!why" for none
}

func (m *echoMatch) Turn() int  { return m.turn }
func (m *echoMatch) Over() bool { return m.turn >= m.g.turns }
func (m *echoMatch) Acting(dst []game.Act) []game.Act {
	for s := range m.answers {
		a := game.Act{Seat: s}
		if m.turn == 0 {
			a.Limit = m.g.setup
		}
		dst = append(dst, a)
	}
	return dst
}
func (m *echoMatch) Input(dst []byte, seat int) []byte {
	return fmt.Appendf(dst, "turn %d seat %d", m.turn, seat)
}
func (m *echoMatch) Play(rs []game.Reply) game.Turn {
	for _, r := range rs {
		a := r.Text
		if r.Missing != "" {
			a = "!" + r.Missing
		}
		m.answers[r.Seat] = append(m.answers[r.Seat], a)
	}
	m.turn++
	return game.Turn{Number: m.turn - 1}
}
func (m *echoMatch) Result() game.Result {
	return game.Result{Over: m.Over(), Turns: m.turn, Winner: -1}
}
func (m *echoMatch) Clone() game.Match { c := *m; return &c }
func (m *echoMatch) Replay(*replay.Meta) game.Replay {
	return nil
}

// The runner asks every acting seat at once, each bot the game's way: a
// persistent bot answering lines up to "go", a bot started anew for every
// call with the input as its argument; a setup turn has its own limit.
func TestRunnerAsksTheGamesWay(t *testing.T) {
	for _, tc := range []struct {
		name string
		ask  game.Ask
		cmd  string
		want func(turn, seat int) string
	}{
		{"lines until go", game.Ask{Kind: game.Persistent, Until: "go", FoldCase: true},
			`sh -c 'while read l; do echo "$l"; echo second; echo GO; done'`,
			func(turn, seat int) string { return fmt.Sprintf("turn %d seat %d\nsecond", turn, seat) }},
		{"a process per call", game.Ask{Kind: game.PerCall},
			`sh -c 'echo "got $0"'`,
			func(turn, seat int) string { return fmt.Sprintf("got turn %d seat %d\n", turn, seat) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := echoGame{ask: tc.ask, turns: 3, setup: testlimit.Scale(5 * time.Second)}
			cfg := Config{Game: g, Seats: []Seat{{Name: "a", Command: tc.cmd}, {Name: "b", Command: tc.cmd}, {Name: "c", Command: tc.cmd}},
				Bot: bot.Config{ActionTimeout: testlimit.Scale(5 * time.Second)}}
			r, err := Start(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			for {
				tt, ok := r.Next(context.Background())
				if !ok {
					break
				}
				if len(tt.Records) != 3 {
					t.Fatalf("turn %d: %d records, want one a seat", tt.Number, len(tt.Records))
				}
			}
			m := r.Match().(*echoMatch)
			for seat, as := range m.answers {
				for turn, a := range as {
					if want := tc.want(turn, seat); a != want {
						t.Errorf("seat %d turn %d: answered %q, want %q", seat, turn, a, want)
					}
				}
			}
		})
	}
}

// Every seat is asked at once: three bots that each take 300 ms make a
// turn take about 300 ms, not 900.
func TestRunnerAsksAtOnce(t *testing.T) {
	cmd := `sh -c 'while read l; do sleep 0.3; echo x; echo go; done'`
	g := echoGame{ask: game.Ask{Kind: game.Persistent, Until: "go"}, turns: 2}
	cfg := Config{Game: g, Seats: []Seat{{Command: cmd}, {Command: cmd}, {Command: cmd}},
		Bot: bot.Config{ActionTimeout: testlimit.Scale(10 * time.Second)}}
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	r.Next(context.Background()) // warm: the shells start
	start := time.Now()
	tt, ok := r.Next(context.Background())
	took := time.Since(start)
	if !ok || len(tt.Records) != 3 {
		t.Fatalf("turn: %v %+v", ok, tt)
	}
	// Each bot took at least 300 ms; asked in turn they would take 900.
	for _, rec := range tt.Records {
		if rec.Took < 300*time.Millisecond {
			t.Errorf("seat %d answered in %v, before its 300 ms sleep", rec.Seat, rec.Took)
		}
	}
	var sum time.Duration
	for _, rec := range tt.Records {
		sum += rec.Took
	}
	if took >= sum {
		t.Errorf("the turn took %v, the three answers %v together: asked one after the other", took, sum)
	}
	if !strings.Contains(fmt.Sprint(r.Match().(*echoMatch).answers), "x") {
		t.Errorf("answers %v", r.Match().(*echoMatch).answers)
	}
}

// A setup turn has its own limit: a bot that takes 1 s to answer the
// first input, with 400 ms a turn after it, is not timed out.
func TestRunnerSetupLimit(t *testing.T) {
	cmd := `sh -c 'read l; sleep 1; echo ready; echo go; while read l; do echo x; echo go; done'`
	g := echoGame{ask: game.Ask{Kind: game.Persistent, Until: "go"}, turns: 3, setup: 10 * time.Second}
	cfg := Config{Game: g, Seats: []Seat{{Command: cmd}, {Command: cmd}}, Bot: bot.Config{ActionTimeout: 400 * time.Millisecond}}
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for {
		if _, ok := r.Next(context.Background()); !ok {
			break
		}
	}
	for seat, as := range r.Match().(*echoMatch).answers {
		if len(as) != 3 || as[0] != "ready" {
			t.Errorf("seat %d: %q, want the setup answered after 1 s", seat, as)
		}
	}
}

// Bots asked at once are timed each on its own: a slow first seat does not
// make the answers of the fast seats after it look slow (they are read as
// they come, not after the slow one).
func TestRunnerTimesEachSeat(t *testing.T) {
	slow := `sh -c 'while read l; do sleep 1; echo x; echo go; done'`
	fast := `sh -c 'while read l; do echo y; echo go; done'`
	g := echoGame{ask: game.Ask{Kind: game.Persistent, Until: "go"}, turns: 2}
	cfg := Config{Game: g, Seats: []Seat{{Command: slow}, {Command: fast}, {Command: fast}},
		Bot: bot.Config{ActionTimeout: testlimit.Scale(10 * time.Second)}}
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for range 2 {
		tt, ok := r.Next(context.Background())
		if !ok || len(tt.Records) != 3 {
			t.Fatalf("turn: %v %+v", ok, tt)
		}
		if tt.Records[0].Took < time.Second {
			t.Errorf("turn %d: the slow seat answered in %v, before its 1 s sleep", tt.Number, tt.Records[0].Took)
		}
		for _, rec := range tt.Records[1:] {
			if rec.Took >= tt.Records[0].Took {
				t.Errorf("turn %d: fast seat %d took %v, the slow seat %v: timed as if read after it", tt.Number, rec.Seat, rec.Took, tt.Records[0].Took)
			}
		}
	}
}
