// Package render paints floorfall's window: it turns the models of package
// view into pixels with Ebitengine. A Frame says what one frame shows (a
// match, the start screen, the results browser or a title card, with the
// help and a message over it); Painter.Paint paints it. Whoever shows the
// frame (the window, package app; an export, package export) fills it in;
// painting only reads it. Nothing here handles input or files.
//
// Drawing: shapes go through one vertex batch (convex shapes with a
// one-pixel alpha fringe instead of multisampling) flushed before each text
// layer; text uses one font face per pixel size and keeps each text's glyph
// layout while it is drawn frame after frame.
//
// It knows no game: a game's board (and what a person deciding a turn is
// shown, and the legend) is painted by the Paint the game registers
// (Register), with the Painter's exported shapes and text and the palette;
// the rest (cards, counter, chart, bar, banner, debug panel, tooltips) is
// the same for every game.
//
// Looking at it: FLOORFALL_SHOTS=DIR xvfb-run -a go test ./app/ -run
// DevShots writes screenshots of a JavaChallenge2015 replay (settled turns,
// and its turns of note part way through), the overlays and the start
// screens.
package render
