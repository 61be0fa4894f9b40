package cyclo

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// complexity is a function's cyclomatic complexity counted as gocyclo
// counts it: 1, plus one for each if, for, range, non-default case of a
// switch or select, and each && and || — function literals inside it
// included.
func complexity(body ast.Node) int {
	n := 1
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}

// funcName is d's name as pkg.Type.Method or pkg.Func, pkg the folder
// it is in.
func funcName(dir string, d *ast.FuncDecl) string {
	name := d.Name.Name
	if d.Recv != nil && len(d.Recv.List) > 0 {
		t := d.Recv.List[0].Type
		if s, ok := t.(*ast.StarExpr); ok {
			t = s.X
		}
		switch r := t.(type) {
		case *ast.IndexExpr:
			t = r.X
		case *ast.IndexListExpr:
			t = r.X
		}
		if id, ok := t.(*ast.Ident); ok {
			name = id.Name + "." + name
		}
	}
	return filepath.ToSlash(dir) + "." + name
}

// TestComplexity fails naming every function outside games/ (non-test
// files, of every build tag) whose cyclomatic complexity, counted as
// gocyclo counts it (see complexity), is above Max, with its complexity
// and place.
func TestComplexity(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the repository's root: %v", err)
	}
	fset := token.NewFileSet()
	var over []string
	files := 0
	err = filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if e.IsDir() {
			base := e.Name()
			if rel == "games" || base == "testdata" || (rel != "." && (strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_"))) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files++
		dir := filepath.Dir(rel)
		if dir == "." {
			dir = "main"
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if c := complexity(fd.Body); c > Max {
				over = append(over, fmt.Sprintf("%s %d (%s:%d)", funcName(dir, fd), c, filepath.ToSlash(rel), fset.Position(fd.Pos()).Line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("read only %d files under %s: not the repository?", files, root)
	}
	sort.Strings(over)
	for _, o := range over {
		t.Errorf("complexity above %d: %s", Max, o)
	}
}

// TestCount checks the counting on a function of each construct.
func TestCount(t *testing.T) {
	src := `package p
func f(a, b bool, xs []int, c chan int) {
	if a && b || a {
	}
	for i := 0; i < 1; i++ {
	}
	for range xs {
	}
	switch {
	case a:
	case b, a:
	default:
	}
	select {
	case <-c:
	default:
	}
	func() {
		if b {
		}
	}()
}
func g() {}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	// f: 1 + if + && + || + for + range + 2 cases + 1 comm + the literal's if.
	want := map[string]int{"f": 10, "g": 1}
	for _, d := range f.Decls {
		fd := d.(*ast.FuncDecl)
		if got := complexity(fd.Body); got != want[fd.Name.Name] {
			t.Errorf("%s: complexity %d, want %d", fd.Name.Name, got, want[fd.Name.Name])
		}
	}
}
