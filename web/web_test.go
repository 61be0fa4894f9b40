package web

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"floorfall/assets"
)

func TestEscapeScript(t *testing.T) {
	for in, want := range map[string]string{
		`a = "</script>";`:                  `a = "<\/script>";`,
		`a = "</SCRIPT >" + "<!--x";`:       `a = "<\/SCRIPT >" + "<\!--x";`,
		`x < y && y </s`:                    `x < y && y </s`,
		"// </script\n/<\\/script/.test(s)": "// <\\/script\n/<\\/script/.test(s)",
	} {
		if got := escapeScript(in); got != want {
			t.Errorf("escapeScript(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPageHoldsNoEnd: whatever the replay's name and bytes, the page's
// script elements end only where the page ends them.
func TestPageHoldsNoEnd(t *testing.T) {
	var b bytes.Buffer
	m := &Module{Wasm: gz([]byte("\x00asm")), Exec: []byte(`var s = "</script><script>alert(1)</script>";`)}
	if err := WritePage(&b, Page{Module: m, Replay: []byte(`{"x": "</script><script>alert(2)</script>"}`), Name: `a"><b onclick=alert(3)>.json`}); err != nil {
		t.Fatal(err)
	}
	page := strings.ToLower(b.String())
	if n := strings.Count(page, "</script"); n != 5 {
		t.Errorf("%d ends of a script element, want 5 (module, font, replay, wasm_exec.js, page.js)", n)
	}
	if n := strings.Count(page, "\n<script"); n != 5 {
		t.Errorf("%d script elements, want 5", n)
	}
	if !strings.Contains(b.String(), `data-name="a&#34;&gt;&lt;b onclick=alert(3)&gt;.json"`) {
		t.Error("the replay's name is not escaped in its attribute")
	}
}

// TestFontKeepsWhatItDraws: the page's font keeps the outlines of the
// viewer's characters and the replay's exactly, and leaves the others
// empty (a page carries a fraction of the font).
func TestFontKeepsWhatItDraws(t *testing.T) {
	full := assets.UIFont
	sub := FontFor([]byte(`{"name": "サンプル\u6f22"}`))
	if len(sub) > len(full)/3 {
		t.Errorf("the page's font is %d bytes of the font's %d", len(sub), len(full))
	}
	glyph := func(ttf []byte, r rune) []byte {
		t.Helper()
		tables, err := readTables(ttf)
		if err != nil {
			t.Fatal(err)
		}
		m, err := cmapGlyphs(tables["cmap"])
		if err != nil {
			t.Fatal(err)
		}
		g := int(m[r])
		if g == 0 {
			t.Fatalf("%q is not in the font", r)
		}
		loca, long := tables["loca"], binary.BigEndian.Uint16(tables["head"][50:]) == 1
		off := func(i int) int {
			if long {
				return int(binary.BigEndian.Uint32(loca[4*i:]))
			}
			return 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
		}
		return tables["glyf"][off(g):off(g+1)]
	}
	for _, r := range "Aé→·ﬁЖサ漢" {
		g, f := glyph(sub, r), glyph(full, r)
		if len(f) == 0 || !bytes.Equal(g[:len(f)], f) {
			t.Errorf("%q: the page's glyph is not the font's", r)
		}
	}
	for _, r := range "字ア" {
		if g := glyph(sub, r); len(g) != 0 {
			t.Errorf("%q (not drawn) kept: %d bytes", r, len(g))
		}
	}
	if _, err := readTables(sub); err != nil {
		t.Fatal(err)
	}
	if c := checksum(sub); c != 0xb1b0afba {
		t.Errorf("the font's checksum is %#x, want 0xb1b0afba", c)
	}
}

// TestLeftOutIsNotTheViewers: every character in the strings of the
// viewer's code (view, render, app, the games' views and painters) is one
// the page's font keeps whatever the replay.
func TestLeftOutIsNotTheViewers(t *testing.T) {
	base := func(r rune) bool { return !inLeftOut(r) }
	dirs := []string{"../view", "../render", "../app"}
	for _, g := range []string{"jc2015/jcview", "jc2015/jcpaint", "ants/antsview", "ants/antspaint", "hitandsunk/hnsview", "hitandsunk/hnspaint", "tenka1/tenkaview", "tenka1/tenkapaint", "jc2015", "ants", "hitandsunk", "tenka1"} {
		dirs = append(dirs, "../games/"+g)
	}
	fset := token.NewFileSet()
	strs := 0
	defer func() {
		if strs < 1000 {
			t.Errorf("only %d strings read in the viewer's code", strs)
		}
	}()
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			file, err := parser.ParseFile(fset, f, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(file, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil || !utf8.ValidString(s) {
					return true
				}
				strs++
				for _, r := range s {
					if r >= 0x20 && !base(r) {
						t.Errorf("%s: %q (U+%04X) is drawn by the viewer but not kept in a page's font", fset.Position(lit.Pos()), r, r)
					}
				}
				return true
			})
		}
	}
}

// TestServeStaysInside: the preview serves the site's files and nothing
// outside the folder, whatever the path asked for.
func TestServeStaysInside(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	os.MkdirAll(filepath.Join(site, "replays"), 0o755)
	os.WriteFile(filepath.Join(site, "index.html"), []byte("the index"), 0o644)
	os.WriteFile(filepath.Join(site, "replays", "a.js"), []byte("a replay"), 0o644)
	os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("a secret"), 0o644)
	if err := os.Symlink(filepath.Join(dir, "secret.txt"), filepath.Join(site, "link.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(dir, filepath.Join(site, "up")); err != nil {
		t.Fatal(err)
	}
	h, root, err := Handler(site)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	srv := httptest.NewServer(h)
	defer srv.Close()
	get := func(path string) (int, string) {
		// A raw request line: the client would clean the path first.
		conn, err := (&net.Dialer{}).Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		io.WriteString(conn, "GET "+path+" HTTP/1.0\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get("/"); code != 200 || body != "the index" {
		t.Errorf("/: %d %q", code, body)
	}
	if code, body := get("/replays/a.js"); code != 200 || body != "a replay" {
		t.Errorf("/replays/a.js: %d %q", code, body)
	}
	for _, p := range []string{"/../secret.txt", "/replays/../../secret.txt", "/%2e%2e/secret.txt", "/link.txt", "/up/secret.txt", "//" + dir + "/secret.txt", "/..%2fsecret.txt"} {
		if code, body := get(p); strings.Contains(body, "a secret") {
			t.Errorf("%s: %d, served the file outside the site", p, code)
		}
	}
}

// TestWebBuildLeavesOut: the web build (GOOS=js) has no bot processes, no
// match runner, no HTTP, no native file dialog, no terminal bars.
func TestWebBuildLeavesOut(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	deps := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		deps[p] = true
	}
	if !deps["floorfall/app"] || !deps["floorfall/games/jc2015/jcpaint"] {
		t.Fatalf("the web build has no viewer: %s", out)
	}
	for _, p := range []string{"floorfall/bot", "floorfall/match", "floorfall/cli", "net/http", "mvdan.cc/sh/v3/shell", "github.com/sqweek/dialog", "github.com/vbauerster/mpb/v8", "github.com/hajimehoshi/ebiten/v2/examples/resources/fonts"} {
		if deps[p] {
			t.Errorf("the web build has %s", p)
		}
	}
}

// TestNoModule: a floorfall built without the module says how to add it.
func TestNoModule(t *testing.T) {
	if _, err := LoadModule(t.TempDir()); err != ErrNoModule {
		t.Errorf("no module: %v", err)
	}
	if strings.Contains(ErrNoModule.Error(), "\n") || !strings.Contains(ErrNoModule.Error(), "scripts/build-web.sh") {
		t.Errorf("ErrNoModule is not one line saying how: %q", ErrNoModule)
	}
}
