package app

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/cputime"
	"floorfall/show"
	"floorfall/view"
)

// metered is the window measured (BENCHMARKS.md): the app's loop, each
// Update and Draw timed around it, the frames benchmark (bench) driving
// the playback between ticks, the live match's delays (liveBench) noted
// as frames are drawn. The loop itself knows none of it.
type metered struct {
	*app
	b *bench // show.Window.BenchFrames; nil: not measuring frames
}

func newMetered(a *app, o show.Window) *metered {
	m := &metered{app: a}
	if o.BenchFrames > 0 {
		m.b = newBench(o.BenchFrames, o.BenchIdle)
	}
	return m
}

// Update is the app's, timed, then the benchmark's step; the loop does not
// sleep until the benchmark measures the paused window.
func (m *metered) Update() error {
	if m.b == nil {
		return m.app.Update()
	}
	m.b.beginUpdate()
	defer m.b.endUpdate()
	if err := m.app.update(); err != nil {
		return err
	}
	m.app.pace(m.b.phase < 3)
	return m.b.step(m.app)
}

// Draw is the app's, timed when it paints; a frame painted while a live
// match is played is noted.
func (m *metered) Draw(screen *ebiten.Image) {
	if !m.surf.due() {
		return
	}
	if m.b != nil {
		m.b.beginDraw()
		defer m.b.endDraw()
	}
	m.app.Draw(screen)
	if lb, lv := m.live.bench, m.live.lv; lb != nil && lv != nil && (!lv.ended || len(lb.waiting) > 0) {
		lb.drawn(time.Now())
	}
}

// report prints what was measured.
func (m *metered) report(w io.Writer) {
	if m.b != nil {
		m.b.report(w)
	}
	if m.live.bench != nil {
		m.live.bench.report(w)
	}
}

// bench measures the viewer (show.Window.BenchFrames): frames while playing at
// 8x, CPU while paused, the time to the first frame.
//
// Paused is measured from settle after the pause (the frame that shows
// the window paused costs as much as any other: reported on its own) to
// the wake that ends it, both read on a timer while the loop sleeps. A
// wake costs the loop a frame even with nothing to paint (Ebitengine
// presents the screen): reported apart, measured from the end of paused
// to settle after it.
type bench struct {
	frames int
	idle   time.Duration

	phase     int // 0 waiting for the replay, 1 playing, 2 pausing, 3 paused, 4 woken
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
	drawnIdle atomic.Int64  // frames drawn since the pause (read on timers)
	idleDrawn int64         // frames drawn while paused
	settled   int64         // frames drawn from the pause to settled
	settleCPU time.Duration // the process's CPU from the pause to settled
	marks     chan mark     // settled, then the end of paused, read on timers
	end       mark
	wakeCPU   time.Duration // the process's CPU from the wake to settle after it
	load      string        // the machine's load average at the start, if known
	w, h      float64
	fps       float64
}

// settle is the time from the pause to measuring the paused window, and
// from the wake ending it to measuring the wake.
const settle = 500 * time.Millisecond

// mark is a moment of the paused window: the wall clock, the process's
// CPU, frames drawn since the pause.
type mark struct {
	at    time.Time
	cpu   time.Duration
	drawn int64
}

func newBench(frames int, idle float64) *bench {
	if idle <= 0 {
		idle = 3
	}
	return &bench{frames: frames, idle: time.Duration(idle * float64(time.Second)), load: loadAverage()}
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
	if b.phase >= 3 {
		b.drawnIdle.Add(1)
	}
	b.work, b.cpuWork = 0, 0
}

// step moves the measurement on; it ends the game when done.
func (b *bench) step(a *app) error {
	pb := a.scr.match.pb
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
		if d, ok := a.scr.match.m.Board().(view.Dragger); ok {
			d.Drag(4, 0) // a board that turns is measured turning
		}
		if pb.AtEnd() {
			pb.Seek(0)
			pb.Play()
		}
		if b.drawn >= b.frames {
			b.playWall, b.playCPU = time.Since(b.t0), cputime.Process()-b.cpu0
			b.fps = ebiten.ActualFPS()
			b.w, b.h = a.surf.w, a.surf.h
			pb.Pause()
			b.phase = 2
		}
	case 2:
		if !pb.Animating() {
			b.phase, b.t0, b.cpu0 = 3, time.Now(), cputime.Process()
			// The loop sleeps until something wakes it: nothing does
			// until paused has been measured.
			b.marks = make(chan mark, 2)
			now := func() mark { return mark{time.Now(), cputime.Process(), b.drawnIdle.Load()} }
			time.AfterFunc(settle, func() {
				b.marks <- now()
				time.AfterFunc(b.idle, func() {
					b.marks <- now()
					a.win.Wake()
				})
			})
		}
	case 3:
		if len(b.marks) < 2 {
			return nil
		}
		start := <-b.marks
		b.end = <-b.marks
		b.settleCPU, b.settled = start.cpu-b.cpu0, start.drawn
		b.idleWall, b.idleCPU, b.idleDrawn = b.end.at.Sub(start.at), b.end.cpu-start.cpu, b.end.drawn-start.drawn
		b.phase = 4
		time.AfterFunc(settle, a.win.Wake)
	case 4:
		if time.Since(b.end.at) >= settle {
			b.wakeCPU = cputime.Process() - b.end.cpu
			return ebiten.Termination
		}
		time.AfterFunc(settle-time.Since(b.end.at), a.win.Wake)
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
	// over is how many frames took more than a frame's budget at 120 Hz
	// (8 ms), and the longest.
	over := func(works []time.Duration) (n int, longest float64) {
		for _, d := range works {
			if d > 8*time.Millisecond {
				n++
			}
		}
		return n, ms(slices.Max(works))
	}
	fmt.Fprintf(w, "bench: screen %.0fx%.0f, first frame %.0f ms after start\n", b.w, b.h, ms(b.first))
	if b.load != "" {
		fmt.Fprintf(w, "bench: load average at the start %s, %d cores\n", b.load, runtime.NumCPU())
	}
	fmt.Fprintf(w, "bench: playing at 8x: %d frames in %.2f s = %.1f fps (ebiten %.1f)\n",
		b.drawn, b.playWall.Seconds(), float64(b.drawn)/b.playWall.Seconds(), b.fps)
	mean, p50, p99 := stats(b.works)
	fmt.Fprintf(w, "bench: update+draw (viewer code), wall: mean %.2f ms, p50 %.2f ms, p99 %.2f ms per frame\n", mean, p50, p99)
	if cputime.Thread() > 0 { // a thread's clock where there is one
		mean, p50, p99 = stats(b.cpuWorks)
		n, longest := over(b.cpuWorks)
		fmt.Fprintf(w, "bench: update+draw (viewer code), CPU of its thread: mean %.2f ms, p50 %.2f ms, p99 %.2f ms per frame; over 8 ms: %d of %d, the longest %.2f ms\n",
			mean, p50, p99, n, len(b.cpuWorks), longest)
	}
	fmt.Fprintf(w, "bench: process CPU while playing: %.2f ms per frame (%.0f%% of a core)\n",
		ms(b.playCPU)/float64(b.drawn), 100*b.playCPU.Seconds()/b.playWall.Seconds())
	fmt.Fprintf(w, "bench: pausing: %d frames drawn, process CPU %.1f ms in the first %.1f s\n",
		b.settled, ms(b.settleCPU), settle.Seconds())
	fmt.Fprintf(w, "bench: paused %.1f s: %d frames drawn, process CPU %.2f%% of a core\n",
		b.idleWall.Seconds(), b.idleDrawn, 100*b.idleCPU.Seconds()/b.idleWall.Seconds())
	fmt.Fprintf(w, "bench: a wake (nothing to paint): process CPU %.1f ms in the %.1f s after it\n", ms(b.wakeCPU), settle.Seconds())
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	var longest uint64
	for _, p := range m.PauseNs {
		longest = max(longest, p)
	}
	fmt.Fprintf(w, "bench: garbage collections: %d since the start, %.1f ms of pauses in all, the longest %.2f ms; heap %.0f MB\n",
		m.NumGC, float64(m.PauseTotalNs)/1e6, float64(longest)/1e6, float64(m.HeapAlloc)/1e6)
}

// loadAverage is the machine's load average over 1, 5 and 15 minutes
// where the system tells it (/proc/loadavg), "" elsewhere.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}
