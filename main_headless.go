//go:build headless

// Built with -tags headless, floorfall has no viewer: no Ebitengine, no GTK,
// no C libraries at all. It starts faster and runs on servers without
// graphics libraries (tournament machines, CI); run, info and bot work as in
// the full build, and package cli refuses view and the demo.

package main

import (
	"os"

	"floorfall/cli"
)

func main() {
	// cli's init has already run the command and exited.
	os.Exit(cli.ExitFailure)
}
