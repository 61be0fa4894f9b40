package replay

import (
	"fmt"
	"strings"
)

// The marks of a text cut short in a turn's record (a raw reply, a
// stderr), as package match writes them: after the part kept, or instead
// of the text once a match's records reached their budget (in MiB).
const (
	CutMark  = "…[%d more bytes not recorded]"
	FullMark = "…[not recorded: this match's records reached %d MiB]"
)

// RecordedPart is the part of a recorded text (a reply, a stderr) that the
// bot wrote, without the mark of a cut, and whether it was cut.
func RecordedPart(s string) (string, bool) {
	var n int
	if _, err := fmt.Sscanf(s, FullMark, &n); err == nil && s == fmt.Sprintf(FullMark, n) {
		return "", true
	}
	if i := strings.LastIndex(s, "…["); i >= 0 {
		if _, err := fmt.Sscanf(s[i:], CutMark, &n); err == nil && s[i:] == fmt.Sprintf(CutMark, n) {
			return s[:i], true
		}
	}
	return s, false
}
