package app

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/cputime"
	"floorfall/view"
)

// bench measures the viewer (show.Window.BenchFrames): frames while playing at
// 8x, CPU while paused, the time to the first frame.
type bench struct {
	frames int
	idle   time.Duration

	phase     int // 0 waiting for the replay, 1 playing, 2 settling, 3 paused
	t0        time.Time
	cpu0      time.Duration
	updStart  time.Time
	drawStart time.Time
	work      time.Duration   // our Update+Draw time in the current frame
	works     []time.Duration // per drawn frame
	updCPU    time.Duration   // the game thread's CPU time at the start of Update, Draw
	drawCPU   time.Duration
	cpuWork   time.Duration   // our Update+Draw CPU time in the current frame
	cpuWorks  []time.Duration // per drawn frame
	locked    bool
	drawn     int
	first     time.Duration // from start to the first frame with a replay
	playWall  time.Duration
	playCPU   time.Duration
	idleWall  time.Duration
	idleCPU   time.Duration
	idleDrawn int
	w, h      float64
	fps       float64
}

func newBench(frames int, idle float64) *bench {
	if idle <= 0 {
		idle = 3
	}
	return &bench{frames: frames, idle: time.Duration(idle * float64(time.Second))}
}

// The wall time of Update and Draw counts the time the machine gave to
// others and the waits for the graphics thread (a full command queue
// flushed, software GL drawing it); the game thread's CPU time is the
// viewer's own work. The thread is the goroutine's for good once
// measured (LockOSThread), so that its clock is the goroutine's.
func (b *bench) beginUpdate() { b.lock(); b.updStart, b.updCPU = time.Now(), cputime.Thread() }
func (b *bench) endUpdate() {
	b.work += time.Since(b.updStart)
	b.cpuWork += cputime.Thread() - b.updCPU
}
func (b *bench) beginDraw() { b.lock(); b.drawStart, b.drawCPU = time.Now(), cputime.Thread() }

func (b *bench) lock() {
	if !b.locked {
		runtime.LockOSThread()
		b.locked = true
	}
}

func (b *bench) endDraw() {
	b.work += time.Since(b.drawStart)
	b.cpuWork += cputime.Thread() - b.drawCPU
	if b.phase == 1 {
		b.works = append(b.works, b.work)
		b.cpuWorks = append(b.cpuWorks, b.cpuWork)
		b.drawn++
	}
	if b.phase == 3 {
		b.idleDrawn++
	}
	b.work, b.cpuWork = 0, 0
}

// step moves the measurement on; it ends the game when done.
func (b *bench) step(a *app) error {
	pb := a.match.pb
	switch b.phase {
	case 0:
		if pb == nil {
			return nil
		}
		b.first = time.Since(started)
		pb.SetSpeed(5) // 8x
		pb.Play()
		b.phase, b.t0, b.cpu0 = 1, time.Now(), cputime.Process()
	case 1:
		if d, ok := a.match.m.Board().(view.Dragger); ok {
			d.Drag(4, 0) // a board that turns is measured turning
		}
		if pb.AtEnd() {
			pb.Seek(0)
			pb.Play()
		}
		if b.drawn >= b.frames {
			b.playWall, b.playCPU = time.Since(b.t0), cputime.Process()-b.cpu0
			b.fps = ebiten.ActualFPS()
			b.w, b.h = a.w, a.h
			pb.Pause()
			b.phase = 2
		}
	case 2:
		if !pb.Animating() {
			b.phase, b.t0, b.cpu0 = 3, time.Now(), cputime.Process()
			// The idle loop sleeps until something wakes it.
			time.AfterFunc(b.idle, a.win.Wake)
		}
	case 3:
		if d := time.Since(b.t0); d >= b.idle {
			b.idleWall, b.idleCPU = d, cputime.Process()-b.cpu0
			return ebiten.Termination
		}
	}
	return nil
}

func (b *bench) report(w io.Writer) {
	if b.drawn == 0 {
		fmt.Fprintln(w, "bench: no frame was drawn")
		return
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	stats := func(works []time.Duration) (mean, p50, p99 float64) {
		s := slices.Clone(works)
		slices.Sort(s)
		var sum time.Duration
		for _, d := range s {
			sum += d
		}
		return ms(sum) / float64(len(s)), ms(s[len(s)/2]), ms(s[len(s)*99/100])
	}
	fmt.Fprintf(w, "bench: screen %.0fx%.0f, first frame %.0f ms after start\n", b.w, b.h, ms(b.first))
	fmt.Fprintf(w, "bench: playing at 8x: %d frames in %.2f s = %.1f fps (ebiten %.1f)\n",
		b.drawn, b.playWall.Seconds(), float64(b.drawn)/b.playWall.Seconds(), b.fps)
	mean, p50, p99 := stats(b.works)
	fmt.Fprintf(w, "bench: update+draw (viewer code), wall: mean %.2f ms, p50 %.2f ms, p99 %.2f ms per frame\n", mean, p50, p99)
	if cputime.Thread() > 0 { // a thread's clock where there is one
		mean, p50, p99 = stats(b.cpuWorks)
		fmt.Fprintf(w, "bench: update+draw (viewer code), CPU of its thread: mean %.2f ms, p50 %.2f ms, p99 %.2f ms per frame\n", mean, p50, p99)
	}
	fmt.Fprintf(w, "bench: process CPU while playing: %.2f ms per frame (%.0f%% of a core)\n",
		ms(b.playCPU)/float64(b.drawn), 100*b.playCPU.Seconds()/b.playWall.Seconds())
	fmt.Fprintf(w, "bench: paused %.1f s: %d frames drawn, process CPU %.1f%% of a core\n",
		b.idleWall.Seconds(), b.idleDrawn, 100*b.idleCPU.Seconds()/b.idleWall.Seconds())
}
