package engine

import (
	"strings"
	"testing"

	"floorfall/games/tenka1/internal/trace"
)

func loadTraces(t testing.TB) []*trace.Trace {
	t.Helper()
	ts, err := trace.LoadAll("../testdata")
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// Every answer of every trace, byte for byte, and the final scores, ranks
// and ranking points.
func TestConformance(t *testing.T) {
	for _, tr := range loadTraces(t) {
		s := New()
		var buf []byte
		for turn, mv := range tr.Moves {
			var moves [Agents]int
			copy(moves[:], mv)
			s.Play(moves)
			for m := range Agents {
				want := tr.Responses[turn][m]
				if want == nil {
					continue
				}
				buf = s.AppendAnswer(buf[:0], m, 0)
				if string(buf) != *want {
					t.Fatalf("%s: turn %d seat %d:\n got %s\nwant %s", tr.File, turn, m, buf, *want)
				}
			}
		}
		if !s.Over() {
			t.Fatalf("%s: not over after %d turns", tr.File, s.Turn)
		}
		ranks, points := s.Ranks(), s.RankPoints()
		for a := range Agents {
			if s.Score[a] != tr.Final.Scores[a] || ranks[a] != tr.Final.Ranks[a] || points[a] != tr.Final.RankPoints[a] {
				t.Fatalf("%s: seat %d: score %d rank %d points %d, want %v %v %v", tr.File, a, s.Score[a], ranks[a], points[a],
					tr.Final.Scores, tr.Final.Ranks, tr.Final.RankPoints)
			}
			if s.owned(a) != s.Area[a] {
				t.Fatalf("%s: seat %d owns %d cells, area %d", tr.File, a, s.owned(a), s.Area[a])
			}
		}
	}
}

// An answer read back is the state the seat sees.
func TestParseAnswer(t *testing.T) {
	tr := loadTraces(t)[0]
	s := New()
	for turn := range 200 {
		var moves [Agents]int
		copy(moves[:], tr.Moves[turn])
		s.Play(moves)
	}
	for m := range Agents {
		a, err := ParseAnswer(s.AppendAnswer(nil, m, 1234))
		if err != nil {
			t.Fatal(err)
		}
		if a.Status != "ok" || a.Now != 1234 || a.State != s.View(m) {
			t.Fatalf("seat %d: read back %+v", m, a)
		}
	}
	for _, bad := range []string{``, `{`, `{"status":"ok"}`, `{"status":"ok","turn":1,"move":[0,0,0,0,0,9],"score":[0,0,0,0,0,0],"field":[],"agent":[]}`, `[1]`} {
		if _, err := ParseAnswer([]byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if a, err := ParseAnswer([]byte(`{"status":"game_finished"}`)); err != nil || a.Status != "game_finished" {
		t.Errorf("game_finished: %+v %v", a, err)
	}
}

// The quick reading of floorfall's own answers and the general one agree;
// a cut or changed answer is refused, never a crash.
func TestParseAnswerPaths(t *testing.T) {
	tr := loadTraces(t)[4]
	s := New()
	for turn := range 150 {
		var moves [Agents]int
		copy(moves[:], tr.Moves[turn])
		s.Play(moves)
	}
	body := s.AppendAnswer(nil, 3, 1700000000000)
	fast, err := ParseAnswer(body)
	if err != nil {
		t.Fatal(err)
	}
	spaced := []byte(strings.ReplaceAll(string(body), ",", ", "))
	var slow Answer
	if parseCanonical(spaced, &slow) {
		t.Fatal("a spaced answer read the quick way")
	}
	if slow, err = ParseAnswer(spaced); err != nil || slow != fast {
		t.Fatalf("spaced: %v\n%+v\n%+v", err, slow, fast)
	}
	for n := range len(body) - 1 {
		if _, err := ParseAnswer(body[:n]); err == nil {
			t.Fatalf("cut at %d: read", n)
		}
	}
	bad := strings.Replace(string(body), `[3,2]`, `[7,2]`, 1)
	if _, err := ParseAnswer([]byte(bad)); err == nil {
		t.Fatal("owner 7 read")
	}
}

// owned counts the cells agent a owns (its area).
func (s *State) owned(a int) int {
	n := 0
	for i := range s.Field {
		for j := range s.Field[i] {
			for k := range s.Field[i][j] {
				if int(s.Field[i][j][k].Owner) == a {
					n++
				}
			}
		}
	}
	return n
}
