// Package view is the viewer's model, for any game: from a match and a
// playback position it computes what is shown — the cards, the counter, the
// timeline and its events of note, the end banner, the debug panel, the
// tooltips, the chart, the story of a piece selected — and where on screen
// things go, for any board shape and 1 to 16 seats.
//
// The board itself is the game's: a game registers a BoardMaker and its
// painter (Register); the Board holds the match's states and events and
// makes the board's picture at a playback position (in games/NAME, such
// as games/hitandsunk/hnsview). Package render paints the rest, and the
// game's painter the board.
//
// It has no graphics dependency: the tests check playback, seeking, layout
// and texts without a display.
//
// Time. The playback position is a float in turns: position t+f shows turn t
// being played, f of the way through its slot (f = 0 is the settled state
// before turn t). At 1x a slot lasts 1/Pace seconds (the game's Pace).
// Every effect of turn t happens inside
// [t, t+1], as a fraction of the slot, so effects shorten at high speeds and
// never lag behind, and an integer position is always a settled state.
package view
