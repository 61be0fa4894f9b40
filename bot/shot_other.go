//go:build !linux

package bot

import "time"

// shot is Linux's (shot_linux.go): elsewhere a process run anew for every
// call is watched by goroutines, as a persistent bot is.
type shot struct{}

func shotsWork() bool         { return false }
func (b *Bot) newShot() error { panic("bot: no shots here") }

func (b *Bot) shotOutput(time.Time) (r Reply, ended, exited bool) { panic("bot: no shots here") }
func (b *Bot) shotClose()                                         { panic("bot: no shots here") }
