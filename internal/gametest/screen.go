package gametest

import (
	"image"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/view"
)

// shows checks that the viewer shows the replay, and showed the match
// live, to the game's result; and that the frames the board makes, and
// what it shows a person deciding a turn, are the painter's types.
func shows(t *testing.T, p *played) {
	vm, err := view.FromReplay(p.r, "kit.json")
	if err != nil {
		t.Fatalf("the viewer cannot show the replay: %v", err)
	}
	for what, m := range map[string]*view.Match{"the replay": vm, "the match shown live": p.live} {
		if m.Live() || m.Turns() != p.r.Turns() {
			t.Errorf("%s: %d turns, live %v; the match played %d", what, m.Turns(), m.Live(), p.r.Turns())
		}
		if res := m.Board().Result(); !reflect.DeepEqual(res, p.r.Result()) {
			t.Errorf("%s: the board's result\n%+v\nis not the game's\n%+v", what, res, p.r.Result())
		}
	}
	pt := view.PainterOf(p.g.Info().Name)
	if pt == nil {
		t.Fatal("no painter")
	}
	for _, pos := range positions(vm) {
		var fr view.Frame
		view.BuildFrame(vm, pos, 0, false, &fr)
		if err := pt.Paints(fr.Board, nil); err != nil {
			t.Errorf("the frame at %v: %v", pos, err)
		}
	}
	// What a person deciding a seat's first turn is shown.
	m, err := p.r.At(0)
	if err != nil {
		t.Fatal(err)
	}
	lm, err := view.NewLive("kit", m.Replay(nil))
	if err != nil {
		t.Fatalf("the viewer cannot show a new match: %v", err)
	}
	if pl, ok := lm.Board().(view.Playable); ok {
		var fr view.Frame
		view.BuildFrame(lm, 0, 0, false, &fr)
		for _, a := range m.Acting(nil) {
			if err := pt.Paints(fr.Board, pl.Yours(a.Seat)); err != nil {
				t.Errorf("a person deciding seat %d's first turn: %v", a.Seat, err)
			}
		}
	}
}

// positions are where the kit looks at a match: its start, half-time
// (half-way through a turn) and its end.
func positions(m *view.Match) []float64 {
	n := float64(m.Turns())
	return []float64{0, float64(int(n/2)) + 0.5, n}
}

// paints checks that a painted frame of the replay is not the empty
// background, at the start and at half-time.
func paints(t *testing.T, p *played) {
	vm, err := view.FromReplay(p.r, "kit.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, pos := range positions(vm)[:2] {
		img, l := painttest.PaintAt(t, vm, pos, 960, 540)
		if f := painted(img, l.Board); f < minPainted {
			t.Errorf("at %v: %.1f%% of the board is painted (at least %.0f%%): is it empty?", pos, 100*f, 100*minPainted)
		}
	}
}

// minPainted is the least part of a board's place that a frame paints.
const minPainted = 0.05

// painted is the part of r in img that is not the background.
func painted(img *image.RGBA, r view.Rect) float64 {
	n, on := 0, 0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			n++
			if painttest.Dist(img.RGBAAt(x, y), render.ColBackground) > 0.003 {
				on++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(on) / float64(n)
}

// span is the numbers the kit reads as a bot's drawing position, each.
const spanLo, spanHi = -1, 48

// drawings checks, for a game whose bots draw on its board, that a match
// and its replay read a bot's numbers as the same positions, each
// position from one set of numbers only (it maps back to what the bot
// wrote), and that the painter places every position on the board.
func drawings(t *testing.T, p *played) {
	half := p.r.Turns() / 2
	m, err := p.r.At(half)
	if err != nil {
		t.Fatal(err)
	}
	dm, ok := m.(game.Drawable)
	if !ok {
		t.Skip("not a game.Drawable: bots draw nothing on its board")
	}
	readers := map[string]game.Drawable{"the match": dm}
	for what, r := range map[string]game.Replay{"the replay": p.r, "the replay read back": ReadBack(t, p.r)} {
		d, ok := r.(game.Drawable)
		if !ok {
			t.Fatalf("the match is a game.Drawable, %s is not: the viewer shows no drawing", what)
		}
		readers[what] = d
	}
	arity := dm.PosArity()
	if arity < 1 || arity > len(game.Pos{}) {
		t.Fatalf("a position of %d numbers", arity)
	}
	var on []game.Pos
	for seat := range p.r.Seats() {
		from := map[game.Pos][]int{}
		nums := make([]int, arity)
		for k := range nums {
			nums[k] = spanLo
		}
		for {
			pos, ok := dm.DrawPos(seat, nums)
			for what, d := range readers {
				if d.PosArity() != arity {
					t.Fatalf("%s reads positions of %d numbers, the match %d", what, d.PosArity(), arity)
				}
				if dp, dok := d.DrawPos(seat, nums); dp != pos || dok != ok {
					t.Fatalf("seat %d's %v: %s reads %v %v, the match %v %v", seat, nums, what, dp, dok, pos, ok)
				}
			}
			if ok {
				if prev, dup := from[pos]; dup {
					t.Fatalf("seat %d's %v and %v are both drawn at %v: a position maps back to one", seat, prev, nums, pos)
				}
				from[pos] = append([]int(nil), nums...)
				if seat == 0 {
					on = append(on, pos)
				}
			}
			if !next(nums) {
				break
			}
		}
		if len(from) == 0 {
			t.Fatalf("seat %d draws nowhere: no numbers from %d to %d are a position", seat, spanLo, spanHi-1)
		}
	}
	places(t, p, half, on)
}

// next steps nums to the next numbers of the span, false after the last.
func next(nums []int) bool {
	for k := len(nums) - 1; k >= 0; k-- {
		if nums[k]++; nums[k] < spanHi {
			return true
		}
		nums[k] = spanLo
	}
	return false
}

// places checks that the painter places positions on the board, in the
// frame of turn turn.
func places(t *testing.T, p *played, turn int, on []game.Pos) {
	vm, err := view.FromReplay(p.r, "kit.json")
	if err != nil {
		t.Fatal(err)
	}
	v := painttest.ViewAt(vm, float64(turn))
	bp, ok := v.Board.(render.BoardPointer)
	if !ok {
		t.Fatal("the game's bots draw, its painter places no position (render.Paint's Point)")
	}
	l := painttest.Layout(960, 540, vm.Board().Shape())
	var off []string
	shown := 0
	painttest.InPainter(t, int(l.W), int(l.H), func(pr *render.Painter, dst *ebiten.Image) {
		pr.Paint(dst, l, &render.Frame{Screen: v})
		b := l.Board
		for _, pos := range on {
			x, y, unit, ok := bp.Point(pr, v.Frame.Board, pos)
			if !ok {
				continue
			}
			shown++
			if x < b.X-unit || x > b.X+b.W+unit || y < b.Y-unit || y > b.Y+b.H+unit || unit <= 0 {
				off = append(off, posText(pos)+" at "+strconv.Itoa(int(x))+","+strconv.Itoa(int(y)))
			}
		}
	})
	t.Logf("%d positions on the board, %d of them in the picture", len(on), shown)
	if len(off) > 0 {
		t.Errorf("%d positions placed off the board %v: %s", len(off), l.Board, strings.Join(off[:min(5, len(off))], "; "))
	}
	if shown == 0 && len(on) > 0 {
		t.Error("the painter places none of the positions bots draw at")
	}
}

func posText(p game.Pos) string {
	return strconv.Itoa(p[0]) + " " + strconv.Itoa(p[1]) + " " + strconv.Itoa(p[2])
}
