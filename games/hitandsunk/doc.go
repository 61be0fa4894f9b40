// Package hitandsunk is Hit and Sunk ("Frappé et coulé"), the code-golf
// King-of-the-Hill of Battleship, behind floorfall's game interface: 2 to
// 16 players each command one ship on a (30 + players)-square sea; a bot
// is a program started anew for every call with the whole state in one
// argument (game.PerCall). The rules are package engine's, exact to the
// author's controller; this package tells the shared layers about them:
// its matches (from a setup file, a replay's start, or placement and order
// drawn from the seed), its replays (the setup and every call's argument
// and answer, with floorfall's meta) and its built-in bots (package
// builtin).
package hitandsunk
