package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/web"
)

// TestExportHTMLAndSite: export --html writes one page of the replay, and
// site a tournament's folder; a floorfall built without the web viewer's
// module says in one line how to add it. Their mistakes are usage errors.
func TestExportHTMLAndSite(t *testing.T) {
	dir := t.TempDir()
	replay := filepath.Join(dir, "game.json")
	if _, stderr, code := cliMain(t, "run", "-q", "-a", "hunter", "-a", "random", "--seed", "2", "--out", replay); code != 0 {
		t.Fatalf("run: %d %s", code, stderr)
	}
	page := filepath.Join(dir, "game.html")
	_, stderr, code := cliMain(t, "export", replay, "--html", page)
	_, noModule := web.Embedded()
	switch {
	case noModule != nil:
		if code != 1 || stderr != "floorfall: "+web.ErrNoModule.Error()+"\n" {
			t.Errorf("export --html without the module: exit %d, stderr %q", code, stderr)
		}
	case code != 0:
		t.Errorf("export --html: exit %d: %s", code, stderr)
	default:
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(b), "<!doctype html>") || !strings.Contains(string(b), `data-name="game.json"`) {
			t.Errorf("the page is not the replay's: %.200s", b)
		}
	}

	tour := filepath.Join(dir, "tour")
	if _, stderr, code := cliMain(t, "tournament", "-a", "hunter", "-a", "random", "--games", "2", "--seed", "1", "--out", tour); code != 0 {
		t.Fatalf("tournament: %d %s", code, stderr)
	}
	site := filepath.Join(dir, "site")
	_, stderr, code = cliMain(t, "site", tour, "--out", site)
	switch {
	case noModule != nil:
		if code != 1 || stderr != "floorfall: "+web.ErrNoModule.Error()+"\n" {
			t.Errorf("site without the module: exit %d, stderr %q", code, stderr)
		}
	case code != 0:
		t.Errorf("site: exit %d: %s", code, stderr)
	default:
		for _, f := range []string{web.IndexFile, web.ViewerFile, web.ScriptFile, "replays/game-00000.js", "replays/game-00001.js"} {
			if _, err := os.Stat(filepath.Join(site, f)); err != nil {
				t.Errorf("site: %v", err)
			}
		}
	}

	if _, stderr, code := cliMain(t, "export", filepath.Join(dir, "none.json"), "--html", page); code != 2 || !strings.Contains(stderr, "none.json: open: no such file") {
		t.Errorf("export of a missing replay: exit %d, %q", code, stderr)
	}
	empty := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"export", replay, "--html", page, "--gif", "x.gif"}, "export: --html writes a page alone: give --gif, --png or --mp4 in another export"},
		{[]string{"site", tour}, "site: give --out SITE, the folder to write the site into"},
		{[]string{"site", "--out", site}, "site: give one tournament folder or more"},
		{[]string{"site", empty, "--out", site}, "site: no game-NNNNN.json replays in " + empty},
		{[]string{"site", tour, "--out", replay}, "site: --out " + replay + " is a file; name a folder"},
		{[]string{"serve"}, "serve: give one site folder"},
		{[]string{"serve", replay}, "serve: " + replay + " is not a folder"},
		{[]string{"serve", site, "--addr", "nowhere:x"}, "serve: --addr nowhere:x"},
	} {
		_, stderr, code := cliMain(t, tc.args...)
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		if code != 2 || len(lines) != 2 || !strings.Contains(lines[0], tc.want) || !strings.Contains(lines[1], "--help") {
			t.Errorf("%s: exit %d, stderr %q; want 2 and %q", strings.Join(tc.args, " "), code, stderr, tc.want)
		}
	}
}
