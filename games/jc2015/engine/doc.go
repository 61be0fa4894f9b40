// Package engine holds the rules of JavaChallenge2015 ("drop the floor, drop
// the enemies"), exactly as the official game server plays them.
//
// It is pure Go with no I/O: a State, a Step function that plays one turn and
// returns the Events of that turn (rich enough to animate without re-deriving
// anything), the bot input text in both coordinate orders, and new games from a
// seed or a given placement. The rules are in shared/spec/RULES.md.
package engine
