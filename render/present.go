package render

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"floorfall/games/jc2015/jcreplay"
	"floorfall/show"
	"floorfall/view"
)

// presenter plays a presentation (show.Present): for each replay a title
// card, then the match at the chosen speed, its winner banner held a few
// seconds, then the next; the standings at the end.
type presenter struct {
	o     *show.Present
	next  int       // the replay to present next
	card  []string  // the title card shown, nil none
	until time.Time // when the card or the banner goes
	ended bool      // the last replay is done
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
func (g *app) updatePresent(now time.Time) {
	pr := g.present
	if pr == nil || pr.ended {
		return
	}
	switch {
	case pr.card != nil:
		if now.After(pr.until) {
			pr.card = nil
			g.presentPlay()
		}
	case g.s.m == nil:
		g.presentCard(now)
	case g.s.pb.AtEnd() && !g.s.pb.Animating():
		if pr.until.IsZero() {
			pr.until = now.Add(pr.o.BannerTime)
		} else if now.After(pr.until) {
			g.presentCard(now)
		}
	}
}

// presentCard shows the next replay's title card, or the standings.
func (g *app) presentCard(now time.Time) {
	pr := g.present
	if pr.next >= len(pr.o.Files) {
		pr.ended = true
		if pr.o.Results != nil {
			g.showResults(newResultsScreen(view.NewResults(pr.o.Results, pr.o.Dirs)))
		}
		g.dirty = true
		return
	}
	path := pr.o.Files[pr.next]
	tl, err := jcreplay.Open(path)
	if err != nil {
		pr.next++
		g.message(err.Error(), true)
		return
	}
	names := make([]string, 4)
	for i := range names {
		names[i] = view.Cut(tl.Name(i), 24)
	}
	pr.card = []string{
		fmt.Sprintf("Match %d of %d", pr.next+1, len(pr.o.Files)),
		strings.Join(names, "  ·  "),
		filepath.Base(path),
	}
	pr.until = now.Add(pr.o.CardTime)
	g.s.screen = cardScreen{pr.card}
	g.presentTL, g.presentPath = tl, path
	g.dirty = true
}

// presentPlay plays the replay whose card was shown.
func (g *app) presentPlay() {
	pr := g.present
	g.show(g.presentTL, g.presentPath, g.presentPath)
	g.s.pb.SetSpeed(pr.o.Speed)
	g.s.pb.Play()
	pr.next++
	pr.until = time.Time{}
}

// titleCard paints a presentation's title card over the screen.
func (p *painter) titleCard(lines []string) {
	b, l, u := p.b, &p.l, p.l.U
	b.rect(0, 0, l.W, l.H, colBackground)
	p.flush()
	cx, cy := l.W/2, l.H/2
	p.text("JavaChallenge2015  ·  drop the floor, drop the enemies", 18*u, cx, cy-120*u, center, colDim)
	p.bold(lines[0], 56*u, cx, cy-40*u, center, colText)
	p.bold(p.fit(lines[1], 28*u, l.W-80*u), 28*u, cx, cy+40*u, center, colText)
	p.text(lines[2], 18*u, cx, cy+100*u, center, colFaint)
}
