package cli

import (
	"encoding/json"
	"fmt"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcreplay"
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

// loadTimeline loads a JavaChallenge2015 replay and its timeline, for the
// commands that show one (the viewer shows JavaChallenge2015 only, so far).
func loadTimeline(path string) (*jcreplay.Timeline, error) {
	r, err := loadReplay(path)
	if err != nil {
		return nil, err
	}
	jr, ok := r.(*jc2015.Replay)
	if !ok {
		return nil, &usageError{msg: fmt.Sprintf("%s: a replay of %s cannot be shown yet", path, r.Game().Info().Title)}
	}
	return jr.Timeline(), nil
}
