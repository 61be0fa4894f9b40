package web

import (
	"fmt"
	"testing"
	"time"
)

// TestPageManySeats: the page of a match of many seats (Ants' 10 colonies,
// Hit and Sunk's 16 ships) at 1920x1080 shows what the window shows.
func TestPageManySeats(t *testing.T) {
	needBrowser(t)
	const w, h = 1920, 1080
	for _, g := range []testGame{
		{"ants-10", []string{"--game", "ants", "--turns", "60", "--seed", "3", "-a", "random", "-a", "hunter", "-a", "random", "-a", "hunter", "-a", "random", "-a", "hunter", "-a", "random", "-a", "hunter", "-a", "random", "-a", "hunter"}, 40},
		{"hit-and-sunk-16", []string{"--game", "hit-and-sunk", "--seed", "1", "-a", "hunter", "-a", "random", "-a", "peacemaker", "-a", "passive", "-a", "hunter", "-a", "random", "-a", "peacemaker", "-a", "passive", "-a", "hunter", "-a", "random", "-a", "peacemaker", "-a", "passive", "-a", "hunter", "-a", "random", "-a", "peacemaker", "-a", "passive"}, 20},
	} {
		t.Run(g.name, func(t *testing.T) {
			path := replayOf(t, g)
			page := exportPage(t, path, t.TempDir())
			url := fmt.Sprintf("file://%s#turn=%d", page, g.at)
			tb := open(t, url, w, h)
			tb.painted()
			tb.waitFor(fmt.Sprintf(`floorfallPage.shownTurn == %d`, g.at), 10*time.Second)
			got := tb.settled()
			keepShot(t, "web-"+g.name, got)
			share, _ := likeWindow(t, got, path, g.at, w, h, 0.02, "the page")
			t.Logf("%s turn %d at %dx%d: %.2f%% of the pixels differ from the window's", g.name, g.at, w, h, 100*share)
			tb.clean("file://" + page)
		})
	}
}
