package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/width"

	"floorfall/game"
	"floorfall/internal/safetext"
	"floorfall/replay"
)

// summary is what 'run' and 'info' tell of a replay.
type summary struct {
	Game     string    `json:"game"`
	Seats    int       `json:"seats"`
	Names    []string  `json:"names"`
	Statuses []string  `json:"statuses"`
	Scores   []float64 `json:"scores"`
	Ranks    []int     `json:"ranks"`
	// Turns is the turns the file holds; EndedAfter, when not 0, the
	// turns the game lasted by its rules, fewer (an official file that goes
	// on after the end), and Note says why.
	Turns      int              `json:"turns"`
	EndedAfter int              `json:"endedAfter,omitempty"`
	Note       string           `json:"note,omitempty"`
	TurnLimit  int              `json:"turnLimit"`
	Finished   bool             `json:"finished"`
	Winner     int              `json:"winner"`
	Reason     string           `json:"reason"`
	Seed       *int64           `json:"seed,omitempty"`
	Fork       *replay.ForkMeta `json:"fork,omitempty"`
	Falls      []fallSummary    `json:"falls"`
	Players    []playerSummary  `json:"players"`
	// Stats are the game's own per-seat figures (game.Result.Stats),
	// written as keys of their own beside "scores" ("hits": [...]); a
	// name the summary already has is left out.
	Stats map[string]any `json:"-"`
}

// MarshalJSON writes the summary with the game's per-seat figures as keys
// of their own, by name.
func (s summary) MarshalJSON() ([]byte, error) {
	type plain summary
	b, err := json.Marshal(plain(s))
	if err != nil || len(s.Stats) == 0 {
		return b, err
	}
	var own map[string]json.RawMessage
	if err := json.Unmarshal(b, &own); err != nil {
		return nil, err
	}
	names := slices.Sorted(maps.Keys(s.Stats))
	b = b[:len(b)-1] // the closing brace
	for _, name := range names {
		if _, taken := own[name]; taken {
			continue
		}
		k, _ := json.Marshal(name)
		v, err := json.Marshal(s.Stats[name])
		if err != nil {
			return nil, fmt.Errorf("the game's figure %s: %w", name, err)
		}
		b = append(append(append(append(b, ','), k...), ':'), v...)
	}
	return append(b, '}'), nil
}

type fallSummary struct {
	Turn   int `json:"turn"`
	Player int `json:"player"`
	By     int `json:"by"`
}

type playerSummary struct {
	Name       string `json:"name"`
	Command    string `json:"command,omitempty"`
	Status     string `json:"status"`
	StatusTurn int    `json:"statusTurn"`
	Detail     string `json:"detail,omitempty"`
	// ReadyMs is how long the bot took to say it was ready, from the
	// launch of all the bots (0: not recorded).
	ReadyMs float64 `json:"readyMs,omitempty"`
	FellAt  int     `json:"fellAt"`
	FellBy  int     `json:"fellBy"`
}

func summarize(r game.Replay) summary {
	out := r.Result()
	s := summary{Game: r.Game().Info().Name, Seats: r.Seats(), Turns: r.Turns(), TurnLimit: out.TurnLimit,
		Finished: out.Over, Winner: out.Winner, Reason: out.Reason, Ranks: out.Ranks, Scores: out.Scores,
		Falls: []fallSummary{}, Stats: out.Stats}
	if s.Scores == nil {
		s.Scores = []float64{}
	}
	if !out.Over {
		s.Ranks = make([]int, s.Seats) // no places before the end: 0
	}
	meta := r.Meta()
	if meta != nil {
		s.Seed, s.Fork = meta.Seed, meta.Fork
	}
	for i := range s.Seats {
		// An official replay (no meta) does not say how its bots behaved.
		ps := playerSummary{Name: "Player " + strconv.Itoa(i), Status: "unknown", StatusTurn: -1, FellAt: -1, FellBy: -1}
		if meta != nil && i < len(meta.Players) {
			m := meta.Players[i]
			ps.Command, ps.Status, ps.StatusTurn, ps.Detail = m.Command, m.Status, m.StatusTurn, m.Detail
			ps.ReadyMs = float64(m.Ready) / float64(time.Millisecond)
			if m.Name != "" {
				ps.Name = m.Name
			}
		}
		s.Players = append(s.Players, ps)
		s.Names, s.Statuses = append(s.Names, ps.Name), append(s.Statuses, ps.Status)
	}
	if out.Over && out.Turns < s.Turns {
		s.EndedAfter = out.Turns
	}
	for _, n := range r.Notes() {
		if n.Kind == game.NoteEnd {
			s.Note = n.Text
		}
		if n.Kind != "fall" || n.Seat < 0 || n.Seat >= s.Seats {
			continue
		}
		s.Falls = append(s.Falls, fallSummary{n.Turn, n.Seat, n.By})
		s.Players[n.Seat].FellAt, s.Players[n.Seat].FellBy = n.Turn, n.By
	}
	return s
}

// slowReadyMs is how long a bot's start must take for the summary to say
// it: half the official ready limit.
const slowReadyMs = 500

// who names player i as "P2 hunter", safe to print.
func (s *summary) who(i int) string {
	if i < 0 || i >= len(s.Players) {
		return "nobody"
	}
	return fmt.Sprintf("P%d %s", i, safetext.Line(s.Players[i].Name))
}

// text writes the summary for people.
func (s *summary) text(w io.Writer) {
	var b strings.Builder
	turns := s.Turns
	if s.EndedAfter > 0 {
		turns = s.EndedAfter
	}
	switch {
	case !s.Finished:
		fmt.Fprintf(&b, "unfinished after %d of %d turns\n", s.Turns, s.TurnLimit)
	case s.Winner >= 0:
		fmt.Fprintf(&b, "%s wins (%s) after %d turns\n", s.who(s.Winner), s.Reason, turns)
	default:
		fmt.Fprintf(&b, "draw (%s) after %d turns\n", s.Reason, turns)
	}
	if s.Note != "" {
		b.WriteString(safetext.Line(s.Note) + "\n")
	}
	if s.Seed != nil {
		fmt.Fprintf(&b, "seed %d\n", *s.Seed)
	}
	if s.Fork != nil {
		fmt.Fprintf(&b, "played on from %s at turn %d\n", safetext.Line(s.Fork.From), s.Fork.At)
	}
	if len(s.Falls) > 0 {
		b.WriteString("falls:\n")
	}
	for _, f := range s.Falls {
		by := "dropped by " + s.who(f.By)
		if f.By == f.Player {
			by = "dropped by itself"
		}
		fmt.Fprintf(&b, "  turn %4d  %s %s\n", f.Turn, pad(s.who(f.Player), 20), by)
	}
	b.WriteString("bots:\n")
	late := false // a bot did not say it was ready in time
	for i, p := range s.Players {
		st := p.Status
		if p.StatusTurn >= 0 && p.Status != "ok" {
			st += fmt.Sprintf(" at turn %d", p.StatusTurn)
		}
		if p.ReadyMs >= slowReadyMs {
			st += fmt.Sprintf(" (ready after %.2fs)", p.ReadyMs/1000)
		}
		if p.Detail != "" {
			st += ": " + safetext.Lines(p.Detail, "      ")
		}
		late = late || p.Status == "not-ready" && strings.Contains(p.Detail, "no READY within")
		fmt.Fprintf(&b, "  %s %s\n", pad(s.who(i), 20), st)
	}
	if late {
		b.WriteString("a bot that starts slowly (an interpreter, a JVM, a loaded machine) may need more time to say READY: --ready-timeout gives it\n")
	}
	io.WriteString(w, b.String())
}

// printSummary writes the summary of a replay just played.
func printSummary(w io.Writer, r game.Replay, path string) error {
	s := summarize(r)
	s.text(w)
	if path != "" && path != "-" {
		fmt.Fprintf(w, "replay: %s\n", path)
	}
	return nil
}

// pad pads s with spaces to n terminal columns, counting wide characters
// (Japanese names) as two.
func pad(s string, n int) string {
	cols := 0
	for _, r := range s {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			cols += 2
		default:
			cols++
		}
	}
	if cols >= n {
		return s
	}
	return s + strings.Repeat(" ", n-cols)
}
