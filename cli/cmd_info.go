package cli

import (
	"encoding/json"

	"floorfall/replay"
)

const infoExamples = `  floorfall info game.json
  floorfall info game.json --json | jq .winner
`

func infoCmd(e *env, args []string) error {
	fs := newFlags(e, "info", "info REPLAY [--json]", infoExamples)
	asJSON := fs.Bool("json", false, "print the summary as JSON (names and details exactly as in the file)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("info", "info: give one replay file")
	}
	if pos[0] == "" {
		return usagef("info", "info: the replay file's name is empty")
	}
	tl, err := loadTimeline(pos[0])
	if err != nil {
		return err
	}
	s := summarize(tl)
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(s)
	}
	s.text(e.stdout)
	return nil
}

// loadTimeline loads a replay and its timeline; a broken file is the
// user's error (its message names the file and the place).
func loadTimeline(path string) (*replay.Timeline, error) {
	tl, err := replay.Open(path)
	if err != nil {
		return nil, &usageError{msg: err.Error()}
	}
	return tl, nil
}
