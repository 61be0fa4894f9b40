package cli

import (
	"bytes"
	"fmt"
	"path/filepath"

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
