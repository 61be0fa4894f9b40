//go:build js

package assets

// UIFont is the TrueType data of the UI font. A web page carries it (the
// glyphs its replay and the viewer draw: see package web), so the web
// build embeds none and the page sets it before the viewer starts.
var UIFont []byte
