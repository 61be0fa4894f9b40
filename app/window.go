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
func (ebitenWindow) Wake()                 { ebiten.ScheduleFrame() }

// SetBusy: while nothing moves Ebitengine then runs a frame only on input
// or when a background job calls ScheduleFrame, and an idle window costs
// next to no CPU.
func (ebitenWindow) SetBusy(busy bool) {
	if busy {
		ebiten.SetVsyncEnabled(true)
	} else {
		//lint:ignore SA1019 SetScreenClearedEveryFrame(false) alone still wakes the loop 60 times a second.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
}
