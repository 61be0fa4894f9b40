// Package web makes floorfall's web pages: a match as one HTML file that
// holds the viewer and the replay (export --html), and a tournament as a
// folder of static pages (site), served for a preview by serve.
//
// The viewer in a page is floorfall's own (app, render, view, the games'
// views and painters) built for the web (GOOS=js GOARCH=wasm: main_js.go),
// not a second viewer. A page holds its module, the font's glyphs it needs
// and the replay, each gzipped and in base64; its script (page.js, with the
// wasm_exec.js of the Go that built the module) unpacks them with the
// browser's DecompressionStream and instantiates the module from its bytes,
// so a page opened from a file (file://) works as one served, and no
// request leaves it.
//
// The module is built by scripts/build-web.sh into module/, which this
// package embeds: a floorfall built after it has the web pages, one built
// without it says how to add them (ErrNoModule).
package web

import (
	"bytes"
	"compress/gzip"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

//go:generate ../scripts/build-web.sh

//go:embed module
var moduleFS embed.FS

//go:embed page.js
var pageJS string

//go:embed page.css
var pageCSS string

// The module's files in module/ (and in any folder scripts/build-web.sh
// writes to).
const (
	WasmFile = "floorfall.wasm.gz"
	ExecFile = "wasm_exec.js"
)

// ErrNoModule: this floorfall was built without the web viewer's module.
var ErrNoModule = errors.New("this floorfall was built without its web viewer: run scripts/build-web.sh, then build floorfall again")

// Module is the viewer built for the web.
type Module struct {
	Wasm []byte // the WebAssembly module, gzipped
	Exec []byte // wasm_exec.js of the Go that built it
}

// Embedded is the module built into floorfall (ErrNoModule if none).
func Embedded() (*Module, error) {
	sub, err := fs.Sub(moduleFS, "module")
	if err != nil {
		return nil, err
	}
	return readModule(sub)
}

// LoadModule reads the module scripts/build-web.sh wrote into dir.
func LoadModule(dir string) (*Module, error) { return readModule(os.DirFS(dir)) }

func readModule(fsys fs.FS) (*Module, error) {
	wasm, err := fs.ReadFile(fsys, WasmFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoModule
	}
	if err != nil {
		return nil, err
	}
	exec, err := fs.ReadFile(fsys, ExecFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoModule
	}
	if err != nil {
		return nil, err
	}
	if len(wasm) < 2 || wasm[0] != 0x1f || wasm[1] != 0x8b {
		return nil, fmt.Errorf("%s is not gzipped: build it again with scripts/build-web.sh", WasmFile)
	}
	return &Module{Wasm: wasm, Exec: exec}, nil
}

// gz is data gzipped (at the best compression: pages are written once and
// opened many times).
func gz(data []byte) []byte {
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// isGzip reports whether data is gzipped.
func isGzip(data []byte) bool { return len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b }

// baseName is the name a page gives a replay file at path.
func baseName(path string) string {
	if path == "" || path == "-" {
		return "replay.json"
	}
	return filepath.Base(path)
}

// gunzip is gzipped data unpacked.
func gunzip(data []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}
