package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// A function of a turn and a seat takes the turn first, everywhere
// (Match.Input aside, which has no turn): two ints the compiler cannot
// tell apart, in one order. The module's functions are read for a seat's
// parameter before a turn's, by their names.
func TestTurnBeforeSeat(t *testing.T) {
	seats := map[string]bool{"i": true, "p": true, "seat": true, "player": true}
	turns := map[string]bool{"t": true, "turn": true, "shown": true, "through": true, "at": true}
	fset := token.NewFileSet()
	read := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != ".." {
			if err == nil {
				err = filepath.SkipDir
			}
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		read++
		ast.Inspect(f, func(n ast.Node) bool {
			var ft *ast.FuncType
			switch x := n.(type) {
			case *ast.FuncDecl:
				ft = x.Type
			case *ast.FuncLit:
				ft = x.Type
			case *ast.FuncType:
				ft = x
			}
			if ft == nil || ft.Params == nil {
				return true
			}
			seat := ""
			for _, fl := range ft.Params.List {
				if id, ok := fl.Type.(*ast.Ident); !ok || id.Name != "int" {
					continue
				}
				for _, name := range fl.Names {
					switch {
					case seats[name.Name] && seat == "":
						seat = name.Name
					case turns[name.Name] && seat != "":
						t.Errorf("%s: seat %s before turn %s", fset.Position(ft.Pos()), seat, name.Name)
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
	if read < 100 {
		t.Fatalf("read %d Go files: not the module", read)
	}
}
