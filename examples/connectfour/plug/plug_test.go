//go:build !headless

package plug

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"floorfall/examples/connectfour"
	"floorfall/game"
	"floorfall/internal/gametest"
	"floorfall/view/viewtest"
)

func TestMain(m *testing.M) { gametest.Main(m, "examples/connectfour/plug") }

// Connect Four passes the conformance kit.
func TestKit(t *testing.T) { gametest.Check(t, connectfour.Game{}) }

// A file of the game is known by its top-level "game"; its cards say what
// each answer did (Taken's What: the board writes no Describe), and the
// banner the result's reason (view.Played's Ending).
func TestCardsAndBanner(t *testing.T) {
	r, err := game.Decode([]byte(`{"game":"connectfour","moves":[3,-1]}`), "x.json")
	if err != nil {
		t.Fatal(err)
	}
	m := viewtest.Match(t, r, "x")
	if got := [3]string{m.Describe(0, 0), m.Describe(1, 1), m.Describe(0, 1)}; got != [3]string{"column 3", "—", ""} {
		t.Errorf("cards say %q", got)
	}
	if reason, _ := m.Board().Ending(); reason != "an answer refused after 2 turns" {
		t.Errorf("the banner says %q", reason)
	}
}

// floorfall does not list Connect Four: no package of its build imports
// the example.
func TestNotInFloorfall(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "floorfall").Output()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "floorfall/examples/") || !strings.Contains(string(out), "floorfall/games/all") {
		t.Errorf("floorfall's packages:\n%s", out)
	}
}

// docs/adding-a-game.md follows the example: every Go block it shows is
// in the example's code, word for word, and it says how many functions
// and lines the example takes (its tests left out).
func TestGuideIsTheCode(t *testing.T) {
	files, _ := filepath.Glob("../*.go")
	more, _ := filepath.Glob("*.go")
	var code strings.Builder
	funcs, lines := 0, 0
	for _, name := range append(files, more...) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		code.Write(src)
		if strings.HasSuffix(name, "_test.go") {
			continue // shown, not counted
		}
		lines += strings.Count(string(src), "\n")
		f, err := parser.ParseFile(token.NewFileSet(), name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if _, ok := d.(*ast.FuncDecl); ok {
				funcs++
			}
		}
	}
	guide, err := os.ReadFile("../../../docs/adding-a-game.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```go\n(.*?)```").FindAllSubmatch(guide, -1)
	if len(blocks) < 5 {
		t.Fatalf("the guide shows %d blocks of Go", len(blocks))
	}
	for _, b := range blocks {
		if !strings.Contains(code.String(), string(b[1])) {
			t.Errorf("the guide shows code the example does not have:\n%s", b[1])
		}
	}
	says := regexp.MustCompile(`(\d+) functions and (\d+) lines`).FindSubmatch(guide)
	if says == nil || string(says[1]) != strconv.Itoa(funcs) || string(says[2]) != strconv.Itoa(lines) {
		t.Errorf("the guide says %q; the example takes %d functions and %d lines", says, funcs, lines)
	}
}
