// Package render is the replay viewer's window: it paints the frames of
// package view with Ebitengine, handles input, opens replays (command line,
// file dialog, drag and drop, a watched directory, a match being played) and
// writes screenshots.
//
// Entry points: Run opens the window; Screenshot renders one position of a
// replay to a PNG file. Both need a display: on a headless machine run them
// under xvfb-run -a. Linking this package needs none: Ebitengine (v2.10 and
// later) connects to the display only when the game loop starts, and Run and
// Screenshot then return an error.
//
// Drawing: shapes go through one vertex batch (convex shapes with a
// one-pixel alpha fringe instead of multisampling) flushed before each text
// layer; text uses one font face per pixel size and keeps each text's glyph
// layout while it is drawn frame after frame. The screen is not cleared each
// frame and is painted only when something changed; when nothing moves the
// loop sleeps until input or a background job wakes it.
//
// Measuring: show.Window.BenchFrames plays that many frames at 8x, stays paused
// a few seconds and prints frame rate, CPU per frame, idle CPU and the time
// to the first frame. The tests can run it too:
//
//	go test -c -o /tmp/render.test ./render/
//	xvfb-run -a -s "-screen 0 1920x1080x24" env \
//	  FLOORFALL_RENDER_SUBPROCESS="run|REPLAY.json|600|1920x1080|5" \
//	  /tmp/render.test -test.run='^$'
//
// Looking at it: FLOORFALL_SHOTS=DIR xvfb-run -a go test ./render/ -run
// DevShots writes screenshots of settled turns, falls and restores part way
// through, the overlays and the start screens.
package render
