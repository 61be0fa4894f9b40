// Package hnsview is Hit and Sunk's part of the viewer: a match's states
// and calls as package view asks for them (view.Board) — the sea at a
// playback position (ships by class and heading with their damaged cells,
// wrecks, mines, shots, explosions and their chains, rams, scans, dives,
// shields, each letter of a call in turn), the cards' and tooltips' texts,
// the chart of the scores, the argument a bot got laid out as its 19x19
// map, the answer a person composes for their call (view.Composer: their
// keys, clicks and buttons, each action tried on a copy of the game by the
// engine, with what it would do) — in plain Go, with no graphics. One turn is one bot call (the ship-choice calls included).
// Its painter is package hnspaint.
//
// Package games/hitandsunk/plug registers it (view.Register).
package hnsview
