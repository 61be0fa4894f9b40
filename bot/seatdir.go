package bot

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// SeatDir makes the working folder of a seat (numbered from 0) under a
// match's folder, matchDir/seat-N, and returns its path: created (with
// matchDir if needed), or emptied of what an earlier game left there, so
// that each seat's bot starts in an empty folder of its own (give it as
// Config.Dir). A relative program path or argument of the bot's command
// is then resolved in that folder, not in floorfall's: make it absolute
// first. A symbolic link named seat-N is replaced, not followed.
func SeatDir(matchDir string, seat int) (string, error) {
	if seat < 0 {
		return "", fmt.Errorf("bot: seat folder for seat %d", seat)
	}
	dir := filepath.Join(matchDir, "seat-"+strconv.Itoa(seat))
	if err := os.RemoveAll(dir); err != nil {
		return "", fmt.Errorf("bot: emptying the seat folder: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("bot: making the seat folder: %w", err)
	}
	return dir, nil
}
