// Package jcreplay reads and writes JavaChallenge2015's replay files and
// builds the timeline a viewer plays.
//
// A replay file is the official JavaChallenge2015 replay JSON
//
//	{"log": [], "winner": 2,
//	 "replay": {"initial": [["0","14","D"], ...], "commands": ["U","N","A", ...]}}
//
// optionally followed by a "meta" object that floorfall adds: package
// replay's meta, shared by every game (format, game, seed, turn limit,
// players, per-turn records...), and this game's "coords" and "result"
// (see Meta). Official files have no meta and load as they are;
// floorfall's files stay readable by official tools, which ignore the
// extra key.
//
// Reading checks everything: the JSON, the shapes and types, the placement,
// every command against the rules (the game is replayed with the engine),
// the winner and the meta. A file that stops before the end of its game is
// fine (its winner must then be -1). After an all-fallen end the official
// server plays on to the turn limit with nobody on the board: those turns are
// read as it played them (the blocks' timers move on; File.PlayedOn counts
// them, Timeline.End is the end by the rules); commands after a last-standing
// end are refused. A fallen player's command, which the official server
// repeats (its last command taken), has no effect: whatever the file holds
// there is read as that repetition, and written so. Whatever Read accepts builds a Timeline and writes back to an equal
// File. A broken or hostile file is refused with one *replay.Error naming
// the file and the place: a JSON path (replay.initial[2][1]), a line and
// column for bad JSON, or a turn. A key repeated in an object is refused;
// unknown keys are skipped.
//
// The JSON is read with package replay's options and read functions (values
// in range, the meta's players and records) and this package's own
// (decode.go, values.go: coordinates written plainly, "14", not "+14" or
// "-0", exactly four players, required keys). Write lays the file out as
// the official server does (log, winner, replay), then the meta as package
// replay lays it out.
//
// Which call to use:
//   - Load or Read give a checked File (the game is replayed once, no state
//     kept).
//   - Open or ReadTimeline give the Timeline directly, replaying the game
//     once: use them rather than Load then NewTimeline, which replays twice.
//   - NewTimeline builds the Timeline of a File in memory (it checks the File
//     again, so a hand-made File is safe too).
//   - FromGame builds a File from a game just played; Write and Save write it
//     (Save atomically). Both refuse a File that Read would refuse.
package jcreplay
