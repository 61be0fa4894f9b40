package match

import (
	"slices"
	"testing"

	"floorfall/bot"
	"floorfall/draw"
	"floorfall/game"
	"floorfall/replay"
)

// board10 is a match whose board is 10x10 squares, for the recorder.
type board10 struct{ game.Match }

func (board10) PosArity() int { return 2 }
func (board10) DrawPos(seat int, n []int) (game.Pos, bool) {
	return game.Pos{n[0], n[1]}, n[0] >= 0 && n[0] < 10 && n[1] >= 0 && n[1] < 10
}

// A turn's record keeps the drawing commands on the board, as written,
// and counts the others by reason (the lines bot left out too); a game
// that has no board to draw on keeps none; once the records' budget is
// spent, none are kept.
func TestRecordDrawings(t *testing.T) {
	r := newRecorder()
	rec := replay.TurnRecord{Seat: 1}
	r.drawings(&rec, board10{}, bot.Drawn{Lines: []string{"dot 1 2", "dot 10 2", "line 0 0 9 9 red", "bogus", "say hi"}, Over: 3, Long: 1})
	if want := []string{"dot 1 2", "line 0 0 9 9 red", "say hi"}; !slices.Equal(rec.Draw, want) {
		t.Errorf("kept %q, want %q", rec.Draw, want)
	}
	want := []replay.DrawDrop{{Why: string(draw.OffBoard), N: 1}, {Why: string(draw.TooMany), N: 3}, {Why: string(draw.TooLong), N: 1}, {Why: string(draw.Unknown), N: 1}}
	if !slices.Equal(rec.Dropped, want) {
		t.Errorf("dropped %+v, want %+v", rec.Dropped, want)
	}

	rec = replay.TurnRecord{}
	r.drawings(&rec, nil, bot.Drawn{Lines: []string{"dot 1 2"}})
	if rec.Draw != nil || !slices.Equal(rec.Dropped, []replay.DrawDrop{{Why: string(draw.NotDrawn), N: 1}}) {
		t.Errorf("no board: %+v", rec)
	}

	r.left = 100
	rec = replay.TurnRecord{}
	r.drawings(&rec, board10{}, bot.Drawn{Lines: []string{"dot 1 1", "dot 2 2", "dot 3 3"}})
	if len(rec.Draw) != 3 || r.left >= 100 {
		t.Errorf("within the budget: kept %q, %d left", rec.Draw, r.left)
	}
	rec = replay.TurnRecord{}
	r.drawings(&rec, board10{}, bot.Drawn{Lines: []string{"dot 1 1", "dot 2 2", "dot 3 3"}})
	if rec.Draw != nil || !slices.Equal(rec.Dropped, []replay.DrawDrop{{Why: string(draw.NotRecorded), N: 3}}) {
		t.Errorf("over the budget: %+v", rec)
	}
}
