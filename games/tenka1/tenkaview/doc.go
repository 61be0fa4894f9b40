// Package tenkaview is Tenka1 2022's part of the viewer: a match's states
// as package view asks for them (view.Board) — the cube's picture at a
// playback position (every face placed on the board as the eye sees it:
// a cube in 3D turned with the mouse, the official viewer's pair of
// views, or the flat net; each cell's paint, the agents gliding over the
// surface, a cell's paint changing at the turn's tick), the cards' and
// tooltips' texts, the chart of the scores, the moves a person can make —
// in plain Go, with no graphics. Its painter is package tenkapaint.
//
// Package games/tenka1/plug registers it (view.Register).
package tenkaview
