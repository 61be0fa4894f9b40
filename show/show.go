// Package show says what floorfall's window is asked to do: open the viewer
// (Window), render one position to a PNG (Shot), or render a replay's
// playback to a GIF, PNG frames or an MP4 (Export). The command line fills
// these in and packages app (Window, Shot) and export (Export) carry them
// out; this package has no Ebitengine in it, so the command line and the
// headless build use it too.
package show

import (
	"time"

	"floorfall/game"
	"floorfall/replay"
	"floorfall/tournament"
	"floorfall/view"
)

// Window says what the viewer window opens.
type Window struct {
	// Path is a replay file to open; "" shows the start screen (or the
	// pending match). A broken file is Run's error (a *replay.Error) and no
	// window opens.
	Path string
	// Replay is Path already loaded, if the caller has it.
	Replay game.Replay
	// Pending, if set, plays a match in the background: the window shows
	// "playing a match…" until it returns, then the replay. It returns
	// where it saved the replay ("" if nowhere): screenshots go next to it.
	Pending func() (r game.Replay, path string, err error)
	// Watch is a directory: the newest replay in it is opened at start and
	// whenever a newer one appears.
	Watch string
	// Live, if set, is a match to play in the window.
	Live *Live
	// Results, if set, opens the results browser on a tournament's
	// standings, read from the folders ResultsDirs.
	Results     *tournament.Results
	ResultsDirs []string
	// Folders, if set, are the tournament folders Results (or Present's)
	// were read from: read again every few seconds, so that the results
	// browser and the presentation take the matches of a tournament still
	// playing as they land.
	Folders *tournament.Folders
	// Present, if set, presents replays to a room (see Present).
	Present *Present
	// Width, Height is the window's size in logical pixels; 0 means 1280x720.
	Width, Height int
	Fullscreen    bool
	// Debug opens the debug panel on player DebugPlayer.
	Debug       bool
	DebugPlayer int
	// Fog shows the first match as player FogPlayer sees it (games with
	// fog of war).
	Fog       bool
	FogPlayer int
	// Draw says whose drawings (package draw) are shown over the board.
	Draw view.DrawSeats
	// OpenAt opens the first replay shown paused at turn At (within its
	// turns) instead of playing it from its start.
	OpenAt bool
	At     float64
	// BenchFrames, if > 0, measures instead of showing: it plays that many
	// frames at 8x, then stays paused BenchIdle seconds (0 means 3), prints
	// the timings to standard output and returns.
	BenchFrames int
	BenchIdle   float64
}

// Shot says what a screenshot renders.
type Shot struct {
	Replay game.Replay
	Path   string // the replay's path: its file name is the title
	// At is the playback position in turns: an integer is that turn with
	// every animation settled (the last one shows the end banner); a
	// fraction shows that turn's animation part way through (12.6).
	At            float64
	Width, Height int     // pixels; 0 means 1280x720
	Scale         float64 // the monitor's scale factor to render for; 0 means 1
	Help          bool    // the help overlay on top
	// Debug shows the debug panel for player DebugPlayer.
	Debug       bool
	DebugPlayer int
	// Fog shows the board as player FogPlayer sees it (games with fog of
	// war).
	Fog       bool
	FogPlayer int
	// Draw says whose drawings (package draw) are shown over the board.
	Draw view.DrawSeats
	// Present renders the frame as a presentation shows it (large type,
	// no bar).
	Present bool
	// Speed is, with Present, the presentation's playback speed, an
	// index in view.Speeds: the picture shows it.
	Speed int
	Out   string // the PNG file to write
	// Results, if set, renders the results browser on these standings
	// (read from ResultsDirs) instead of a replay.
	Results     *tournament.Results
	ResultsDirs []string
}

// Export says what an export renders.
type Export struct {
	Replay   game.Replay
	Path     string  // the replay's path: its file name is the title
	From, To int     // turns; To <= 0 means the end (the banner included)
	FPS      int     // frames per second; 0 means 15
	Speed    float64 // playback speed (1 = one round a second); 0 means 1
	// Width, Height in pixels; 0 means 960x540.
	Width, Height int
	GIF           string // write an animated GIF here
	PNGDir        string // write every frame as a PNG into this folder
	MP4           string // write an MP4 here (needs ffmpeg on the PATH)
	// Draw says whose drawings (package draw) are shown over the board.
	Draw view.DrawSeats
}

// Live is a match played in the window: it unfolds on the board as its
// turns come.
type Live struct {
	// Match makes the match to play, with its person's seat (nil and -1
	// if none): the first one from Seed (and From, for a fork), then a
	// rematch with a new seed, or "play on from here" with From set to the
	// match shown up to the turn shown.
	Match MatchFunc
	Seed  int64
	From  *Fork
	// Idle plays no match at the start: the window shows what it was
	// opened on (view REPLAY), and Ctrl+B plays on from the turn shown.
	Idle bool
	// Fast plays the match as fast as the bots answer (--pace fast or official); by
	// default it goes no faster than the animation.
	Fast bool
	// Out is where the replay is saved when the match ends, the window is
	// closed or Interrupt is closed; "" means a new file in the temporary
	// folder. A rematch or fork is saved next to it, with a number.
	Out string
	// QuitAtEnd closes the window once the match has ended and its replay
	// is saved.
	QuitAtEnd bool
	// Interrupt, when closed (Ctrl-C), ends the match, saves it and closes
	// the window.
	Interrupt <-chan struct{}
	// Bench measures instead: the delay from each turn played to the first
	// frame drawn with it, and the time between frames while the match is
	// played, printed to standard output when the window closes.
	Bench bool
	// Saved is told, on the window's goroutine, each match saved (or the
	// error that kept it from being saved, or from starting: the replay is
	// then nil).
	Saved func(r game.Replay, path string, err error)
	// Shot, if set, plays the match only until it has played Shot.At
	// turns, waits for the person or has ended, then renders the window
	// as it stands at Shot.Width x Shot.Height (0: 1280x720) into the PNG
	// Shot.Out and closes it (play --screenshot). Only At, Width, Height
	// and Out are used.
	Shot *Shot
}

// Fork is where a match is forked from: another match up to a turn.
type Fork struct {
	File  string     // the replay forked, for the new replay's meta ("" none)
	At    int        // the first turn played anew
	Match game.Match // the match forked, after its first At turns
	// Meta is the forked replay's meta (nil none): its players, who played
	// the turns before At, and its own fork.
	Meta *replay.Meta
}

// Present is a presentation to a room: large type, no debugging chrome,
// the replays played one after the other at a chosen speed, each after a
// title card and ending on its winner banner, then the standings (if any).
type Present struct {
	Files   []string
	Speed   int                 // an index in view.Speeds
	Results *tournament.Results // the standings shown at the end; nil none
	Dirs    []string            // where Results were read from
	// How long each title card and each winner banner stays; 0 means 3 s
	// and 5 s.
	CardTime, BannerTime time.Duration
}
