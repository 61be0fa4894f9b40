package render

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"

	"floorfall/assets"
)

// Every character the viewer's code writes in a literal (a mark, an arrow,
// a separator: "↳", "→", "·", "…") is one the embedded font has: none is
// drawn as the missing-glyph box. The packages that draw text are read:
// view, render, app, export and each game's view model and painter.
func TestGlyphsInTheFont(t *testing.T) {
	font, err := sfnt.Parse(assets.UIFont)
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, pat := range []string{"../view", "../render", "../app", "../export", "../games/*/*view", "../games/*/*paint"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, m...)
	}
	if len(dirs) < 11 {
		t.Fatalf("only %d folders of drawing code found: %q", len(dirs), dirs)
	}
	var buf sfnt.Buffer
	seen := map[rune]bool{}
	checked := 0
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			fs := token.NewFileSet()
			f, err := parser.ParseFile(fs, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			checked++
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING && lit.Kind != token.CHAR {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return true
				}
				for _, r := range s {
					if seen[r] || !unicode.IsGraphic(r) || unicode.IsSpace(r) {
						continue
					}
					seen[r] = true
					if g, err := font.GlyphIndex(&buf, r); err != nil || g == 0 {
						t.Errorf("%s: %q (%U) is not in the UI font: it is drawn as a box", fs.Position(lit.Pos()), r, r)
					}
				}
				return true
			})
		}
	}
	if checked < 50 || !seen['·'] || !seen['…'] {
		t.Fatalf("%d files read, %d characters: the scan misses the viewer's code", checked, len(seen))
	}
}
