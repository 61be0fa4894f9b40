package tenka1

import (
	"net/http/httptest"
	"testing"

	"floorfall/game"
	"floorfall/internal/gametest"
	"floorfall/replay"
)

// A seat's turn requests the API refuses (a direction not 0 to 3, another
// game id) are answered as the official server answered them, and counted
// against the seat once the match takes them (Played); so is a reply the
// rules read as no move. The replay keeps the counts in its meta (its
// moves tell none), and reads them back.
func TestRefusedRequests(t *testing.T) {
	m := newMatch(0)
	api := Game{}.API(game.Setup{}).(*API)
	seatOf := func(tok string) (int, bool) {
		if len(tok) == 2 && tok[0] == 't' && tok[1] >= '0' && tok[1] <= '5' {
			return int(tok[1] - '0'), true
		}
		return 0, false
	}
	for _, c := range []struct {
		path string
		code int
		body string
	}{
		{"/api/move/t1/1/4", 404, ""},
		{"/api/move/t1/1/up", 404, ""},
		{"/api/move/t1/2/0", 200, `{"status":"invalid_game_id"}`},
		{"/api/move/t2/1/-1", 404, ""},
		{"/api/move/zz/1/9", 404, ""}, // no seat's token: nobody's
	} {
		w := httptest.NewRecorder()
		if _, _, ok := api.Route(w, httptest.NewRequest("GET", c.path, nil), seatOf); ok {
			t.Errorf("%s: taken as a turn request", c.path)
		}
		if w.Code != c.code || w.Body.String() != c.body {
			t.Errorf("%s: %d %q, want %d %q", c.path, w.Code, w.Body.String(), c.code, c.body)
		}
	}
	w := httptest.NewRecorder()
	if seat, dir, ok := api.Route(w, httptest.NewRequest("GET", "/api/move/t3/1/2", nil), seatOf); !ok || seat != 3 || dir != "2" {
		t.Errorf("a good request: seat %d, %q, %v", seat, dir, ok)
	}
	replies := []game.Reply{{Seat: 0, Text: "2"}, {Seat: 4, Text: "north"}, {Seat: 5, Missing: "timeout"}}
	m.Play(replies)
	api.Played(m)
	want := []int{0, 3, 1, 0, 1, 0}
	check := func(what string, res game.Result) {
		t.Helper()
		for a, o := range res.Outcomes {
			if o.Refused != want[a] {
				t.Errorf("%s: seat %d refused %d, want %d", what, a, o.Refused, want[a])
			}
		}
	}
	check("the match", m.Result())
	meta := &replay.Meta{Players: make([]replay.PlayerMeta, 6)}
	check("read back", gametest.ReadBack(t, m.Replay(meta)).Result())
	// A match played on from this one, with an API of its own: the
	// requests refused before stay counted.
	fork := m.Clone().(*Match)
	api2 := Game{}.API(game.Setup{}).(*API)
	api2.Played(fork)
	api2.Route(httptest.NewRecorder(), httptest.NewRequest("GET", "/api/move/t1/1/7", nil), seatOf)
	fork.Play(replies)
	api2.Played(fork)
	want[1]++
	want[4]++ // "north" again
	check("played on", fork.Result())
}
