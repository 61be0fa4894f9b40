// Package replay is what every game's replay files share: floorfall's meta
// (Meta: format, game, seed, turn limit, players and their bots' statuses,
// per-turn records, fork), the limits on a file, the errors that name the
// file and the place, and the tools a game's codec reads and writes its
// files with. It knows no game: each game's codec (for JavaChallenge2015,
// package games/jc2015/jcreplay) reads its official format and embeds Meta
// in its own meta type, adding its own fields.
//
// Reading. A codec reads its file with github.com/go-json-experiment/json
// (the encoding/json/v2 design) into tagged structs, with ReadOptions: they
// refuse what the library would let through (null, a fraction or an int32
// overflow where an integer is wanted, null where a string is) and read
// Meta's parts (players with their defaults, turn records). Its own read
// functions use Want, ReadArray, ReadSeats, ReadText (or Unquote), Integer,
// Refuse and RefuseAt, and ReadMeta for its meta object; JSONError turns the library's
// error into an *Error naming the JSON path (replay.initial[2][1]) or the
// line and column of bad JSON. A key repeated in an object is refused.
// ReadFile and ReadAll read a whole file, refusing one larger than
// MaxFileSize.
//
// Checking. Meta.Check checks what a meta says on its own, Meta.CheckPlayed
// what it says about the turns played; Meta.Normalize fills in the defaults
// of a meta made in Go.
//
// Writing. AppendMeta writes a meta object laid out as floorfall writes it
// (a key a line, players and records one a line); SaveBytes writes a file
// atomically.
//
// Places is the one ranking rule for players who drop out of a match.
package replay
