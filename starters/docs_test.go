package starters

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/shell"
)

// outside are texts that point out of the repository (the specifications
// floorfall was written from live beside a working copy, not in it).
var outside = []string{"/work/", "../shared", "shared/spec", "shared/conformance"}

// TestPagesNameOnlyTheRepository: the protocol pages and the starters
// point at nothing outside the repository; every relative link of a page
// leads to a file of the repository (and a heading of it, for a link with
// an anchor); every file its shell examples read is in the repository or
// written by an earlier example of the page (--out, a redirection), and
// so is every file a starter's command names.
func TestPagesNameOnlyTheRepository(t *testing.T) {
	pages, err := filepath.Glob(filepath.Join(root, "docs", "protocol", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < len(starters) {
		t.Fatalf("%d protocol pages in docs/protocol, want one a game (%d)", len(pages), len(starters))
	}
	for _, st := range starters {
		bot := filepath.Join(root, "starters", st.game, "bot.py")
		checkOutside(t, bot)
		written := map[string]bool{}
		checkFiles(t, bot, command{words: append([]string{"floorfall"}, runCommand(t, bot)...)}, written)
	}
	for _, page := range pages {
		text := checkOutside(t, page)
		checkLinks(t, page, text)
		written := map[string]bool{}
		for _, c := range shellCommands(t, page, text) {
			checkFiles(t, page, c, written)
		}
	}
}

// checkOutside fails the test where file names a place outside the
// repository; it returns the file's text.
func checkOutside(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range outside {
		if strings.Contains(string(b), s) {
			t.Errorf("%s names %q, outside the repository", file, s)
		}
	}
	return string(b)
}

var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// checkLinks wants every relative link of a page to lead to a file of the
// repository, and its anchor to one of the file's headings.
func checkLinks(t *testing.T, page, text string) {
	t.Helper()
	top, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range link.FindAllStringSubmatch(text, -1) {
		target := m[1]
		if strings.HasPrefix(target, "https://") || strings.HasPrefix(target, "http://") {
			continue
		}
		file, anchor, _ := strings.Cut(target, "#")
		path := page
		if file != "" {
			path = filepath.Join(filepath.Dir(page), filepath.FromSlash(file))
		}
		abs, err := filepath.Abs(path)
		if err != nil || !strings.HasPrefix(abs, top+string(filepath.Separator)) {
			t.Errorf("%s: the link %s leads out of the repository", page, target)
			continue
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: the link %s leads nowhere: %v", page, target, err)
			continue
		}
		if anchor != "" && !hasHeading(string(b), anchor) {
			t.Errorf("%s: the link %s: %s has no heading #%s", page, target, file, anchor)
		}
	}
}

// hasHeading reports whether a markdown text has a heading whose anchor
// (as GitHub makes it) is anchor.
func hasHeading(text, anchor string) bool {
	for l := range strings.Lines(text) {
		h, ok := strings.CutPrefix(strings.TrimSpace(l), "#")
		if !ok {
			continue
		}
		h = strings.TrimSpace(strings.TrimLeft(h, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(h) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f:
				b.WriteRune(r)
			}
		}
		if b.String() == anchor {
			return true
		}
	}
	return false
}

// fileExt are the endings of the words of a command taken for files.
var fileExt = []string{".py", ".json", ".txt", ".map", ".md", ".png", ".gif", ".replay"}

// checkFiles wants every file command c names (a word with a "/" or a
// file's ending; a bot command of -a split in its turn) to be in the
// repository or in written (the files earlier commands wrote), and adds
// the files c writes to written.
func checkFiles(t *testing.T, where string, c command, written map[string]bool) {
	t.Helper()
	var check func(words []string)
	check = func(words []string) {
		for i, w := range words {
			if i > 0 && (words[i-1] == "-a" || words[i-1] == "--ai") && strings.Contains(w, " ") {
				inner, err := shell.Fields(w, nil)
				if err != nil {
					t.Errorf("%s: the bot command %q: %v", where, w, err)
				}
				check(inner)
				continue
			}
			if i > 0 && words[i-1] == "--out" {
				written[w] = true
				continue
			}
			if !isFile(w) || written[w] {
				continue
			}
			if filepath.IsAbs(w) || strings.HasPrefix(filepath.Clean(w), "..") {
				t.Errorf("%s: %q is outside the repository", where, w)
			} else if _, err := os.Stat(filepath.Join(root, w)); err != nil {
				t.Errorf("%s: %q is neither in the repository nor written by an example before: %s", where, w, strings.Join(c.words, " "))
			}
		}
	}
	check(c.words)
	check(c.reads)
	for _, w := range c.writes {
		written[w] = true
	}
}

// isFile reports whether a word of a command is taken for a file.
func isFile(w string) bool {
	if w == "" || strings.HasPrefix(w, "-") || strings.Contains(w, " ") || strings.Contains(w, "://") {
		return false
	}
	if strings.Contains(w, "/") {
		return true
	}
	for _, e := range fileExt {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}
