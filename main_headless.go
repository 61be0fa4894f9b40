//go:build headless

// Built with -tags headless, floorfall has no viewer: no Ebitengine, no GTK,
// no C libraries at all. It starts faster and runs on servers without
// graphics libraries (tournament machines, CI); the headless commands work
// as in the full build, and the window commands say there is no viewer.

package main

import (
	"os"

	"floorfall/cli"
	_ "floorfall/games/all"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, nil))
}
