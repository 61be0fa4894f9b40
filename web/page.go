package web

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"html"
	"io"
	"strings"
)

// Page is one match as a web page.
type Page struct {
	Module *Module
	// Replay is the replay file as read (gzipped or not); Name its file
	// name (what the page saves it as, and its title).
	Replay []byte
	Name   string
	// Title is the page's title ("" the replay's name).
	Title string
}

// WritePage writes p as one HTML file: the viewer, the glyphs of the font
// it draws the replay with, and the replay, each gzipped and in base64,
// with the page's script. The page makes no request.
func WritePage(w io.Writer, p Page) error {
	replay := p.Replay
	if isGzip(replay) {
		var err error
		if replay, err = gunzip(replay); err != nil {
			return err
		}
	}
	name := strings.TrimSuffix(baseName(p.Name), ".gz")
	title := p.Title
	if title == "" {
		title = name
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	head(bw, title+" · floorfall")
	dataScript(bw, "ff-module", "", p.Module.Wasm)
	dataScript(bw, "ff-font", "", gz(FontFor(replay)))
	dataScript(bw, "ff-replay", name, gz(replay))
	script(bw, string(p.Module.Exec))
	script(bw, pageJS)
	bw.WriteString("</body>\n</html>\n")
	return bw.Flush()
}

// head writes the page up to its body's first elements: the loading line
// and the box for what the page says.
func head(w *bufio.Writer, title string) {
	w.WriteString("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	w.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	w.WriteString("<link rel=\"icon\" href=\"data:,\">\n") // no request for a favicon
	w.WriteString("<title>" + html.EscapeString(title) + "</title>\n")
	w.WriteString("<style>\n" + pageCSS + "</style>\n</head>\n<body>\n")
	w.WriteString("<div id=\"ff-loading\">loading the viewer…</div>\n<div id=\"ff-note\" hidden></div>\n")
	w.WriteString("<noscript>This page shows a floorfall match: it needs JavaScript.</noscript>\n")
}

// dataScript writes data in base64 in a script element the browser does
// not run (base64 has no "<": it cannot end the element early).
func dataScript(w *bufio.Writer, id, name string, data []byte) {
	w.WriteString("<script id=\"" + id + "\" type=\"application/octet-stream\"")
	if name != "" {
		w.WriteString(" data-name=\"" + html.EscapeString(name) + "\"")
	}
	w.WriteString(">")
	enc := base64.NewEncoder(base64.StdEncoding, w)
	enc.Write(data)
	enc.Close()
	w.WriteString("</script>\n")
}

// script writes JavaScript code in a script element; a "</script" in it
// (which would end the element) is written "<\/script", the same in a
// string, a comment or a regular expression.
func script(w *bufio.Writer, code string) {
	w.WriteString("<script>\n")
	w.WriteString(escapeScript(code))
	w.WriteString("\n</script>\n")
}

// escapeScript makes code safe inside a script element: "</script" would
// end it, and "<!--" could change how the rest of it is read; a backslash
// after their "<" changes neither in a string, a comment or a regular
// expression, where they can only be.
func escapeScript(code string) string {
	low := []byte(code)
	for i, c := range low {
		if 'A' <= c && c <= 'Z' {
			low[i] = c + 'a' - 'A'
		}
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(low); i++ {
		if low[i] == '<' && (bytes.HasPrefix(low[i:], []byte("</script")) || bytes.HasPrefix(low[i:], []byte("<!--"))) {
			b.WriteString(code[last : i+1])
			b.WriteString(`\`)
			last = i + 1
		}
	}
	b.WriteString(code[last:])
	return b.String()
}
