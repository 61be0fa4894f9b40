package view

import "floorfall/game"

// GameLine is a game as a start screen or a title card names it: its
// title and tagline, "Hit and Sunk  ·  the last ship afloat".
func GameLine(g game.Info) string {
	if g.Tagline == "" {
		return g.Title
	}
	return g.Title + "  ·  " + g.Tagline
}

// ShownTitles are the titles of the games the viewer shows, in the order
// of their names.
func ShownTitles() []string {
	var ts []string
	for _, n := range Shown() {
		if g, err := game.Lookup(n); err == nil {
			ts = append(ts, g.Info().Title)
		}
	}
	return ts
}
