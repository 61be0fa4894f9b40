//go:build !headless && !js

// Command floorfall plays, replays and shows matches of AI contests' games
// exactly as each contest's official server played them (the games are
// listed by 'floorfall games').
//
//	floorfall                 a demo: four built-in bots, shown in the viewer
//	floorfall run  ...        a headless match of bot processes; writes the replay
//	floorfall view REPLAY     the replay viewer window
//	floorfall info REPLAY     a replay's result in text or JSON
//	floorfall bot  NAME       a built-in bot speaking the protocol on stdin/stdout
//
// Package cli parses and runs the commands; main hands it the viewer (the
// window of package app, the exports of package export), which it calls on
// main's goroutine.
package main

import (
	"os"

	"floorfall/app"
	"floorfall/cli"
	"floorfall/export"
	_ "floorfall/games/all" // every game, with its view and painter
)

func main() {
	viewer := &cli.Viewer{Run: app.Run, Shot: app.Screenshot, Export: export.Export}
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, viewer))
}
