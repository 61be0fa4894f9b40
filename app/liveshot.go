//go:build !js

package app

import (
	"floorfall/render"
	"floorfall/view"
)

// shootLive plays a live match only as far as its screenshot
// (show.Live.Shot) asks, one turn at a time as fast as the bots answer;
// once the match has played Shot.At turns (with a person's seat: once
// it waits for them, whatever the turn) or has ended, it paints the
// window as it stands, with no tooltip, at Shot.Width x Shot.Height into
// Shot.Out and closes the window (the replay of what was played is saved
// as the window closes).
func (a *app) shootLive(lv *live) {
	s := lv.o.Shot
	if !lv.ended && lv.yours == nil && (float64(lv.m.Turns()) < s.At || lv.human != nil) {
		if !lv.d.Pending() {
			lv.d.Allow(1)
		}
		return
	}
	if a.scr.match.m == lv.m {
		a.scr.match.pb.End() // the newest turn, settled
		a.scr.match.advance(a.live.yoursOn(a.scr.match.m), 0)
	}
	a.scr.match.mx, a.scr.match.my = -1, -1
	w, h := float64(s.Width), float64(s.Height)
	if w <= 0 || h <= 0 {
		w, h = 1280, 720
	}
	a.surf.w, a.surf.h = w, h
	a.surf.layout(view.UIScale(w, h, 1), a.scr.present != nil)
	a.makeFrame()
	if err := render.WritePNG(s.Out, a.surf.snapshot()); err != nil {
		a.live.shotErr = err
	}
	a.quit = true
}
