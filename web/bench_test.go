package web

// The figures of BENCHMARKS.md's "The viewer in a web page" section, taken
// in headless Chromium on this machine. Measuring, not testing: run with
// FLOORFALL_WEB_BENCH=1 go test ./web -run TestWebBench -v -timeout 30m.

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpio "github.com/chromedp/cdproto/io"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// chromeCPU is the CPU time (user + system) of every process of the
// browser whose command line names dir (its profile folder).
func chromeCPU(t *testing.T, dir string) (time.Duration, int) {
	t.Helper()
	procs, _ := filepath.Glob("/proc/[0-9]*")
	var ticks int64
	n := 0
	for _, p := range procs {
		cmd, err := os.ReadFile(filepath.Join(p, "cmdline"))
		if err != nil || !bytes.Contains(cmd, []byte(dir)) {
			continue
		}
		stat, err := os.ReadFile(filepath.Join(p, "stat"))
		if err != nil {
			continue
		}
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+2:]))
		u, _ := strconv.ParseInt(f[11], 10, 64)
		s, _ := strconv.ParseInt(f[12], 10, 64)
		ticks += u + s
		n++
	}
	return time.Duration(ticks) * 10 * time.Millisecond, n // USER_HZ 100
}

// profileDir is the browser's profile folder (chromedp makes one).
func profileDir(t *testing.T) string {
	t.Helper()
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), "chromedp-runner*"))
	var newest string
	var at time.Time
	for _, d := range dirs {
		if st, err := os.Stat(d); err == nil && st.ModTime().After(at) {
			newest, at = d, st.ModTime()
		}
	}
	return newest
}

func TestWebBench(t *testing.T) {
	if os.Getenv("FLOORFALL_WEB_BENCH") == "" {
		t.Skip("measures: FLOORFALL_WEB_BENCH=1 to run")
	}
	needBrowser(t)
	m, _ := built(t)
	dir := t.TempDir()
	wasm, _ := gunzip(m.Wasm)
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		t.Logf("load average at the start: %s", strings.TrimSpace(string(b)))
	}
	t.Logf("module: %d bytes, %d gzipped (%.2f MB), %d in base64", len(wasm), len(m.Wasm), float64(len(m.Wasm))/1e6, (len(m.Wasm)+2)/3*4)

	type job struct {
		name, game string
		args       []string
	}
	jobs := []job{
		{"jc2015-1000", "jc2015", []string{"-a", "random", "-a", "random", "-a", "random", "-a", "random", "--seed", "1"}},
		{"ants-10-500", "ants", []string{"--game", "ants", "--turns", "500", "--seed", "3", "-a", "random", "-a", "random", "-a", "random", "-a", "random", "-a", "random", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter"}},
		{"hit-and-sunk-16", "hit-and-sunk", []string{"--game", "hit-and-sunk", "--seed", "1", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter", "-a", "hunter"}},
		{"tenka1-6", "tenka1-2022", []string{"--game", "tenka1-2022", "--pace", "fast", "--seed", "1", "-a", "greedy", "-a", "greedy", "-a", "greedy", "-a", "random", "-a", "random", "-a", "random"}},
	}
	p99 := regexp.MustCompile(`update\+draw \(viewer code\), wall: mean ([\d.]+) ms, p50 ([\d.]+) ms, p99 ([\d.]+) ms`)
	only := os.Getenv("FLOORFALL_WEB_BENCH")
	for _, j := range jobs {
		if only != "1" && !strings.Contains(only, j.name) {
			continue // FLOORFALL_WEB_BENCH=NAME,NAME measures those
		}
		path := filepath.Join(dir, j.name+".json")
		floorfall(t, dir, append([]string{"run", "-q", "--out", path}, j.args...)...)
		data, _ := os.ReadFile(path)
		page := exportPage(t, path, dir)
		st, _ := os.Stat(page)
		t.Logf("%s: replay %d bytes (%d gzipped); page %d bytes (%.2f MB)", j.name, len(data), len(gz(data)), st.Size(), float64(st.Size())/1e6)

		// Open to first frame, at 1920x1080.
		for run := range 3 {
			if strings.Contains(only, "frames") {
				break // FLOORFALL_WEB_BENCH=NAME,frames: the frames alone
			}
			tb := open(t, "file://"+page, 1920, 1080)
			tb.painted()
			first := eval[float64](tb, `floorfallPage.firstFrameMs`)
			t.Logf("%s: open to first frame %.0f ms (run %d)", j.name, first, run+1)
			if run < 2 {
				tb.close()
				continue
			}
			// Paused: nothing moves, nothing is painted.
			tb.waitFor(`floorfallPage.playing`, 5*time.Second)
			time.Sleep(2 * time.Second)
			prof := profileDir(t)
			cpu0, n := chromeCPU(t, prof)
			w0 := time.Now()
			f0 := eval[int](tb, `floorfallPage.frames`)
			time.Sleep(5 * time.Second)
			cpu1, _ := chromeCPU(t, prof)
			playing := float64(cpu1-cpu0) / float64(time.Since(w0))
			f1 := eval[int](tb, `floorfallPage.frames`)
			tb.press(' ', `!floorfallPage.playing`)
			tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
			time.Sleep(time.Second)
			cpu0, _ = chromeCPU(t, prof)
			f2 := eval[int](tb, `floorfallPage.frames`)
			w0 = time.Now()
			time.Sleep(10 * time.Second)
			cpu1, _ = chromeCPU(t, prof)
			paused := float64(cpu1-cpu0) / float64(time.Since(w0))
			f3 := eval[int](tb, `floorfallPage.frames`)
			t.Logf("%s: playing 1x: %.0f%% of a core (browser's %d processes), %d frames in 5 s; paused 10 s: %.2f%% of a core, %d frames",
				j.name, 100*playing, n, f1-f0, 100*paused, f3-f2)
			tb.clean("file://" + page)
			tb.close()
		}

		// The viewer's own time a frame while playing at 8x, at 1080p:
		// the window's bench, in the page (#bench=N).
		tb := open(t, "file://"+page+"#bench=200", 1920, 1080)
		trace := traceFrames(t, tb)
		tb.painted()
		var out string
		deadline := time.Now().Add(3 * time.Minute)
		for time.Now().Before(deadline) {
			tb.mu.Lock()
			var b strings.Builder
			for _, c := range tb.console {
				b.WriteString(c.Text + "\n")
			}
			tb.mu.Unlock()
			if out = b.String(); strings.Contains(out, "bench: a wake") || strings.Contains(out, "paused") && strings.Contains(out, "process CPU while playing") {
				break
			}
			time.Sleep(time.Second)
		}
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "bench:") {
				t.Logf("%s: %s", j.name, l)
			}
		}
		if p99.FindStringSubmatch(out) == nil {
			t.Errorf("%s: no bench output: %s", j.name, out)
		}
		frames, tasks := trace()
		t.Logf("%s: %d animation frames traced; the frame's callback (update, draw, the WebGL calls), CPU of its thread: %s; wall: %s",
			j.name, len(frames), frameStats(frames, true), frameStats(frames, false))
		t.Logf("%s: the thread's every task from a frame to the next, CPU: %s", j.name, frameStats(threadPerFrame(frames, tasks), true))
		tb.close()
	}
}

// traceEvent is an event of Chromium's trace, its times in microseconds:
// a task of a thread (RunTask), or the page's animation frame callback
// (FireAnimationFrame: Ebitengine's loop, the viewer's update and draw,
// then Ebitengine's WebGL calls), with its wall time (Dur) and its
// thread's CPU time (Tdur).
type traceEvent struct {
	Name string  `json:"name"`
	Ts   float64 `json:"ts"`
	Dur  float64 `json:"dur"`
	Tdur float64 `json:"tdur"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
}

// traceFrames starts Chromium's tracing of the page's tasks; the function
// it returns ends it and gives the animation frames and the tasks of
// their thread. The thread's CPU time is what the window's bench measures
// (cputime.Thread): the wall time of a page on two cores shared with
// SwiftShader, which paints the frames in software, also counts the time
// its thread waits for a core or for the GPU process.
func traceFrames(t *testing.T, tb *tab) func() (frames, tasks []traceEvent) {
	t.Helper()
	complete := chromedp.Events(tb.ctx, tracing.TracingComplete)
	if _, err := chromedp.Call(tb.ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReturnAsStream, // whole: events sent as they come may be dropped
		TraceConfig: &tracing.TraceConfig{
			IncludedCategories: []string{"devtools.timeline", "disabled-by-default-devtools.timeline"},
		},
	}); err != nil {
		t.Fatal(err)
	}
	return func() (frames, tasks []traceEvent) {
		if _, err := chromedp.Call(tb.ctx, tracing.End, cdp.Empty{}); err != nil {
			t.Fatal(err)
		}
		var end tracing.EventTracingComplete
		for ev, err := range complete {
			if err != nil {
				t.Fatal(err)
			}
			end = ev
			break
		}
		if end.DataLossOccurred {
			t.Error("the trace lost events")
		}
		var all bytes.Buffer
		for {
			r, err := chromedp.Call(tb.ctx, cdpio.Read, cdpio.ReadParams{Handle: end.Stream, Size: 1 << 20})
			if err != nil {
				t.Fatal(err)
			}
			all.Write(r.Data)
			if r.EOF {
				break
			}
		}
		var trace struct{ TraceEvents []traceEvent }
		if err := json.Unmarshal(all.Bytes(), &trace); err != nil {
			t.Fatalf("the trace: %v", err)
		}
		for _, e := range trace.TraceEvents {
			if e.Name == "FireAnimationFrame" {
				frames = append(frames, e)
			}
		}
		if len(frames) == 0 {
			return nil, nil
		}
		for _, e := range trace.TraceEvents {
			if e.Name == "RunTask" && e.Pid == frames[0].Pid && e.Tid == frames[0].Tid {
				tasks = append(tasks, e)
			}
		}
		return frames, tasks
	}
}

// threadPerFrame is, for each frame, the CPU time of every task of the
// frames' thread from the frame's start to the next frame's: all the page
// asked of its thread for that frame (the viewer's goroutines woken by
// timers, the browser's own work), which a frame's callback may not hold
// whole.
func threadPerFrame(frames, tasks []traceEvent) []traceEvent {
	slices.SortFunc(frames, func(a, b traceEvent) int { return cmp.Compare(a.Ts, b.Ts) })
	per := make([]traceEvent, len(frames))
	for _, task := range tasks {
		i, _ := slices.BinarySearchFunc(frames, task.Ts, func(f traceEvent, ts float64) int { return cmp.Compare(f.Ts, ts) })
		if i == len(frames) || frames[i].Ts > task.Ts {
			i--
		}
		if i < 0 || i == len(frames)-1 && task.Ts > frames[i].Ts+1e6 {
			continue // before the first frame, or a second after the last
		}
		per[i].Tdur += task.Tdur
		per[i].Dur += task.Dur
	}
	return per
}

// frameStats says mean, p50, p99 and the longest of the frames' thread
// CPU time (cpu) or wall time.
func frameStats(frames []traceEvent, cpu bool) string {
	if len(frames) == 0 {
		return "no frames"
	}
	ms := make([]float64, len(frames))
	var sum float64
	for i, f := range frames {
		ms[i] = f.Dur / 1000
		if cpu {
			ms[i] = f.Tdur / 1000
		}
		sum += ms[i]
	}
	slices.Sort(ms)
	at := func(p float64) float64 { return ms[min(len(ms)-1, int(float64(len(ms))*p))] }
	return fmt.Sprintf("mean %.2f ms, p50 %.2f ms, p99 %.2f ms, the longest %.2f ms", sum/float64(len(ms)), at(0.5), at(0.99), ms[len(ms)-1])
}
