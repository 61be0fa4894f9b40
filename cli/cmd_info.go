package cli

import (
	"encoding/json"
	"os"

	"floorfall/replay"
)

const infoExamples = `  floorfall info game.json
  floorfall info game.json --json | jq .winner
`

func infoCmd(args []string) error {
	fs := newFlags("info", "info REPLAY [--json]", infoExamples)
	asJSON := fs.Bool("json", false, "print the summary as JSON")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("info: give one replay file (see 'floorfall info --help')")
	}
	tl, err := loadTimeline(pos[0])
	if err != nil {
		return err
	}
	s := summarize(tl)
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(s)
	}
	s.text(os.Stdout)
	return nil
}

// loadTimeline loads a replay and its timeline; a broken file is the user's error.
func loadTimeline(path string) (*replay.Timeline, error) {
	tl, err := replay.Open(path)
	if err != nil {
		return nil, usagef("%v", err)
	}
	return tl, nil
}
