package render

import (
	"strconv"
	"strings"
	"testing"

	"floorfall/view"
)

// Sixteen seats' banner rows, each with how it went out, fit whole at
// every size from 640x360: no fact is cut, the banner stays above the bar
// and in the window, and a two-digit place ends before the seat's badge.
func TestBannerRowsFit(t *testing.T) {
	p, err := NewPainter()
	if err != nil {
		t.Fatal(err)
	}
	bn := &view.Banner{Title: "officialhunter 2 and officialhunter 5 share first", Winner: 13, Reason: "round limit: 100 rounds played, 5 ships afloat"}
	for i := range 16 {
		text := "sunk in turn " + strconv.Itoa(100+i) + " by peacemaker 13 · in round 25 · score -15"
		if i == 0 {
			text = "eliminated in turn 163, last hill razed by officialhunter 12 · score 0"
		}
		bn.Rows = append(bn.Rows, view.Rank{Place: i + 1, Player: 15 - i, Name: "officialhunter " + strconv.Itoa(15-i), Text: text})
	}
	for _, sz := range [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}} {
		u := view.UIScale(sz[0], sz[1], 1)
		p.l = view.NewLayout(sz[0], sz[1], u, view.Shape{W: 40, H: 40, Seats: 16})
		pl := p.planBanner(bn, true)
		if pl.x < 0 || pl.x+pl.w > sz[0] || pl.y < 0 || pl.y+pl.h > p.l.Bar.Y-4*u {
			t.Errorf("%v: banner %+v leaves the window or meets the bar at %v", sz, pl, p.l.Bar.Y)
		}
		if pl.size < 9*u || pl.rowH < 14*u {
			t.Errorf("%v: rows %.1f px high, type %.1f px", sz, pl.rowH, pl.size)
		}
		// The keys at its foot fit its box whole, legible.
		if pl.hint == "" || p.width(pl.hint, pl.hintSize) > pl.w-40*u || pl.hintSize < 12*u {
			t.Errorf("%v: keys %q at %.1f px in a box %.0f px wide", sz, pl.hint, pl.hintSize, pl.w)
		}
		// A long reason in two lines, every word of it (broken between
		// its parts, " · ", when it can).
		long := "294 turns played: a score is the area summed over the last 100 turns · 6 agents painted 1200 cells"
		lines, size := p.bannerReason(long, pl.w-40*u)
		if strings.Join(lines, " ") != long && strings.Join(lines, " · ") != long || len(lines) > 2 || size < 13*u {
			t.Errorf("%v: reason in %q at %.1f px", sz, lines, size)
		}
		for _, s := range lines {
			if p.width(s, size) > pl.w-40*u {
				t.Errorf("%v: reason line %q wider than the box", sz, s)
			}
		}
		if got := p.fit(bn.Title, pl.titleSize, pl.w-40*u); got != bn.Title {
			t.Errorf("%v: title cut to %q", sz, got)
		}
		room := pl.w - (104+16+36)*u - pl.nameW
		for _, r := range bn.Rows {
			if got := p.fit(r.Text, pl.size, room); got != r.Text || strings.HasSuffix(got, "…") {
				t.Errorf("%v: row %q cut to %q", sz, r.Text, got)
			}
		}
		// The place is right-aligned before the badge: "16th" starts
		// inside the row.
		if w := p.width("16th", min(16*u, pl.rowH*0.62)); 84*u-min(10*u, pl.rowH*0.42)-6*u-w < 20*u {
			t.Errorf("%v: \"16th\" (%.0f px) runs out of its row", sz, w)
		}
	}
}

// A shared first's title fits whole at every size with ten short rows
// (an Ants game of 10 players): it was cut at 1920x1080 by a hair, the
// title's face being a step wider than its size said.
func TestBannerTitleWhole(t *testing.T) {
	p, err := NewPainter()
	if err != nil {
		t.Fatal(err)
	}
	bn := &view.Banner{Title: "hunter 0 and hunter 6 share first", Winner: -1, Reason: "turn limit reached after 300 turns"}
	for i := range 10 {
		bn.Rows = append(bn.Rows, view.Rank{Place: i + 1, Player: i, Name: "hunter " + strconv.Itoa(i), Text: "score 5 · survived with 80 ants"})
	}
	for _, sz := range [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {2560, 1440}, {3840, 2160}} {
		u := view.UIScale(sz[0], sz[1], 1)
		p.l = view.NewLayout(sz[0], sz[1], u, view.Shape{W: 200, H: 200, Seats: 10})
		pl := p.planBanner(bn, true)
		if got := p.fit(bn.Title, pl.titleSize, pl.w-40*u); got != bn.Title {
			t.Errorf("%v: title cut to %q (%.1f px in %.0f)", sz, got, pl.titleSize, pl.w)
		}
	}
}
