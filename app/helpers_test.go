package app

import (
	"image"
	"testing"

	"floorfall/game"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/show"
	"floorfall/view"
)

// fakeWindow records what the app does to its window.
type fakeWindow struct {
	title       string
	fullscreens int // toggles
	busy        bool
}

func (w *fakeWindow) SetTitle(t string) { w.title = t }
func (w *fakeWindow) ToggleFullscreen() { w.fullscreens++ }
func (w *fakeWindow) SetBusy(busy bool) { w.busy = busy }
func (w *fakeWindow) Wake()             {}
func (a *app) fake() *fakeWindow        { return a.win.(*fakeWindow) }
func testApp(t testing.TB) *app         { return testAppWith(t, show.Window{}) }
func testAppWith(t testing.TB, o show.Window) *app {
	a := newApp(o, &fakeWindow{}, nil)
	t.Cleanup(a.jobs.stop)
	a.surf.w, a.surf.h = 1280, 720
	a.surf.layout(1, a.scr.present != nil)
	return a
}

// paintApp paints the app's frame inside the game loop.
func paintApp(t testing.TB, a *app) *image.RGBA {
	t.Helper()
	return painttest.Paint(t, &a.surf.frame, a.surf.l)
}

// shot renders o inside the game loop.
func shot(t *testing.T, o show.Shot) *image.RGBA {
	t.Helper()
	var img *image.RGBA
	var err error
	rendertest.InLoop(t, func() { img, err = shoot(o) })
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// showYourTurn shows a live match before its first turn, waiting for
// player 0, a person, with the board at the match's end.
func showYourTurn(t testing.TB, a *app) any {
	m := rendertest.LiveMatch(t)
	a.showMatch(m, "")
	a.scr.match.pb.Pause()
	a.scr.match.pb.End()
	yt := m.Board().(view.Playable).Yours(0)
	a.scr.match.yours = yt
	return yt
}

// devSeats are the seats of a match of the results browser's tests:
// hunter, random, ボブ太郎 and hunter again, placed in seat order, their
// bots ok.
func devSeats() []game.SeatOutcome {
	var seats []game.SeatOutcome
	for i, name := range []string{"hunter", "random", "ボブ太郎", "hunter"} {
		o := game.SeatOutcome{Name: name, Status: "ok", Outcome: game.In()}
		o.Place = i + 1
		seats = append(seats, o)
	}
	return seats
}
