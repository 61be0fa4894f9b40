// Package app is floorfall's window: the Ebitengine game that shows
// replays, live matches, a tournament's standings and presentations, for
// show.Window (Run), and renders one position to a PNG for show.Shot
// (Screenshot). It owns what the window does; package render paints it.
//
// Screens, in the manner of Ebitengine's examples/blocks: the start screen,
// a match (a replay or a live match), the results browser, a presentation's
// title card. The screen shown handles the tick's input and keeps what it
// shows; Update makes the frame (render.Frame) when something changed and
// Draw only paints it. The screen is not cleared each frame and is painted
// only when something changed; when nothing moves the loop sleeps until
// input or a background job wakes it.
//
// The window's state is in groups, each with its own methods: surface
// (its size, the layout, the frame and whether it must be painted),
// screens (the one shown, the start screen, the match, the standings, a
// presentation), overlays (the help, the message), lives (the live
// matches) and jobs. A screen gets a ctx with what it needs, not the app;
// the app ties the groups together in Update.
//
// Input is data: once a tick readInput takes the keyboard and the mouse from
// Ebitengine into an Input, and everything else reads that, so the keys'
// actions (one table, bindings, which the help shows) and the clicks are
// tested without a window.
//
// Off the game loop (jobs): loading replays, the file dialog on a goroutine
// of its own, watching a folder, playing a match, saving files. Their
// results come back over channels that Update polls.
//
// Measuring: show.Window.BenchFrames plays that many frames at 8x, stays
// paused a few seconds and prints frame rate, CPU per frame, idle CPU and
// the time to the first frame. The tests can run it too:
//
//	go test -c -o /tmp/app.test ./app/
//	xvfb-run -a -s "-screen 0 1920x1080x24" env \
//	  FLOORFALL_RENDER_SUBPROCESS="run|REPLAY.json|600|1920x1080|5" \
//	  /tmp/app.test -test.run='^$'
//
// Looking at it: FLOORFALL_SHOTS=DIR xvfb-run -a go test ./app/ -run
// DevShots writes screenshots of a JavaChallenge2015 replay (settled turns,
// and its turns of note part way through), the overlays, the debug panel,
// the standings and the start screens.
package app
