package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// gameWords are words of one game's rules that an identifier of the shared
// layers must not hold (whole words of a camel-case or snake-case name:
// "fellAt" holds "fell", "blocking" holds no "block"). Words every game
// could use ("seat", "turn", "score", "attack", "drop" of a file dragged
// onto the window or of a drawing left out) are not among them.
var gameWords = map[string]string{
	// JavaChallenge2015: players fall when the floor drops under them.
	"fall": "jc2015", "falls": "jc2015", "fell": "jc2015", "fallen": "jc2015", "falling": "jc2015",
	"block": "jc2015", "blocks": "jc2015",
	// Ants.
	"ant": "ants", "ants": "ants", "hill": "ants", "hills": "ants", "raze": "ants", "razed": "ants",
	"razes": "ants", "hive": "ants", "food": "ants",
	// Hit and Sunk.
	"ship": "hit-and-sunk", "ships": "hit-and-sunk", "sunk": "hit-and-sunk", "sank": "hit-and-sunk",
	"sunken": "hit-and-sunk", "torpedo": "hit-and-sunk", "mines": "hit-and-sunk",
	// Tenka1 2022.
	"cube": "tenka1-2022", "cubes": "tenka1-2022",
}

// splitWords splits an identifier into its lower-case words: at each
// underscore and digit run, before an upper-case letter that follows a
// lower-case one, and before the last of a run of upper-case letters
// followed by a lower-case one ("HTTPServer": http, server).
func splitWords(name string) []string {
	var words []string
	rs := []rune(name)
	start := 0
	flush := func(end int) {
		if end > start {
			words = append(words, strings.ToLower(string(rs[start:end])))
		}
		start = end
	}
	for i, r := range rs {
		switch {
		case r == '_' || unicode.IsDigit(r):
			flush(i)
			start = i + 1
		case i > start && unicode.IsUpper(r) && unicode.IsLower(rs[i-1]):
			flush(i)
		case i > start && unicode.IsUpper(r) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1]):
			flush(i)
		}
	}
	flush(len(rs))
	return words
}

func TestSplitWords(t *testing.T) {
	for name, want := range map[string][]string{
		"fellAt":         {"fell", "at"},
		"PlayerFell":     {"player", "fell"},
		"HTTPServer":     {"http", "server"},
		"blocking":       {"blocking"},
		"setNonblock":    {"set", "nonblock"},
		"tenka1_cubes":   {"tenka", "cubes"},
		"IsFallenX2":     {"is", "fallen", "x"},
		"ReadyTimeout":   {"ready", "timeout"},
		"antsCfg":        {"ants", "cfg"},
		"floorfall":      {"floorfall"},
		"LastShipAfloat": {"last", "ship", "afloat"},
	} {
		if got := splitWords(name); !slices.Equal(got, want) {
			t.Errorf("splitWords(%q) = %q, want %q", name, got, want)
		}
	}
}

// The shared layers name no game: no identifier of a non-test Go file
// outside games/ holds a word of one game's rules (gameWords). A game
// tells the shell what it needs through package game's interfaces.
func TestSharedLayersNameNoGame(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	found := map[string][]string{} // "file: word" -> identifiers
	var files int
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if rel == "games" || strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		files++
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			for _, w := range splitWords(id.Name) {
				if g, bad := gameWords[w]; bad {
					key := filepath.ToSlash(rel) + ": " + g + "'s word " + w
					if !slices.Contains(found[key], id.Name) {
						found[key] = append(found[key], id.Name)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("scanned %d files under %s: not the module", files, root)
	}
	keys := make([]string, 0, len(found))
	for k := range found {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Errorf("%s in %s", k, strings.Join(found[k], ", "))
	}
}

// moduleRoot is the folder of go.mod above the test's folder.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", fs.ErrNotExist
		}
		dir = up
	}
}
