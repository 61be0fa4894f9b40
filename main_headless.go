//go:build headless

// Built with -tags headless, floorfall has no viewer: no Ebitengine, no GTK,
// no C libraries at all. It starts faster and runs on servers without
// graphics libraries (tournament machines, CI); run, info and bot work as in
// the full build, and view says it is not there.

package main

import (
	"errors"
	"os"

	"floorfall/cli"
)

func main() {
	err := errors.New("this floorfall was built with -tags headless: it has no viewer (build without the tag for view and the demo)")
	os.Exit(cli.ExitCode(err))
}
