// Package hnsview is Hit and Sunk's part of the viewer: a match's states
// and calls as package view asks for them (view.Board) — the sea at a
// playback position (ships by class and heading with their damaged cells,
// wrecks, mines, shots, explosions and their chains, rams, scans, dives,
// shields, each letter of a call in turn), the cards' and tooltips' texts,
// the chart of the scores, the argument a bot got laid out as its 19x19
// map, what a person deciding a turn is shown — in plain Go, with no
// graphics. One turn is one bot call (the ship-choice calls included).
// Its painter is package hnspaint.
//
// Importing it registers it with view.
package hnsview

import (
	"floorfall/games/hitandsunk"
	"floorfall/view"
)

func init() { view.Register(hitandsunk.Name, New) }
