//go:build !headless

// Command floorfall plays, replays and shows matches of JavaChallenge2015
// ("drop the floor, drop the enemies").
//
//	floorfall                 a demo: four built-in bots, shown in the viewer
//	floorfall run  ...        a headless match of bot processes; writes the replay
//	floorfall view REPLAY     the replay viewer window
//	floorfall info REPLAY     a replay's result in text or JSON
//	floorfall bot  NAME       a built-in bot speaking the protocol on stdin/stdout
//
// The commands are parsed, and the headless ones run, by package cli before
// Ebitengine starts (see its doc); main only opens the window.
package main

import (
	"os"

	"floorfall/cli"
	"floorfall/render"
)

func main() {
	job := cli.Prepared()
	if job == nil { // cannot happen: cli's init exits unless a window is wanted
		os.Exit(cli.ExitFailure)
	}
	os.Exit(cli.ExitCode(window(job)))
}

// window opens the viewer, or renders a screenshot, for a job.
func window(j *cli.Job) error {
	if j.Screenshot != "" {
		return render.Screenshot(render.ShotOptions{Timeline: j.Timeline, Path: j.Path, At: j.At,
			Width: j.Width, Height: j.Height, Out: j.Screenshot})
	}
	return render.Run(render.Options{Path: j.Path, Timeline: j.Timeline, Pending: j.Pending, Watch: j.Watch,
		Width: j.Width, Height: j.Height, Fullscreen: j.Fullscreen, BenchFrames: j.BenchFrames})
}
