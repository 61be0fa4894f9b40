// Package tenka1 is the game of the Tenka1 Programmer Contest 2022 (KLab,
// "cube painting") behind floorfall's game interface: six agents on the
// faces of a cube, 294 turns of 500 ms, all moving at once. The rules and
// the answers are package engine's, exact to the official server; this
// package tells the shared layers about them: its matches (what a turn
// asks of each seat, how the replies play), its replays (each turn's six
// moves with floorfall's meta), its built-in bots, and its HTTP API
// (api.go): the contest's bots called GET /api/move/{token}/{game_id}/{dir}
// and were answered the state when the turn ended, and floorfall serves
// that API to them on a loopback address, as the official server answered
// it (game.Served).
package tenka1
