//go:build js

package app

import (
	"time"

	"floorfall/show"
	"floorfall/view"
)

// A web page plays no live match: it runs no bot and is built without
// package match (the window's live matches are in live.go). Its lives hold
// no match: what would show, drive or answer one does nothing, and the
// keys that would start one say why not.
type lives struct {
	opts    *show.Live // never set
	lv      *live      // always nil
	bench   *liveBench // always nil
	shotErr error
}

// live is never made in a web page; its fields are those the screens read
// of a live match (see live.go).
type live struct {
	m       *view.Match
	seat    int
	paused  bool
	ended   bool
	yours   any
	keys    string
	buttons []view.Button
}

// noLive says why a page plays no match.
const noLive = "a web page plays no match: play one with floorfall on a computer"

func (a *app) startLive(int64, *show.Fork) { a.over.message(noLive, true) }
func (a *app) fork()                       { a.over.message("play on from here: "+noLive, true) }
func (a *app) updateLive(time.Time)        {}
func (a *app) endLive()                    {}

func (ls *lives) on(*view.Match) *live                                                 { return nil }
func (ls *lives) yoursOn(*view.Match) any                                              { return nil }
func (ls *lives) mode(*view.Match) mode                                                { return modeReplay }
func (ls *lives) seatKeys() string                                                     { return "" }
func (ls *lives) moving() bool                                                         { return false }
func (ls *lives) humanPlay(string)                                                     {}
func (ls *lives) composer(*view.Match) view.Composer                                   { return nil }
func (ls *lives) composeClick(*matchScreen, *view.Layout, float64, float64, bool) bool { return false }

func (lv *live) togglePause(*view.Playback) {}
func (lv *live) stepOne()                   {}
