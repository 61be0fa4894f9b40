package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"floorfall/game"
	"floorfall/internal/atomicfile"
	"floorfall/replay"
	"floorfall/web"
)

// exportHTML writes the replay at path as one web page, out: the viewer and
// the replay, opened by a double click with no network (package web).
func exportHTML(e *env, path, out string) error {
	if err := checkOut("export", out); err != nil {
		return err
	}
	r, err := loadShown(path)
	if err != nil {
		return err
	}
	data, err := replay.ReadFile(path)
	if err != nil {
		return err
	}
	mod, err := web.Embedded()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	p := web.Page{Module: mod, Replay: data, Name: filepath.Base(path), Title: pageTitle(r, filepath.Base(path))}
	if err := web.WritePage(&b, p); err != nil {
		return err
	}
	if err := atomicfile.WriteFile(out, b.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "wrote %s (%.1f MB): open it in a browser\n", out, float64(b.Len())/1e6)
	return nil
}

// pageTitle is a match's page title: its file and its game.
func pageTitle(r game.Replay, name string) string {
	return name + " · " + r.Game().Info().Title
}

const siteExamples = `  floorfall site results/ --out site/          a tournament folder as a site
  floorfall site round1/ round2/ --out site/    several folders, one standings
  floorfall serve site/                         then open http://127.0.0.1:8080/

The site is static files: index.html (the standings, as 'floorfall
standings' gives them, and every match with a link that plays it),
view.html (the viewer; a replay file can be dropped on it), floorfall.js
(the viewer itself, shared) and replays/ (each match gzipped). It opens
from a folder (file://) as from any web host, with no network.
`

// siteCmd writes tournament folders as a static site.
func siteCmd(e *env, args []string) error {
	fs := newFlags(e, "site", "site DIR... --out SITE", siteExamples)
	out := fs.String("out", "", "write the site into `SITE` (a folder, made if missing)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("site", "site: give one tournament folder or more")
	}
	if *out == "" {
		return usagef("site", "site: give --out SITE, the folder to write the site into")
	}
	if st, err := os.Stat(*out); err == nil && !st.IsDir() {
		return usagef("site", "site: --out %s is a file; name a folder", *out)
	}
	res, err := standings(pos...)
	if err != nil {
		return &usageError{cmd: "site", msg: strings.Replace(err.Error(), "standings:", "site:", 1)}
	}
	mod, err := web.Embedded()
	if err != nil {
		return err
	}
	if err := web.WriteSite(*out, web.Site{Module: mod, Results: res, Dirs: pos}); err != nil {
		return fmt.Errorf("site: %w", err)
	}
	fmt.Fprintf(e.stderr, "wrote %s: %d matches; open %s in a browser, or serve it: floorfall serve %s\n",
		*out, len(res.Matches), filepath.Join(*out, web.IndexFile), *out)
	return nil
}

const serveExamples = `  floorfall serve site/                          http://127.0.0.1:8080/
  floorfall serve site/ --addr 127.0.0.1:9000
  floorfall serve site/ --addr :8080             every address of the machine (a room's screen)

It serves the files under SITE and nothing else, for a preview: any
static web host serves a site the same way.
`

// serveCmd serves a site's folder over HTTP until interrupted.
func serveCmd(e *env, args []string) error {
	fs := newFlags(e, "serve", "serve SITE [--addr HOST:PORT]", serveExamples)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT` (the loopback address only, unless told)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("serve", "serve: give one site folder")
	}
	if st, err := os.Stat(pos[0]); err != nil || !st.IsDir() {
		return usagef("serve", "serve: %s is not a folder", pos[0])
	}
	h, root, err := web.Handler(pos[0])
	if err != nil {
		return err
	}
	defer root.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return usagef("serve", "serve: --addr %s: %v", *addr, err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	fmt.Fprintf(e.stderr, "serving %s at http://%s/ (Ctrl-C stops)\n", pos[0], ln.Addr())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
