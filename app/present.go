package app

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"floorfall/game"
	"floorfall/render"
	"floorfall/show"
	"floorfall/tournament"
	"floorfall/view"
)

// presenter plays a presentation (show.Present): for each replay a title
// card, then the match at the chosen speed, its winner banner held a few
// seconds, then the next; the standings at the end.
type presenter struct {
	o     *show.Present
	next  int         // the replay to present next
	card  *cardScreen // the title card shown, nil none
	until time.Time   // when the card or the banner goes
	ended bool        // the last replay is done
	r     game.Replay
	path  string // the replay of the card shown
}

// How long a title card and a winner banner stay.
const (
	cardTime   = 3 * time.Second
	bannerTime = 5 * time.Second
)

func newPresenter(o *show.Present) *presenter {
	if o.CardTime <= 0 {
		o.CardTime = cardTime
	}
	if o.BannerTime <= 0 {
		o.BannerTime = bannerTime
	}
	return &presenter{o: o}
}

// updatePresent moves the presentation on.
func (a *app) updatePresent(now time.Time) {
	pr := a.scr.present
	if pr == nil || pr.ended {
		return
	}
	ms := &a.scr.match
	switch {
	case pr.card != nil:
		if now.After(pr.until) {
			pr.card = nil
			a.show(pr.r, pr.path, pr.path) // the replay whose card was shown
			a.scr.match.pb.SetSpeed(pr.o.Speed)
			a.scr.match.pb.Play()
			pr.next++
			pr.until = time.Time{}
		}
	case ms.m == nil:
		a.presentCard(now)
	case ms.pb.AtEnd() && !ms.pb.Animating():
		if pr.until.IsZero() {
			pr.until = now.Add(pr.o.BannerTime)
		} else if now.After(pr.until) {
			a.presentCard(now)
		}
	}
}

// presentCard shows the next replay's title card, or the standings.
func (a *app) presentCard(now time.Time) {
	pr := a.scr.present
	card, err := pr.nextCard(now)
	switch {
	case err != nil:
		a.over.message(err.Error(), true)
		return
	case card != nil:
		a.scr.shown = card
	case pr.o.Results != nil:
		page := standingsPage(pr.o.Results, pr.o.Dirs, speedText(pr.o.Speed))
		a.scr.shown = page
		a.win.SetTitle("floorfall — standings of " + page.s.(*render.StandingsView).Title)
	}
	a.surf.dirty = true
}

// nextCard loads the next replay and makes its title card, shown until
// now plus the card's time; at the end of the presentation it returns
// nil. A replay that cannot be loaded is skipped, with the error.
func (pr *presenter) nextCard(now time.Time) (*cardScreen, error) {
	if pr.next >= len(pr.o.Files) {
		pr.ended = true
		return nil, nil
	}
	path := pr.o.Files[pr.next]
	r, err := game.Load(path)
	if err != nil {
		pr.next++
		return nil, err
	}
	names := view.NamesOf(r)
	for i := range names {
		names[i] = view.Cut(names[i], 24)
	}
	pr.card = &cardScreen{&render.TitleCard{Game: view.GameLine(r.Game().Info()), Lines: [3]string{
		fmt.Sprintf("Match %d of %d", pr.next+1, len(pr.o.Files)),
		strings.Join(names, "  ·  "),
		filepath.Base(path),
	}}}
	pr.until = now.Add(pr.o.CardTime)
	pr.r, pr.path = r, path
	return pr.card, nil
}

// refreshResults takes the standings of the tournament folders dirs read
// again, more matches in: the results browser open on them shows them,
// its filter kept; the presentation plays the new matches after those it
// has (at once if it had ended), and its standings page is the new one.
func (a *app) refreshResults(res *tournament.Results, dirs []string) {
	if rs := a.scr.results; rs != nil && slices.Equal(rs.v.V.Dirs, dirs) {
		rs.v.V = rs.v.V.Refreshed(res)
		a.surf.dirty = true
	}
	pr := a.scr.present
	if pr == nil || !slices.Equal(pr.o.Dirs, dirs) {
		return
	}
	have := make(map[string]bool, len(pr.o.Files))
	for _, f := range pr.o.Files {
		have[f] = true
	}
	for _, m := range res.Matches {
		if !have[m.File] {
			pr.o.Files = append(pr.o.Files, m.File)
			pr.ended = false
		}
	}
	pr.o.Results = res
	if page, ok := a.scr.shown.(*cardScreen); ok && pr.card == nil {
		if _, ok := page.s.(*render.StandingsView); ok && pr.ended {
			a.scr.shown = standingsPage(res, dirs, speedText(pr.o.Speed))
			a.surf.dirty = true
		}
	}
}

// cardScreen is a presentation's page: a title card, or the standings at
// the end.
type cardScreen struct{ s render.Screen }

func (c *cardScreen) view(*view.Layout) render.Screen { return c.s }

// standingsPage is the presentation's last page: the standings of r, read
// from dirs, for a room.
func standingsPage(r *tournament.Results, dirs []string, speed string) *cardScreen {
	return &cardScreen{&render.StandingsView{Title: view.NewResults(r, dirs).Title, R: r, Speed: speed}}
}

// speedText is speed i of view.Speeds as shown: "2x".
func speedText(i int) string {
	i = max(0, min(i, len(view.Speeds)-1))
	return strconv.FormatFloat(view.Speeds[i], 'f', -1, 64) + "x"
}

// update: a title card only goes; help, fullscreen, F12 and Esc still
// work.
func (cs *cardScreen) update(c *ctx, in *Input) bool {
	shot := "title"
	if _, ok := cs.s.(*render.StandingsView); ok {
		shot = "standings"
	}
	changed := false
	for _, p := range actions(nil, modeReplay, in) {
		switch {
		case p.act == actEscape:
			c.over.help.shown, c.over.msg.text = false, ""
		case !c.over.page(p.act, c.win, shot):
			continue
		}
		changed = true
	}
	return changed
}
