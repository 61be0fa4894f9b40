package engine

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// Official is an official Ants replay file (replayformat "json", revision
// 3): the result the engine writes with the game's replay data.
type Official struct {
	Challenge   string // "ants"
	GameID      int64
	GameLength  int // the last turn played
	Location    string
	PlayerNames []string
	PlayerTurns []int
	Rank        []int // players with a higher score
	Score       []int // final, with the bonus
	Status      []string
	Data        ReplayData
}

// ReplayData is the replay's "replaydata".
type ReplayData struct {
	Revision, Players                        int
	LoadTime, TurnTime, Turns                int
	ViewRadius2, AttackRadius2, SpawnRadius2 int
	EngineSeed, PlayerSeed                   int64
	FoodRate, FoodTurn, FoodStart            int
	Rows, Cols                               int
	// Board is the map at the end of the game: '%' water, '.' land, '*'
	// food, 'a'..'j' ants, 'A'..'J' an ant on a hill, 'I' a hill with no
	// ant (any owner, razed or not: the engine's quirk).
	Board       []string
	Ants        []AntEntry
	Food        []FoodEntry
	Hills       []HillEntry
	Scores      [][]int
	HiveHistory [][]int
	Bonus       []int
	WinningTurn int
	RankingTurn int
	Cutoff      string // "" (null) while the game is not over
}

// AntEntry is an ant of the replay: where and when it spawned, the turn it
// died (game_length+1 if it lived), its owner and its orders.
type AntEntry struct {
	Row, Col, Spawn, End, Owner int
	Orders                      string
}

// FoodEntry is a food of the replay: where, when it appeared and went
// (game_length+1 if it stayed), and the player that ate it (-1: none).
type FoodEntry struct{ Row, Col, Start, End, Owner int }

// HillEntry is a hill of the replay and the turn it was razed
// (game_length+1 if never).
type HillEntry struct{ Row, Col, Owner, End int }

// FileError is what is wrong in a replay file, and where (a JSON path).
type FileError struct {
	Where, Msg string
	Err        error // the JSON library's error, if it is one
}

func (e *FileError) Unwrap() error { return e.Err }

func (e *FileError) Error() string {
	if e.Where == "" {
		return e.Msg
	}
	return e.Where + ": " + e.Msg
}

func ferr(where, format string, args ...any) *FileError {
	return &FileError{Where: where, Msg: fmt.Sprintf(format, args...)}
}

// FromState is the official replay of the game in s (played or under
// way), its players named names.
func FromState(s *State, names []string) *Official {
	n := s.Players
	o := &Official{Challenge: "ants", Location: "localhost", GameLength: s.turn,
		PlayerNames: names, PlayerTurns: append([]int(nil), s.PlayerTurns...), Rank: s.Rank(),
		Score: append([]int(nil), s.score...), Status: append([]string(nil), s.Status...)}
	if len(names) != n {
		o.PlayerNames = make([]string, n)
		for p := range n {
			o.PlayerNames[p] = "player " + strconv.Itoa(p)
		}
	}
	d := &o.Data
	d.Revision, d.Players = 3, n
	d.LoadTime, d.TurnTime, d.Turns = s.P.LoadTime, s.P.TurnTime, s.P.Turns
	d.ViewRadius2, d.AttackRadius2, d.SpawnRadius2 = s.P.ViewRadius2, s.P.AttackRadius2, s.P.SpawnRadius2
	d.EngineSeed, d.PlayerSeed = s.P.EngineSeed, s.P.PlayerSeed
	d.FoodRate, d.FoodTurn, d.FoodStart = s.P.FoodRate, s.P.FoodTurn, s.P.FoodStart
	d.Rows, d.Cols = s.Rows, s.Cols
	d.Board = s.Board()
	end := s.turn + 1
	rc := func(sq int32) (int, int) { return int(sq) / s.Cols, int(sq) % s.Cols }
	d.Ants = make([]AntEntry, len(s.Ants))
	for i := range s.Ants {
		a := &s.Ants[i]
		e := AntEntry{Spawn: int(a.Spawn), End: end, Owner: int(a.Owner), Orders: string(a.Orders)}
		e.Row, e.Col = rc(a.Start)
		if a.Died >= 0 {
			e.End = int(a.Died)
		}
		d.Ants[i] = e
	}
	d.Food = make([]FoodEntry, len(s.Food))
	for i, f := range s.Food {
		e := FoodEntry{Start: int(f.Start), End: end, Owner: int(f.Owner)}
		e.Row, e.Col = rc(f.Sq)
		if f.End >= 0 {
			e.End = int(f.End)
		}
		d.Food[i] = e
	}
	d.Hills = make([]HillEntry, len(s.Hills))
	for i, h := range s.Hills {
		e := HillEntry{Owner: int(h.Owner), End: end}
		e.Row, e.Col = rc(h.Sq)
		if h.Razed != 0 {
			e.End = int(h.Razed)
		}
		d.Hills[i] = e
	}
	d.Scores, d.HiveHistory = cloneRows(s.scoreHist), cloneRows(s.hiveHist)
	d.Bonus = append([]int(nil), s.bonus...)
	d.WinningTurn, d.RankingTurn = s.winningTurn, s.rankingTurn
	d.Cutoff = s.Cutoff()
	return o
}

// Board is the map as the replay shows it at the end (see ReplayData).
func (s *State) Board() []string {
	rows := make([]string, s.Rows)
	line := make([]byte, s.Cols)
	for r := range s.Rows {
		for c := range s.Cols {
			sq := r*s.Cols + c
			a, f := s.antAt[sq], s.foodAt[sq]
			switch {
			case s.hillAt[sq] >= 0 && a >= 0:
				line[c] = 'A' + byte(s.Ants[a].Owner)
			case s.hillAt[sq] >= 0 && f >= 0:
				line[c] = 'H' // the engine's FOOD+20
			case s.hillAt[sq] >= 0:
				line[c] = 'I' // the engine's LAND+20
			case a >= 0:
				line[c] = 'a' + byte(s.Ants[a].Owner)
			case f >= 0:
				line[c] = '*'
			case s.water[sq]:
				line[c] = '%'
			default:
				line[c] = '.'
			}
		}
		rows[r] = string(line)
	}
	return rows
}

// Setup is how a replay's game began: its map (size and water from the
// board, hills from the hill list), parameters, and the record of its
// random outcomes.
func (o *Official) Setup() (*Map, Params, *Record, error) {
	d := &o.Data
	m := &Map{Rows: d.Rows, Cols: d.Cols, Players: d.Players}
	switch {
	case d.Players < MinPlayers || d.Players > MaxPlayers:
		return nil, Params{}, nil, ferr("replaydata.players", "%d: a game has %d to %d players", d.Players, MinPlayers, MaxPlayers)
	case d.Rows < 1 || d.Cols < 1 || d.Rows > MaxSide || d.Cols > MaxSide:
		return nil, Params{}, nil, ferr("replaydata.map", "%dx%d: rows and cols must be from 1 to %d", d.Rows, d.Cols, MaxSide)
	case len(d.Board) != d.Rows:
		return nil, Params{}, nil, ferr("replaydata.map.data", "%d rows, but rows is %d", len(d.Board), d.Rows)
	}
	m.Water = make([]bool, d.Rows*d.Cols)
	for r, line := range d.Board {
		if len(line) != d.Cols {
			return nil, Params{}, nil, ferr(fmt.Sprintf("replaydata.map.data[%d]", r), "%d characters, but cols is %d", len(line), d.Cols)
		}
		for c := range len(line) {
			if line[c] == '%' {
				m.Water[r*d.Cols+c] = true
			}
		}
	}
	for i, h := range d.Hills {
		if h.Row < 0 || h.Row >= d.Rows || h.Col < 0 || h.Col >= d.Cols || h.Owner < 0 || h.Owner >= d.Players {
			return nil, Params{}, nil, ferr(fmt.Sprintf("replaydata.hills[%d]", i), "row %d, col %d, owner %d is off the map or of no player", h.Row, h.Col, h.Owner)
		}
		m.Hills = append(m.Hills, Spot{h.Row, h.Col, h.Owner})
	}
	p := Params{LoadTime: d.LoadTime, TurnTime: d.TurnTime, Turns: d.Turns,
		ViewRadius2: d.ViewRadius2, AttackRadius2: d.AttackRadius2, SpawnRadius2: d.SpawnRadius2,
		FoodRate: d.FoodRate, FoodTurn: d.FoodTurn, FoodStart: d.FoodStart,
		EngineSeed: d.EngineSeed, PlayerSeed: d.PlayerSeed}
	// food_visible is not recorded: drawn as a game from this seed draws it.
	q := p
	DrawParams(&q, d.EngineSeed, DefaultFoodRanges)
	p.FoodVisible = q.FoodVisible
	if err := p.Check(); err != nil {
		return nil, Params{}, nil, ferr("replaydata", "%v", err)
	}
	rec := &Record{Until: o.GameLength, Seed: d.EngineSeed}
	sq := func(r, c int) int32 {
		if r < 0 || r >= d.Rows || c < 0 || c >= d.Cols {
			return -1
		}
		return int32(r*d.Cols + c)
	}
	for i, f := range d.Food {
		if i > 0 && f.Start < d.Food[i-1].Start {
			return nil, Params{}, nil, ferr(fmt.Sprintf("replaydata.food[%d]", i), "appears in turn %d, before the food listed before it", f.Start)
		}
		rec.Food = append(rec.Food, Placed{f.Start, sq(f.Row, f.Col), -1})
	}
	for i, a := range d.Ants {
		if i > 0 && a.Spawn < d.Ants[i-1].Spawn {
			return nil, Params{}, nil, ferr(fmt.Sprintf("replaydata.ants[%d]", i), "spawns in turn %d, before the ant listed before it", a.Spawn)
		}
		rec.Ants = append(rec.Ants, Placed{a.Spawn, sq(a.Row, a.Col), a.Owner})
	}
	if o.GameLength < 0 || o.GameLength > d.Turns {
		return nil, Params{}, nil, ferr("game_length", "%d is not from 0 to turns %d", o.GameLength, d.Turns)
	}
	return m, p, rec, nil
}

// Diff names the first key in which two replays differ, "" if none: the
// keys the conformance README compares (game_length, status, playerturns,
// score, rank, and every key of replaydata).
func Diff(a, b *Official) string {
	type kv struct {
		key  string
		x, y any
	}
	da, db := &a.Data, &b.Data
	for _, k := range []kv{
		{"game_length", a.GameLength, b.GameLength},
		{"status", a.Status, b.Status},
		{"playerturns", a.PlayerTurns, b.PlayerTurns},
		{"score", a.Score, b.Score},
		{"rank", a.Rank, b.Rank},
		{"replaydata.revision", da.Revision, db.Revision},
		{"replaydata.players", da.Players, db.Players},
		{"replaydata.loadtime", da.LoadTime, db.LoadTime},
		{"replaydata.turntime", da.TurnTime, db.TurnTime},
		{"replaydata.turns", da.Turns, db.Turns},
		{"replaydata.viewradius2", da.ViewRadius2, db.ViewRadius2},
		{"replaydata.attackradius2", da.AttackRadius2, db.AttackRadius2},
		{"replaydata.spawnradius2", da.SpawnRadius2, db.SpawnRadius2},
		{"replaydata.engine_seed", da.EngineSeed, db.EngineSeed},
		{"replaydata.player_seed", da.PlayerSeed, db.PlayerSeed},
		{"replaydata.food_rate", da.FoodRate, db.FoodRate},
		{"replaydata.food_turn", da.FoodTurn, db.FoodTurn},
		{"replaydata.food_start", da.FoodStart, db.FoodStart},
		{"replaydata.map.rows", da.Rows, db.Rows},
		{"replaydata.map.cols", da.Cols, db.Cols},
		{"replaydata.map.data", da.Board, db.Board},
		{"replaydata.ants", da.Ants, db.Ants},
		{"replaydata.food", da.Food, db.Food},
		{"replaydata.hills", da.Hills, db.Hills},
		{"replaydata.scores", da.Scores, db.Scores},
		{"replaydata.hive_history", da.HiveHistory, db.HiveHistory},
		{"replaydata.bonus", da.Bonus, db.Bonus},
		{"replaydata.winning_turn", da.WinningTurn, db.WinningTurn},
		{"replaydata.ranking_turn", da.RankingTurn, db.RankingTurn},
		{"replaydata.cutoff", da.Cutoff, db.Cutoff},
	} {
		if d := diffValue(k.key, k.x, k.y); d != "" {
			return d
		}
	}
	return ""
}

// diffValue says where x and y (equal types) differ first.
func diffValue(path string, x, y any) string {
	show := func(v any) string { return clip(fmt.Sprint(v)) }
	switch x := x.(type) {
	case []string:
		return diffSlice(path, x, y.([]string), func(p string, a, b string) string { return diffValue(p, a, b) })
	case []int:
		return diffSlice(path, x, y.([]int), func(p string, a, b int) string { return diffValue(p, a, b) })
	case [][]int:
		return diffSlice(path, x, y.([][]int), func(p string, a, b []int) string { return diffValue(p, a, b) })
	case []AntEntry:
		return diffSlice(path, x, y.([]AntEntry), func(p string, a, b AntEntry) string { return diffValue(p, a, b) })
	case []FoodEntry:
		return diffSlice(path, x, y.([]FoodEntry), func(p string, a, b FoodEntry) string { return diffValue(p, a, b) })
	case []HillEntry:
		return diffSlice(path, x, y.([]HillEntry), func(p string, a, b HillEntry) string { return diffValue(p, a, b) })
	}
	if xs, ok := x.(string); ok && xs != y.(string) {
		ys := y.(string)
		i := 0
		for i < len(xs) && i < len(ys) && xs[i] == ys[i] {
			i++
		}
		if i < len(xs) && i < len(ys) && len(xs) > 40 {
			return fmt.Sprintf("%s: at %d: %q, not %q", path, i, xs[i], ys[i])
		}
	}
	if x != y {
		return fmt.Sprintf("%s: %s, not %s", path, show(x), show(y))
	}
	return ""
}

func diffSlice[T any](path string, x, y []T, each func(string, T, T) string) string {
	for i := range min(len(x), len(y)) {
		if d := each(fmt.Sprintf("%s[%d]", path, i), x[i], y[i]); d != "" {
			return d
		}
	}
	if len(x) != len(y) {
		return fmt.Sprintf("%s: %d items, not %d", path, len(x), len(y))
	}
	return ""
}

// Marshal writes the replay as playgame.py does (json.dumps: keys sorted,
// "playernames" last, ", " and ": " between items, non-ASCII escaped),
// then extra members (name and JSON value), such as floorfall's meta.
func (o *Official) Marshal(extra ...Member) []byte {
	w := o.open()
	for _, m := range extra {
		w.key(m.Name, false)
		w.b = append(w.b, m.Value...)
	}
	w.raw("}")
	return w.b
}

// MarshalOpen is Marshal without the object's closing brace: a caller
// writes its own last members (", " then each name and value) and the
// brace, as Marshal would, without copying them into the file's bytes.
func (o *Official) MarshalOpen() []byte { return o.open().b }

// open writes the official members of the file, the object left open.
func (o *Official) open() *pyWriter {
	d := &o.Data
	w := &pyWriter{b: make([]byte, 0, 4096+64*len(d.Ants)+24*len(d.Food))}
	w.raw("{")
	w.key("challenge", true)
	w.str(o.Challenge)
	w.key("game_id", false)
	w.int(o.GameID)
	w.key("game_length", false)
	w.int(int64(o.GameLength))
	w.key("location", false)
	w.str(o.Location)
	w.key("playerturns", false)
	w.ints(o.PlayerTurns)
	w.key("rank", false)
	w.ints(o.Rank)
	w.key("replaydata", false)
	w.raw("{")
	w.key("ants", true)
	w.list(len(d.Ants), func(i int) {
		a := d.Ants[i]
		w.ints([]int{a.Row, a.Col, a.Spawn, a.End, a.Owner})
		w.b = w.b[:len(w.b)-1]
		w.raw(", ")
		w.str(a.Orders)
		w.raw("]")
	})
	w.key("attackradius2", false)
	w.int(int64(d.AttackRadius2))
	w.key("bonus", false)
	w.ints(d.Bonus)
	w.key("cutoff", false)
	if d.Cutoff == "" {
		w.raw("null")
	} else {
		w.str(d.Cutoff)
	}
	w.key("engine_seed", false)
	w.int(d.EngineSeed)
	w.key("food", false)
	w.list(len(d.Food), func(i int) {
		f := d.Food[i]
		if f.Owner >= 0 {
			w.ints([]int{f.Row, f.Col, f.Start, f.End, f.Owner})
		} else {
			w.ints([]int{f.Row, f.Col, f.Start, f.End})
		}
	})
	w.key("food_rate", false)
	w.int(int64(d.FoodRate))
	w.key("food_start", false)
	w.int(int64(d.FoodStart))
	w.key("food_turn", false)
	w.int(int64(d.FoodTurn))
	w.key("hills", false)
	w.list(len(d.Hills), func(i int) {
		h := d.Hills[i]
		w.ints([]int{h.Row, h.Col, h.Owner, h.End})
	})
	w.key("hive_history", false)
	w.list(len(d.HiveHistory), func(i int) { w.ints(d.HiveHistory[i]) })
	w.key("loadtime", false)
	w.int(int64(d.LoadTime))
	w.key("map", false)
	w.raw("{")
	w.key("cols", true)
	w.int(int64(d.Cols))
	w.key("data", false)
	w.list(len(d.Board), func(i int) { w.str(d.Board[i]) })
	w.key("rows", false)
	w.int(int64(d.Rows))
	w.raw("}")
	for _, kv := range []struct {
		k string
		v int64
	}{{"player_seed", d.PlayerSeed}, {"players", int64(d.Players)}, {"ranking_turn", int64(d.RankingTurn)}, {"revision", int64(d.Revision)}} {
		w.key(kv.k, false)
		w.int(kv.v)
	}
	w.key("scores", false)
	w.list(len(d.Scores), func(i int) { w.ints(d.Scores[i]) })
	for _, kv := range []struct {
		k string
		v int
	}{{"spawnradius2", d.SpawnRadius2}, {"turns", d.Turns}, {"turntime", d.TurnTime}, {"viewradius2", d.ViewRadius2}, {"winning_turn", d.WinningTurn}} {
		w.key(kv.k, false)
		w.int(int64(kv.v))
	}
	w.raw("}")
	w.key("replayformat", false)
	w.str("json")
	w.key("score", false)
	w.ints(o.Score)
	w.key("status", false)
	w.list(len(o.Status), func(i int) { w.str(o.Status[i]) })
	w.key("playernames", false)
	w.list(len(o.PlayerNames), func(i int) { w.str(o.PlayerNames[i]) })
	return w
}

// Member is a top-level member added to a replay file.
type Member struct {
	Name  string
	Value []byte // JSON
}

// pyWriter writes JSON as Python's json.dumps does by default.
type pyWriter struct{ b []byte }

func (w *pyWriter) raw(s string) { w.b = append(w.b, s...) }

func (w *pyWriter) key(k string, first bool) {
	if !first {
		w.raw(", ")
	}
	w.str(k)
	w.raw(": ")
}

func (w *pyWriter) int(v int64) { w.b = strconv.AppendInt(w.b, v, 10) }

func (w *pyWriter) ints(v []int) {
	w.raw("[")
	for i, x := range v {
		if i > 0 {
			w.raw(", ")
		}
		w.int(int64(x))
	}
	w.raw("]")
}

func (w *pyWriter) list(n int, item func(i int)) {
	w.raw("[")
	for i := range n {
		if i > 0 {
			w.raw(", ")
		}
		item(i)
	}
	w.raw("]")
}

// str writes a string with ensure_ascii: non-ASCII as \uXXXX (surrogate
// pairs beyond the BMP), invalid UTF-8 as U+FFFD.
func (w *pyWriter) str(s string) {
	const hex = "0123456789abcdef"
	u := func(r rune) { w.b = append(w.b, '\\', 'u', hex[r>>12&15], hex[r>>8&15], hex[r>>4&15], hex[r&15]) }
	w.b = append(w.b, '"')
	for _, r := range s {
		switch {
		case r == '"':
			w.raw(`\"`)
		case r == '\\':
			w.raw(`\\`)
		case r == '\n':
			w.raw(`\n`)
		case r == '\r':
			w.raw(`\r`)
		case r == '\t':
			w.raw(`\t`)
		case r == '\b':
			w.raw(`\b`)
		case r == '\f':
			w.raw(`\f`)
		case r < 0x20 || r >= 0x7f && r < 0x10000:
			u(r)
		case r >= 0x10000:
			r -= 0x10000
			u(0xd800 + r>>10)
			u(0xdc00 + r&0x3ff)
		default:
			w.b = append(w.b, byte(r))
		}
	}
	w.b = append(w.b, '"')
}

// officialJSON is the file as read.
type officialJSON struct {
	Challenge    *string         `json:"challenge"`
	GameID       *int64          `json:"game_id"`
	GameLength   *int            `json:"game_length"`
	Location     string          `json:"location"`
	PlayerNames  []string        `json:"playernames"`
	PlayerTurns  []int           `json:"playerturns"`
	Rank         []int           `json:"rank"`
	Score        []int           `json:"score"`
	Status       []string        `json:"status"`
	ReplayFormat *string         `json:"replayformat"`
	ReplayData   *jsontext.Value `json:"replaydata"`
	Error        *jsontext.Value `json:"error"`
	Unknown      jsontext.Value  `json:",unknown"`
}

type dataJSON struct {
	Revision      int      `json:"revision"`
	Players       int      `json:"players"`
	LoadTime      int      `json:"loadtime"`
	TurnTime      int      `json:"turntime"`
	Turns         int      `json:"turns"`
	ViewRadius2   int      `json:"viewradius2"`
	AttackRadius2 int      `json:"attackradius2"`
	SpawnRadius2  int      `json:"spawnradius2"`
	EngineSeed    int64    `json:"engine_seed"`
	PlayerSeed    int64    `json:"player_seed"`
	FoodRate      int      `json:"food_rate"`
	FoodTurn      int      `json:"food_turn"`
	FoodStart     int      `json:"food_start"`
	Map           *mapJSON `json:"map"`
	Ants          [][]any  `json:"ants"`
	Food          [][]any  `json:"food"`
	Hills         [][]any  `json:"hills"`
	Scores        [][]int  `json:"scores"`
	HiveHistory   [][]int  `json:"hive_history"`
	Bonus         []int    `json:"bonus"`
	WinningTurn   int      `json:"winning_turn"`
	RankingTurn   int      `json:"ranking_turn"`
	Cutoff        *string  `json:"cutoff"`
}

type mapJSON struct {
	Rows int      `json:"rows"`
	Cols int      `json:"cols"`
	Data []string `json:"data"`
}

var readOptions = json.JoinOptions(jsontext.AllowDuplicateNames(false), jsontext.AllowInvalidUTF8(true))

// ParseOfficial reads an official replay file (the playgame.py result
// with its replaydata).
func ParseOfficial(data []byte) (*Official, error) {
	var f officialJSON
	if err := json.Unmarshal(data, &f, readOptions); err != nil {
		return nil, jsonErr("", err)
	}
	if f.Error != nil && f.ReplayData == nil {
		return nil, ferr("error", "the engine failed this game, there is no replay: %s", clip(string(*f.Error)))
	}
	switch {
	case f.ReplayData == nil:
		return nil, ferr("", "no replaydata: not an Ants replay")
	case f.Challenge != nil && *f.Challenge != "ants":
		return nil, ferr("challenge", "%q, not \"ants\"", clip(*f.Challenge))
	case f.ReplayFormat != nil && *f.ReplayFormat != "json":
		return nil, ferr("replayformat", "%q: only the \"json\" format is read", clip(*f.ReplayFormat))
	case f.GameLength == nil:
		return nil, ferr("game_length", "missing")
	}
	var d dataJSON
	if err := json.Unmarshal(*f.ReplayData, &d, readOptions); err != nil {
		return nil, jsonErr("replaydata", err)
	}
	if d.Revision != 3 {
		return nil, ferr("replaydata.revision", "%d: only revision 3 is read", d.Revision)
	}
	if d.Map == nil {
		return nil, ferr("replaydata.map", "missing")
	}
	o := &Official{Challenge: "ants", GameLength: *f.GameLength, Location: f.Location, PlayerNames: f.PlayerNames,
		PlayerTurns: f.PlayerTurns, Rank: f.Rank, Score: f.Score, Status: f.Status}
	if f.GameID != nil {
		o.GameID = *f.GameID
	}
	o.Data = ReplayData{Revision: d.Revision, Players: d.Players, LoadTime: d.LoadTime, TurnTime: d.TurnTime, Turns: d.Turns,
		ViewRadius2: d.ViewRadius2, AttackRadius2: d.AttackRadius2, SpawnRadius2: d.SpawnRadius2,
		EngineSeed: d.EngineSeed, PlayerSeed: d.PlayerSeed, FoodRate: d.FoodRate, FoodTurn: d.FoodTurn, FoodStart: d.FoodStart,
		Rows: d.Map.Rows, Cols: d.Map.Cols, Board: d.Map.Data, Scores: d.Scores, HiveHistory: d.HiveHistory, Bonus: d.Bonus,
		WinningTurn: d.WinningTurn, RankingTurn: d.RankingTurn}
	if d.Cutoff != nil {
		o.Data.Cutoff = *d.Cutoff
	}
	n := d.Players
	for _, l := range []struct {
		key string
		n   int
	}{{"playerturns", len(o.PlayerTurns)}, {"score", len(o.Score)}, {"status", len(o.Status)}, {"rank", len(o.Rank)},
		{"replaydata.scores", len(o.Data.Scores)}, {"replaydata.hive_history", len(o.Data.HiveHistory)}, {"replaydata.bonus", len(o.Data.Bonus)}} {
		if l.n != n {
			return nil, ferr(l.key, "%d items for %d players", l.n, n)
		}
	}
	if len(o.PlayerNames) != 0 && len(o.PlayerNames) != n {
		return nil, ferr("playernames", "%d names for %d players", len(o.PlayerNames), n)
	}
	var err error
	if o.Data.Ants, err = entries(d.Ants, "replaydata.ants", 6, 6, func(v []int, s string) AntEntry {
		return AntEntry{v[0], v[1], v[2], v[3], v[4], s}
	}); err != nil {
		return nil, err
	}
	if o.Data.Food, err = entries(d.Food, "replaydata.food", 4, 5, func(v []int, _ string) FoodEntry {
		e := FoodEntry{v[0], v[1], v[2], v[3], -1}
		if len(v) == 5 {
			e.Owner = v[4]
		}
		return e
	}); err != nil {
		return nil, err
	}
	if o.Data.Hills, err = entries(d.Hills, "replaydata.hills", 4, 4, func(v []int, _ string) HillEntry {
		return HillEntry{v[0], v[1], v[2], v[3]}
	}); err != nil {
		return nil, err
	}
	for i, a := range o.Data.Ants {
		if a.Owner < 0 || a.Owner >= n {
			return nil, ferr(fmt.Sprintf("replaydata.ants[%d][4]", i), "owner %d of %d players", a.Owner, n)
		}
	}
	for i, f := range o.Data.Food {
		if f.Owner >= n {
			return nil, ferr(fmt.Sprintf("replaydata.food[%d][4]", i), "owner %d of %d players", f.Owner, n)
		}
	}
	return o, nil
}

// entries reads a list of entries of lo to hi integers, the sixth a
// string for ants.
func entries[T any](raw [][]any, where string, lo, hi int, make1 func([]int, string) T) ([]T, error) {
	out := make([]T, 0, len(raw))
	v := make([]int, hi)
	for i, e := range raw {
		at := fmt.Sprintf("%s[%d]", where, i)
		if len(e) < lo || len(e) > hi {
			return nil, ferr(at, "%d items, not %d", len(e), lo)
		}
		str := ""
		for j, x := range e {
			if j == 5 {
				s, ok := x.(string)
				if !ok {
					return nil, ferr(fmt.Sprintf("%s[%d]", at, j), "not a string of orders")
				}
				str = s
				continue
			}
			f, ok := x.(float64)
			if !ok || f != math.Trunc(f) || math.Abs(f) > 1e9 {
				return nil, ferr(fmt.Sprintf("%s[%d]", at, j), "%s is not an integer", clip(fmt.Sprint(x)))
			}
			v[j] = int(f)
		}
		out = append(out, make1(v[:min(len(e), 5)], str))
	}
	return out, nil
}

// jsonErr turns a JSON error into a FileError naming the place.
func jsonErr(base string, err error) error {
	var where string
	msg := err.Error()
	if se, ok := err.(*json.SemanticError); ok {
		where = strings.TrimPrefix(strings.ReplaceAll(string(se.JSONPointer), "/", "."), ".")
		if base != "" && where != "" {
			where = base + "." + where
		} else if base != "" {
			where = base
		}
		switch {
		case se.JSONKind != 0 && se.GoType != nil:
			msg = fmt.Sprintf("a JSON %s where %s is wanted", kindWord(se.JSONKind), se.GoType)
		case se.Err != nil:
			msg = se.Err.Error()
		}
	} else if base != "" {
		where = base
	}
	if !utf8.ValidString(msg) {
		msg = strings.ToValidUTF8(msg, "?")
	}
	return &FileError{Where: where, Msg: msg, Err: err}
}

func kindWord(k jsontext.Kind) string {
	switch k {
	case 'n':
		return "null"
	case 'f', 't':
		return "boolean"
	case '"':
		return "string"
	case '0':
		return "number"
	case '{':
		return "object"
	case '[':
		return "array"
	}
	return "value"
}
