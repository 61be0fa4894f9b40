package game

import "floorfall/replay"

// ReplayBase is what a Replay tells the same way in every game: a game's
// Replay embeds it, filled in when the replay is made (replays do not
// change), for its Game, Meta, Seats, Turns and Notes.
type ReplayBase struct {
	GameOf Game
	// MetaOf is floorfall's meta, or what an official file says of its
	// players; nil when it says nothing.
	MetaOf *replay.Meta
	// SeatCount is the number of seats; TurnCount the number of turns the
	// replay holds (see Replay.Turns).
	SeatCount, TurnCount int
	// NoteList are the events worth telling, in turn order.
	NoteList []Note
}

func (b *ReplayBase) Game() Game         { return b.GameOf }
func (b *ReplayBase) Meta() *replay.Meta { return b.MetaOf }
func (b *ReplayBase) Seats() int         { return b.SeatCount }
func (b *ReplayBase) Turns() int         { return b.TurnCount }
func (b *ReplayBase) Notes() []Note      { return b.NoteList }
