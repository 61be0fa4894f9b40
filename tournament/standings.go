package tournament

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"floorfall/game"
	"floorfall/rating"
	"floorfall/replay"
)

// Entry is one played match: its replay and where it was read from.
type Entry struct {
	Path   string
	Replay game.Replay
}

// Results are a tournament's standings and the matches behind them.
type Results struct {
	// Game is the game of the matches (game.Info.Name) and Info its
	// description (its words for the standings' text), from the first
	// finished match; Info is not written.
	Game string    `json:"game,omitempty"`
	Info game.Info `json:"-"`
	// Figures are the game's own figures the matches' outcomes carry
	// (game.Figure), in the game's order: the standings' columns beyond
	// the score. A game's points by place (Result.Points) that no figure
	// carries are one more, "points".
	Figures []FigureColumn `json:"figures"`
	// PointsFigure is the figure that carries the game's points by place
	// ("points" when none of its own does), "" for a game with none.
	PointsFigure string `json:"pointsFigure,omitempty"`
	// Outs are the ways a seat left a game before its end, in the game's
	// words (game.Outcome.How: "fell", "sunk", "eliminated"), as the
	// matches first tell them: a column each.
	Outs    []string      `json:"outs,omitempty"`
	Bots    []BotResult   `json:"bots"`    // best first, by rating (Mu - 3 Sigma)
	Matches []MatchResult `json:"matches"` // in the order of their files
	// Unfinished lists the files of matches that did not end (interrupted):
	// they count for nothing.
	Unfinished []string `json:"unfinished,omitempty"`
	// HasPoints: the game gives points by place (BotResult.Points).
	HasPoints bool `json:"hasPoints,omitempty"`
	// Progress is how far the tournament is, for folders still filling:
	// set from the folders' plans (Folders.Progress); Compute leaves it
	// empty.
	Progress
}

// CountText says how many matches the standings count: "48 matches", or
// "30 of 48 matches in" while some are still to come.
func (r *Results) CountText() string {
	if r.Filling() {
		return fmt.Sprintf("%d of %d matches in", len(r.Matches), r.Planned)
	}
	return fmt.Sprintf("%d matches", len(r.Matches))
}

// Filling reports whether matches of the tournament's plan are still to
// come: some not in, or shards with no folder.
func (r *Results) Filling() bool {
	return r.Planned > 0 && (len(r.Matches) < r.Planned || len(r.NotStarted) > 0)
}

// BotResult is one bot's record. A game is a seat played: with fewer than
// four bots a bot plays several seats of a match, each a game of its own.
type BotResult struct {
	Name   string `json:"name"`
	Games  int    `json:"games"`
	Wins   int    `json:"wins"`   // its seat was the game's winner (alone first)
	Draws  int    `json:"draws"`  // no winner, and its seat shared the first place
	Losses int    `json:"losses"` // any other end
	// WinRate is Wins/Games, with its 95% Wilson score interval.
	WinRate float64    `json:"winRate"`
	WinCI   [2]float64 `json:"winRate95"`
	// MeanPlace is the mean of its places by the game's rules (1 is best;
	// tied seats share a place).
	MeanPlace float64 `json:"meanPlace"`
	// Score is its score summed over its games, MeanScore a game.
	Score     float64 `json:"score"`
	MeanScore float64 `json:"meanScore"`
	// Figures are the game's figures (Results.Figures) summed over its
	// games, by name (a yes or no figure: the games it was yes), and
	// MeanFigures the same a game.
	Figures     map[string]float64 `json:"figures"`
	MeanFigures map[string]float64 `json:"meanFigures"`
	// Out is how many of its games its seat left before the end, and Outs
	// the same by how (Results.Outs: "fell": 3).
	Out  int            `json:"out"`
	Outs map[string]int `json:"outs,omitempty"`
	// Points are the contest's points summed over its games (Tenka1 2022's
	// ranking points), for games that give points by place.
	Points   float64 `json:"points,omitempty"`
	Timeouts int     `json:"timeouts"`
	// Invalid is its orders the rules refused or found invalid over its
	// games (game.Outcome.Refused: answers, order lines, letters, turn
	// requests), the standings' column "refused".
	Invalid  int `json:"invalid"`
	Exits    int `json:"exits"`             // games its bot exited in (status exited)
	Crashes  int `json:"crashes,omitempty"` // games a call of its crashed in (status crashed: a bot run anew for every call)
	NotReady int `json:"notReady"`
	// SlowestReadyMs is the longest its bot took to say it was ready (in
	// the matches where it was waited for), to choose --ready-timeout.
	SlowestReadyMs float64 `json:"slowestReadyMs,omitempty"`
	// MeanReplyMs and WorstReplyMs are over the answers recorded in the
	// replays (those written with per-turn records).
	MeanReplyMs  float64 `json:"meanReplyMs"`
	WorstReplyMs float64 `json:"worstReplyMs"`
	Rating       Rating  `json:"rating"`

	placeSum float64
	replies  int
	replySum time.Duration
}

// Rating is a bot's Weng-Lin rating after all the matches, and the
// conservative estimate standings sort by.
type Rating struct {
	Mu      float64 `json:"mu"`
	Sigma   float64 `json:"sigma"`
	Ordinal float64 `json:"ordinal"` // Mu - 3 Sigma
}

// MatchResult is one match as the standings list it.
type MatchResult struct {
	File   string   `json:"file"`
	Seed   *int64   `json:"seed,omitempty"`
	Seats  []string `json:"seats"` // the bot's name in each seat
	Winner int      `json:"winner"`
	Reason string   `json:"reason"`
	Turns  int      `json:"turns"`
	// Places are the seats' places by the game's rules (1 best; tied
	// seats share a place).
	Places []int     `json:"places"`
	Scores []float64 `json:"scores,omitempty"`
	Status []string  `json:"status"`
	// Outcomes are the rest of each seat's outcome: its figures and how
	// it left the game.
	Outcomes []SeatOutcome `json:"outcomes"`
}

// FigureColumn is one of the game's figures as a column of the standings.
type FigureColumn struct {
	Name string `json:"name"`
	// Bool: a yes or no; the standings count the games it was yes.
	Bool bool `json:"bool,omitempty"`
}

// Title is the column's name as a heading: "rank points".
func (c FigureColumn) Title() string { return strings.ReplaceAll(c.Name, "_", " ") }

// SeatOutcome is a seat's game.Outcome beyond its place and score: its
// figures by name, and whether, when, how and by which seat it left the
// game (Turn and By -1 when none).
type SeatOutcome struct {
	Figures map[string]float64 `json:"figures,omitempty"`
	Out     bool               `json:"out,omitempty"`
	Turn    int                `json:"turn"`
	By      int                `json:"by"`
	How     string             `json:"how,omitempty"`
}

// Says tells how and when the seat left the game in the game's words
// (game.Outcome.Says): "" when it did not.
func (o SeatOutcome) Says(g game.Info, seat int, who func(int) string) string {
	return game.Outcome{Out: o.Out, Turn: o.Turn, By: o.By, How: o.How}.Says(g, seat, who)
}

// howOut is a seat's way out as a column: its How, "out" when the game
// gives none.
func howOut(how string) string {
	if how == "" {
		return "out"
	}
	return how
}

// The outcomes of a seat of a finished match.
const (
	Win  = "win"  // its seat was the game's winner (alone first)
	Draw = "draw" // no winner, and its seat shared the first place
	Loss = "loss" // any other end
)

// Outcome is how the bot in seat did in match mr, as the standings count
// it: Win, Draw or Loss.
func Outcome(mr *MatchResult, seat int) string {
	switch {
	case mr.Winner == seat:
		return Win
	case mr.Winner < 0 && mr.Places[seat] == 1:
		return Draw
	}
	return Loss
}

// Compute scores the matches. Names identify the bots (each seat's
// meta name); a file with no meta counts its seats under "Player N".
// Ratings follow the matches in the order given. Everything but the
// bots' health (statuses, reply times) is read from the game's outcomes
// (game.Result.Outcomes), their refused orders too.
func Compute(entries []Entry) *Results {
	res := &Results{Bots: []BotResult{}, Matches: []MatchResult{}, Figures: []FigureColumn{}}
	index := map[string]int{}
	ratings := map[string]rating.Rating{}
	bot := func(name string) *BotResult {
		k, ok := index[name]
		if !ok {
			k = len(res.Bots)
			index[name] = k
			res.Bots = append(res.Bots, BotResult{Name: name, Figures: map[string]float64{}, MeanFigures: map[string]float64{}})
			ratings[name] = rating.New()
		}
		return &res.Bots[k]
	}
	for _, e := range entries {
		m, out := e.Replay.Meta(), e.Replay.Result()
		if m == nil || !out.Over || len(out.Outcomes) < len(m.Players) {
			res.Unfinished = append(res.Unfinished, e.Path)
			continue
		}
		if res.Game == "" {
			res.Info = e.Replay.Game().Info()
			res.Game = res.Info.Name
		}
		mr := MatchResult{File: e.Path, Seed: m.Seed, Winner: out.Winner, Reason: out.Reason,
			Turns: out.Turns, Places: out.Places(), Scores: out.Scores(),
			Seats: make([]string, len(m.Players)), Status: make([]string, len(m.Players)),
			Outcomes: res.seatOutcomes(out)}
		for seat, p := range m.Players {
			mr.Seats[seat], mr.Status[seat] = p.Name, p.Status
			b := bot(p.Name)
			b.Games++
			switch Outcome(&mr, seat) {
			case Win:
				b.Wins++
			case Draw:
				b.Draws++
			default:
				b.Losses++
			}
			b.placeSum += float64(mr.Places[seat])
			b.Score += mr.Scores[seat]
			for name, v := range mr.Outcomes[seat].Figures {
				b.Figures[name] += v
			}
			if o := mr.Outcomes[seat]; o.Out {
				b.Out++
				if b.Outs == nil {
					b.Outs = map[string]int{}
				}
				b.Outs[howOut(o.How)]++
			}
			b.Invalid += out.Outcomes[seat].Refused
			if seat < len(out.Points) {
				b.Points += out.Points[seat]
				res.HasPoints = true
			}
			b.SlowestReadyMs = max(b.SlowestReadyMs, ms(p.Ready))
			switch p.Status {
			case replay.StatusTimeout:
				b.Timeouts++
			case replay.StatusExited:
				b.Exits++
			case replay.StatusCrashed:
				b.Crashes++
			case replay.StatusNotReady:
				b.NotReady++
			}
		}
		for _, t := range m.Turns {
			if t.Seat < 0 || t.Seat >= len(m.Players) {
				continue
			}
			b := bot(m.Players[t.Seat].Name)
			b.replies++
			b.replySum += t.Took
			b.WorstReplyMs = max(b.WorstReplyMs, ms(t.Took))
		}
		rateMatch(ratings, &mr)
		res.Matches = append(res.Matches, mr)
	}
	for i := range res.Bots {
		b := &res.Bots[i]
		if b.Games > 0 {
			b.WinRate = float64(b.Wins) / float64(b.Games)
			b.WinCI = wilson(b.Wins, b.Games)
			b.MeanPlace = b.placeSum / float64(b.Games)
			b.MeanScore = b.Score / float64(b.Games)
		}
		for _, f := range res.Figures {
			b.Figures[f.Name] += 0 // every figure named, 0 when none
			if b.Games > 0 {
				b.MeanFigures[f.Name] = b.Figures[f.Name] / float64(b.Games)
			}
		}
		if b.replies > 0 {
			b.MeanReplyMs = ms(b.replySum / time.Duration(b.replies))
		}
		r := ratings[b.Name]
		b.Rating = Rating{r.Mu, r.Sigma, r.Ordinal()}
	}
	slices.SortStableFunc(res.Bots, func(a, b BotResult) int {
		return cmp.Or(cmp.Compare(b.Rating.Ordinal, a.Rating.Ordinal), cmp.Compare(b.WinRate, a.WinRate))
	})
	return res
}

// seatOutcomes are the seats' figures and ways out in match result out,
// the figures and ways out new to the standings added to their columns.
// The game's points by place are a figure, "points", unless one of its
// figures already carries them.
func (res *Results) seatOutcomes(out game.Result) []SeatOutcome {
	so := make([]SeatOutcome, len(out.Outcomes))
	carried := len(out.Points) != len(out.Outcomes) || len(out.Outcomes) == 0
	for i, o := range out.Outcomes {
		so[i] = SeatOutcome{Figures: make(map[string]float64, len(o.Figures)+1), Out: o.Out, Turn: o.Turn, By: o.By, How: o.How}
		for _, f := range o.Figures {
			so[i].Figures[f.Name] = f.Value
			res.column(f.Name, f.Bool)
		}
		if o.Out && !slices.Contains(res.Outs, howOut(o.How)) {
			res.Outs = append(res.Outs, howOut(o.How))
		}
	}
	if carried {
		return so
	}
	for _, f := range out.Outcomes[0].Figures {
		same := true
		for i, o := range out.Outcomes {
			v, ok := o.Figure(f.Name)
			same = same && ok && v == out.Points[i]
		}
		if same {
			res.PointsFigure = f.Name
			return so
		}
	}
	for i := range so {
		so[i].Figures["points"] = out.Points[i]
	}
	res.column("points", false)
	res.PointsFigure = "points"
	return so
}

// column adds figure name to the standings' columns if it is new.
func (res *Results) column(name string, yesNo bool) {
	if !slices.ContainsFunc(res.Figures, func(c FigureColumn) bool { return c.Name == name }) {
		res.Figures = append(res.Figures, FigureColumn{Name: name, Bool: yesNo})
	}
}

// rateMatch updates the ratings with one match, each seat a player ranked
// by its place. A bot that played several seats gets the mean of their
// updates.
func rateMatch(ratings map[string]rating.Rating, mr *MatchResult) {
	teams := make([][]rating.Rating, len(mr.Seats))
	ranks := make([]int, len(mr.Seats))
	for seat, name := range mr.Seats {
		teams[seat] = []rating.Rating{ratings[name]}
		ranks[seat] = mr.Places[seat]
	}
	after := rating.Rate(teams, ranks)
	sum := map[string]rating.Rating{}
	n := map[string]float64{}
	for seat, name := range mr.Seats {
		s := sum[name]
		s.Mu += after[seat][0].Mu
		s.Sigma += after[seat][0].Sigma
		sum[name] = s
		n[name]++
	}
	for name, s := range sum {
		ratings[name] = rating.Rating{Mu: s.Mu / n[name], Sigma: s.Sigma / n[name]}
	}
}

// wilson is the 95% Wilson score interval of a proportion k/n.
func wilson(k, n int) [2]float64 {
	const z = 1.959963984540054
	p, nf := float64(k)/float64(n), float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return [2]float64{max(0, c-h), min(1, c+h)}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
