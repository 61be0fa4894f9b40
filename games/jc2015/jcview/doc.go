// Package jcview is JavaChallenge2015's part of the viewer: a match's
// states and events as package view asks for them (view.Board) — the
// board's picture at a playback position (blocks, players, the attack
// wave, falls told on the board), the cards' and tooltips' texts, the
// chart of the match's course, what a person deciding a turn is shown —
// in plain Go, with no graphics. Its painter is package jcpaint.
//
// Package games/jc2015/plug registers it (view.Register).
package jcview
