package cli

import (
	"encoding/json"

	"floorfall/game"
	"floorfall/view"
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
	r, err := loadReplay(pos[0])
	if err != nil {
		return err
	}
	s := summarize(r)
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(s)
	}
	s.text(e.stdout)
	return nil
}

// loadReplay loads a replay of any game; a broken file is the user's error
// (its message names the file and the place).
func loadReplay(path string) (game.Replay, error) {
	r, err := game.Load(path)
	if err != nil {
		return nil, &usageError{msg: err.Error()}
	}
	return r, nil
}

// loadShown loads a replay for the commands that show one: the window
// must know its game.
func loadShown(path string) (game.Replay, error) {
	r, err := loadReplay(path)
	if err != nil {
		return nil, err
	}
	if err := view.CanShow(r.Game()); err != nil {
		return nil, &usageError{msg: path + ": " + err.Error()}
	}
	return r, nil
}
