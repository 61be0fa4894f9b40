package view

import (
	"path/filepath"
	"slices"
	"testing"

	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/fixtures"
)

func TestOfficialFixtures(t *testing.T) {
	files, _ := filepath.Glob(fixtures.Path("jc2015", "official-fixtures", "*.json"))
	if len(files) != 2 {
		t.Fatalf("%d official fixtures, want 2", len(files))
	}
	for _, path := range files {
		tl, err := jcreplay.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		m := FromTimeline(tl, path)
		if m.Title != filepath.Base(path) || m.Turns() != tl.Turns() || m.Name(3) != "Player 3" {
			t.Fatalf("%s: %q %d", path, m.Title, m.Turns())
		}
		if !slices.Equal(m.Falls, tl.Falls) || len(m.FallLines) != len(tl.Falls) {
			t.Fatalf("%s: falls %v, the timeline's %v", path, m.Falls, tl.Falls)
		}
		p := NewPlayback(m)
		p.Play()
		var fr Frame
		for p.Animating() {
			p.Advance(1.0 / 60)
			p.Frame(&fr)
			_ = p.HUD()
		}
		if !p.BannerShown() || m.Banner().Title == "" {
			t.Fatalf("%s: the end", path)
		}
	}
}
