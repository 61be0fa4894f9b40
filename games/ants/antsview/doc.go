// Package antsview is Ants' part of the viewer: a game's states and events
// as package view asks for them (view.Board) — the map's picture at a
// playback position (water, food, hills, every ant gliding between
// squares and over the map's edges, fights, births, razed hills, and the
// fog of war of one player), the cards' and tooltips' texts, the charts
// of each player's ants, hills and score, an ant selected (view.Selector)
// and its story (its orders as its bot wrote them, what the engine made
// of them, its fights and its end) — in plain Go, with no graphics. The
// rules are the engine's (games/ants/engine): what a player sees, how an
// order was read, which ants died and why come from it. Its painter is
// package antspaint.
//
// Package games/ants/plug registers it (view.Register).
package antsview
