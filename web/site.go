package web

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"floorfall/internal/atomicfile"
	"floorfall/replay"
	"floorfall/tournament"
	"floorfall/view"
)

// A tournament's site, as WriteSite writes it into a folder: static files
// that open from file:// as from any web host, with no code on a server.
const (
	IndexFile  = "index.html"   // the standings and the matches
	ViewerFile = "view.html"    // the viewer: view.html?replay=replays/NAME.js#turn=N, or a replay dropped or picked
	ScriptFile = "floorfall.js" // the viewer's module, font and script, shared by every match
	ReplaysDir = "replays"      // a script a match: its replay gzipped (floorfallReplay(name, base64))
)

// Site is a tournament to write as a site.
type Site struct {
	Module  *Module
	Results *tournament.Results
	Dirs    []string // the tournament folders the results were read from
}

// WriteSite writes the site into dir (made if missing): the index (the
// standings in the game's words, with the same columns as 'floorfall
// standings', and every match with its seats, result and a link to watch
// it), one viewer for all, each replay gzipped in a script of its own, and
// the standings as results.json and standings.csv. It returns the files
// written.
func WriteSite(dir string, s Site) error {
	if err := os.MkdirAll(filepath.Join(dir, ReplaysDir), 0o755); err != nil {
		return err
	}
	r := s.Results
	names := replayNames(r, s.Dirs)
	runes := map[rune]bool{}
	write := func(name string, data []byte) error {
		return atomicfile.WriteFile(filepath.Join(dir, name), data)
	}
	for i, m := range r.Matches {
		data, err := replay.ReadFile(m.File)
		if err != nil {
			return err
		}
		if isGzip(data) {
			if data, err = gunzip(data); err != nil {
				return fmt.Errorf("%s: %w", m.File, err)
			}
		}
		for c := range textRunes(data) {
			runes[c] = true
		}
		var b bytes.Buffer
		fmt.Fprintf(&b, "floorfallReplay(%s, \"%s\");\n", jsString(filepath.Base(m.File)), base64.StdEncoding.EncodeToString(gz(data)))
		if err := write(filepath.Join(ReplaysDir, names[i]+".js"), b.Bytes()); err != nil {
			return err
		}
	}
	var b bytes.Buffer
	writeIndex(&b, s, names)
	index := b.Bytes()
	b = bytes.Buffer{}
	writeViewer(&b)
	viewer := b.Bytes()
	b = bytes.Buffer{}
	b.Write(s.Module.Exec)
	b.WriteString("\n" + pageJS + "\n")
	fmt.Fprintf(&b, "floorfallStart({module: \"%s\", font: \"%s\"});\n",
		base64.StdEncoding.EncodeToString(s.Module.Wasm), base64.StdEncoding.EncodeToString(gz(fontWith(runes))))
	script := b.Bytes()
	// The site's results.json names each match by its replay in the site
	// (no path of the machine that made it).
	pub := *r
	pub.Matches = slices.Clone(r.Matches)
	for i := range pub.Matches {
		pub.Matches[i].File = ReplaysDir + "/" + names[i] + ".js"
	}
	pub.Unfinished = nil
	for _, u := range r.Unfinished {
		pub.Unfinished = append(pub.Unfinished, filepath.Base(u))
	}
	var js, csv bytes.Buffer
	if err := pub.WriteJSON(&js); err != nil {
		return err
	}
	if err := r.WriteCSV(&csv); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		data []byte
	}{{IndexFile, index}, {ViewerFile, viewer}, {ScriptFile, script}, {"results.json", js.Bytes()}, {"standings.csv", csv.Bytes()}} {
		if err := write(f.name, f.data); err != nil {
			return err
		}
	}
	return nil
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// replayNames are the matches' names in the site (their scripts' names
// without .js): the replay's file name, after its folder's when the site
// has several folders.
func replayNames(r *tournament.Results, dirs []string) []string {
	names := make([]string, len(r.Matches))
	taken := map[string]bool{}
	for i, m := range r.Matches {
		base := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(m.File), ".gz"), ".json")
		if len(dirs) > 1 {
			base = filepath.Base(filepath.Dir(m.File)) + "-" + base
		}
		base = strings.Trim(unsafeName.ReplaceAllString(base, "_"), ".")
		name := base
		for k := 2; taken[name]; k++ {
			name = fmt.Sprintf("%s-%d", base, k)
		}
		taken[name] = true
		names[i] = name
	}
	return names
}

// writeViewer writes view.html: the shared viewer.
func writeViewer(b *bytes.Buffer) {
	w := bufio.NewWriter(b)
	head(w, "floorfall")
	w.WriteString("<script src=\"" + ScriptFile + "\"></script>\n</body>\n</html>\n")
	w.Flush()
}

// siteCSS is the index's look (the viewer's colours).
const siteCSS = `body { margin: 0 auto; max-width: 90em; padding: 1.5em 2em 4em; background: #14161c; color: #e6e8ee;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
h1 { font-weight: 600; margin: 0 0 .2em; } h2 { font-weight: 600; margin: 2em 0 .5em; }
a { color: #8cb8ff; } p.explain, p.files { color: #a8adbb; max-width: 70em; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: .3em .7em; border-bottom: 1px solid #2c303c; text-align: left; vertical-align: top; }
th { color: #a8adbb; font-weight: 500; white-space: nowrap; }
td.n { text-align: right; white-space: nowrap; }
tr:hover td { background: #1c1f27; }
td.seats span, td.file { white-space: nowrap; } td.seats span + span::before { content: " · "; color: #6c7080; }
`

// writeIndex writes index.html: the standings and the matches.
func writeIndex(b *bytes.Buffer, s Site, names []string) {
	r := s.Results
	title := "Tournament"
	if r.Info.Title != "" {
		title = r.Info.Title + " tournament"
	}
	esc := html.EscapeString
	fmt.Fprintf(b, "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"icon\" href=\"data:,\">\n<title>%s · floorfall</title>\n<style>\n%s</style>\n</head>\n<body>\n", esc(title), siteCSS)
	fmt.Fprintf(b, "<h1>%s</h1>\n", esc(title))
	fmt.Fprintf(b, "<p>%d matches", len(r.Matches))
	if len(r.Unfinished) > 0 {
		fmt.Fprintf(b, " (%d unfinished, not counted)", len(r.Unfinished))
	}
	b.WriteString(". Watch one: its <b>watch</b> link opens it in the viewer, in this browser, with no network.</p>\n")
	b.WriteString("<h2 id=\"standings\">Standings</h2>\n")
	fmt.Fprintf(b, "<p class=\"explain\">%s</p>\n", esc(r.Explain()))
	head, rows := standingsTable(r)
	b.WriteString("<div class=\"scroll\"><table class=\"standings\">\n<thead><tr>")
	for _, h := range head {
		fmt.Fprintf(b, "<th>%s</th>", esc(h))
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	for _, row := range rows {
		b.WriteString("<tr>")
		for k, c := range row {
			if k == 1 {
				fmt.Fprintf(b, "<td>%s</td>", esc(c))
			} else {
				fmt.Fprintf(b, "<td class=\"n\">%s</td>", esc(c))
			}
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody></table></div>\n")
	b.WriteString("<p class=\"files\">Also as <a href=\"standings.csv\">standings.csv</a> and <a href=\"results.json\">results.json</a>; <a href=\"" + ViewerFile + "\">the viewer</a> opens a replay file dropped on it.</p>\n")

	b.WriteString("<h2 id=\"matches\">Matches</h2>\n<div class=\"scroll\"><table class=\"matches\">\n<thead><tr><th>match</th><th>seats</th><th>result</th><th>who left the game</th><th></th></tr></thead>\n<tbody>\n")
	v := view.NewResults(r, s.Dirs)
	for i := range r.Matches {
		file, seats, result := v.MatchLine(i)
		outs, _ := v.Outs(i)
		href := ViewerFile + "?replay=" + ReplaysDir + "/" + names[i] + ".js"
		fmt.Fprintf(b, "<tr id=\"%s\"><td class=\"file\">%s</td><td class=\"seats\">", esc(names[i]), esc(file))
		for _, seat := range seats {
			fmt.Fprintf(b, "<span>%s</span>", esc(seat))
		}
		fmt.Fprintf(b, "</td><td>%s</td><td>%s</td><td><a href=\"%s\">watch</a></td></tr>\n",
			esc(result[0]), esc(strings.Join(outs, view.OutsSep)), esc(href))
	}
	b.WriteString("</tbody></table></div>\n")
	if len(r.Unfinished) > 0 {
		b.WriteString("<p class=\"files\">Unfinished (not counted): " + esc(strings.Join(r.Unfinished, ", ")) + "</p>\n")
	}
	b.WriteString("<p class=\"files\">Made by floorfall site.</p>\n</body>\n</html>\n")
}

// standingsTable is the standings as 'floorfall standings' prints them:
// its Markdown table's heading and rows (so that the site's columns are
// those of the command, whatever they become), as text.
func standingsTable(r *tournament.Results) (head []string, rows [][]string) {
	var md bytes.Buffer
	r.WriteMarkdown(&md)
	for _, line := range strings.Split(md.String(), "\n") {
		if !strings.HasPrefix(line, "|") {
			continue
		}
		cells := mdCells(line)
		switch {
		case head == nil:
			head = cells
		case len(cells) > 0 && strings.Trim(cells[0], "-:") == "":
			// the rule under the heading
		default:
			rows = append(rows, cells)
		}
	}
	return head, rows
}

// mdCells splits a Markdown table row into its cells ("\|" is a "|" in
// a cell).
func mdCells(line string) []string {
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(line, "|")
	line = strings.TrimSuffix(line, "|")
	var cells []string
	var cur strings.Builder
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\' && i+1 < len(line) && line[i+1] == '|':
			cur.WriteByte('|')
			i++
		case line[i] == '|':
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(line[i])
		}
	}
	return append(cells, strings.TrimSpace(cur.String()))
}
