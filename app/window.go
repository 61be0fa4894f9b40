package app

import "github.com/hajimehoshi/ebiten/v2"

// window is what the window does to itself beyond painting: its title,
// fullscreen, its pace, waking its loop. The game goes through it, so
// tests run the game without a window (see fakeWindow).
type window interface {
	SetTitle(title string)
	ToggleFullscreen()
	// SetBusy makes the loop run at vsync (something moves) or sleep
	// until input or Wake (nothing moves).
	SetBusy(busy bool)
	// Wake runs a frame soon; any goroutine may call it.
	Wake()
}

// ebitenWindow is the window of Ebitengine's game loop.
type ebitenWindow struct{}

func (ebitenWindow) SetTitle(title string) { ebiten.SetWindowTitle(title) }
func (ebitenWindow) ToggleFullscreen()     { ebiten.SetFullscreen(!ebiten.IsFullscreen()) }

// Wake: ScheduleFrame is the one way to wake the loop in
// FPSModeVsyncOffMinimum (see SetBusy). Its deprecation points to
// SetScreenClearedEveryFrame(false), which the window already sets and
// which alone leaves the loop presenting at vsync: paused, at 640x360 under
// Xvfb, 4.0% of a core instead of 0.5% (7.4% instead of 2.8% at 1080p).
func (ebitenWindow) Wake() {
	//lint:ignore SA1019 no replacement wakes a loop sleeping in FPSModeVsyncOffMinimum (see above).
	ebiten.ScheduleFrame()
	pageWake()
}

// SetBusy: while nothing moves the loop sleeps until input or a Wake, and
// an idle window costs next to no CPU (setPace, by build).
func (ebitenWindow) SetBusy(busy bool) { setPace(busy) }
