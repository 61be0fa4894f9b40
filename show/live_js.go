//go:build js

package show

// MatchFunc: a web page plays no live match (it has no package match, and
// runs no bot), so its Live.Match is never set.
type MatchFunc = func()
