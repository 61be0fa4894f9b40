package app

import "strconv"

// copySection copies the exact text of the debug panel's section in focus
// (the input as sent, the raw answer, the stderr) to the clipboard.
func (p *debugPanel) copySection(j *jobs) {
	if !p.open || p.console || p.d == nil || p.d.Turn < 0 {
		return
	}
	s, turn := p.focus, p.d.Turn
	text := p.d.Text(s)
	go func() {
		tool, err := copyText(text)
		if err != nil {
			send(j, j.notes, note{"could not copy: " + err.Error() + "; I saves the input to a file", true})
			return
		}
		send(j, j.notes, note{"copied " + s.String() + " of turn " + strconv.Itoa(turn) + " (" + strconv.Itoa(len(text)) + " bytes) with " + tool, false})
	}()
}
