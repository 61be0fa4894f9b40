package app

import (
	"fmt"
	"io"
	"slices"
	"time"
)

// liveBench measures a live match in the window (show.Live.Bench): from a
// turn played (its answer taken) to the first frame drawn with it on the
// timeline, and the time between frames while the match is played.
type liveBench struct {
	waiting  []time.Time // turns appended, not drawn yet: when they were played
	delays   []time.Duration
	lastDraw time.Time
	gaps     []time.Duration
}

// appended notes a turn, played at played, added to the view.
func (b *liveBench) appended(played time.Time) { b.waiting = append(b.waiting, played) }

// drawn notes a frame drawn at now while the match is played.
func (b *liveBench) drawn(now time.Time) {
	for _, t := range b.waiting {
		b.delays = append(b.delays, now.Sub(t))
	}
	b.waiting = b.waiting[:0]
	if !b.lastDraw.IsZero() {
		b.gaps = append(b.gaps, now.Sub(b.lastDraw))
	}
	b.lastDraw = now
}

// report prints the figures.
func (b *liveBench) report(w io.Writer) {
	q := func(d []time.Duration, p float64) time.Duration {
		if len(d) == 0 {
			return 0
		}
		return d[min(len(d)-1, int(p*float64(len(d))))]
	}
	slices.Sort(b.delays)
	slices.Sort(b.gaps)
	fmt.Fprintf(w, "turns shown: %d; from played to drawn: median %v, p99 %v, max %v\n",
		len(b.delays), q(b.delays, 0.5), q(b.delays, 0.99), q(b.delays, 1))
	med := q(b.gaps, 0.5)
	over := 0
	for _, g := range b.gaps {
		if g > 2*med {
			over++
		}
	}
	fmt.Fprintf(w, "frames: %d; time between frames: median %v, p99 %v, max %v; %d over 2x the median\n",
		len(b.gaps)+1, med, q(b.gaps, 0.99), q(b.gaps, 1), over)
}
