package web

import (
	"encoding/binary"
	"errors"
	"sort"
	"strconv"
	"unicode/utf8"

	"floorfall/assets"
)

// A page carries the glyphs of the UI font that its viewer can draw, not
// the whole font, most of which is Japanese (its ideographs are four
// fifths of its 1.7 MB): the Japanese and Chinese blocks (leftOut) are
// left out but for the characters of the replay (names, bots' output);
// every other glyph is kept (Latin, its ligatures the layout tables choose
// as "ﬁ", punctuation, arrows, shapes, symbols). A glyph left out is empty
// (drawn as nothing); glyph numbers, the character map, the metrics and
// the layout tables stay as they are, so a glyph kept is drawn exactly as
// the window draws it.

// leftOut are the blocks a page's font leaves out, but for the characters
// its replay holds. TestLeftOutIsNotTheViewers checks the viewer's own
// strings hold none of them.
var leftOut = [][2]rune{
	{0x2e80, 0x33ff},   // CJK radicals, symbols and punctuation, kana, enclosed and compatibility CJK
	{0x3400, 0x4dbf},   // CJK ideographs, extension A
	{0x4e00, 0x9fff},   // CJK ideographs
	{0xf900, 0xfaff},   // CJK compatibility ideographs
	{0xfe30, 0xfe4f},   // CJK compatibility forms
	{0xff00, 0xffef},   // half- and full-width forms
	{0x20000, 0x3ffff}, // CJK ideographs, the other extensions
}

// inLeftOut reports whether c is in a block a page leaves out.
func inLeftOut(c rune) bool {
	for _, r := range leftOut {
		if r[0] <= c && c <= r[1] {
			return true
		}
	}
	return false
}

// FontFor is the UI font for a page of the replay data.
func FontFor(replay []byte) []byte { return fontWith(textRunes(replay)) }

// fontWith is the UI font with the glyphs of the characters keep holds
// (beside those of every block not left out).
func fontWith(keep map[rune]bool) []byte {
	sub, err := subsetFont(assets.UIFont, func(c rune) bool { return keep[c] || !inLeftOut(c) })
	if err != nil {
		return assets.UIFont // the whole font: never less than the window's
	}
	return sub
}

// textRunes are the characters data's text holds, written as UTF-8 or as
// JSON escapes (\uXXXX, surrogate pairs joined).
func textRunes(data []byte) map[rune]bool {
	rs := map[rune]bool{}
	for i := 0; i < len(data); {
		c := data[i]
		if c == '\\' && i+5 < len(data) && data[i+1] == 'u' {
			if r, ok := hex4(data[i+2 : i+6]); ok {
				i += 6
				if 0xd800 <= r && r < 0xdc00 && i+5 < len(data) && data[i] == '\\' && data[i+1] == 'u' {
					if lo, ok := hex4(data[i+2 : i+6]); ok && 0xdc00 <= lo && lo < 0xe000 {
						r = 0x10000 + (r-0xd800)<<10 + (lo - 0xdc00)
						i += 6
					}
				}
				rs[r] = true
				continue
			}
		}
		if c < utf8.RuneSelf {
			rs[rune(c)] = true
			i++
			continue
		}
		r, n := utf8.DecodeRune(data[i:])
		rs[r] = true
		i += n
	}
	return rs
}

func hex4(b []byte) (rune, bool) {
	n, err := strconv.ParseUint(string(b), 16, 32)
	return rune(n), err == nil
}

// A TrueType font's table, as read.
type fontTable struct {
	tag  string
	data []byte
}

var errFont = errors.New("not a TrueType font this can subset")

// subsetFont is the TrueType font ttf with only the outlines of the
// characters keep says (and of every glyph no character maps to: the
// alternates the layout tables may choose), the others empty.
func subsetFont(ttf []byte, keep func(rune) bool) ([]byte, error) {
	tables, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	head, maxp, loca, glyf, cmap := tables["head"], tables["maxp"], tables["loca"], tables["glyf"], tables["cmap"]
	if len(head) < 54 || len(maxp) < 6 || loca == nil || glyf == nil || cmap == nil {
		return nil, errFont
	}
	n := int(binary.BigEndian.Uint16(maxp[4:]))
	offs, err := glyphOffsets(loca, len(glyf), n, binary.BigEndian.Uint16(head[50:]) == 1)
	if err != nil {
		return nil, err
	}
	mapped, err := cmapGlyphs(cmap)
	if err != nil {
		return nil, err
	}
	want := wantedGlyphs(mapped, n, keep)
	// The parts of a composite glyph kept are kept.
	for g := 0; g < n; g++ {
		if want[g] {
			addComponents(glyf, offs, g, want, 0)
		}
	}
	newLoca, newGlyf := packGlyphs(glyf, offs, want)
	newHead := append([]byte(nil), head...)
	binary.BigEndian.PutUint16(newHead[50:], 1)
	tables["head"], tables["loca"], tables["glyf"] = newHead, newLoca, newGlyf
	return writeTables(ttf, tables), nil
}

// glyphOffsets are the n glyphs' offsets in a glyf table of size glyfLen
// (and its end), read from loca, of long or short offsets.
func glyphOffsets(loca []byte, glyfLen, n int, long bool) ([]int, error) {
	offs := make([]int, n+1)
	for i := range offs {
		switch {
		case long && len(loca) >= 4*(i+1):
			offs[i] = int(binary.BigEndian.Uint32(loca[4*i:]))
		case !long && len(loca) >= 2*(i+1):
			offs[i] = 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
		default:
			return nil, errFont
		}
		if offs[i] > glyfLen || (i > 0 && offs[i] < offs[i-1]) {
			return nil, errFont
		}
	}
	return offs, nil
}

// wantedGlyphs marks the glyphs of n kept: glyph 0, those of the
// characters keep says, and every glyph no character maps to.
func wantedGlyphs(mapped map[rune]uint16, n int, keep func(rune) bool) []bool {
	want := make([]bool, n)
	want[0] = true
	byMap := make([]bool, n)
	for r, g := range mapped {
		if int(g) < n {
			byMap[g] = true
			want[g] = want[g] || keep(r)
		}
	}
	for g := range want {
		if !byMap[g] {
			want[g] = true
		}
	}
	return want
}

// packGlyphs are new loca (long offsets) and glyf tables holding the
// outlines of the glyphs wanted, the others empty.
func packGlyphs(glyf []byte, offs []int, want []bool) (loca, packed []byte) {
	n := len(want)
	loca = make([]byte, 4*(n+1))
	for g := 0; g < n; g++ {
		binary.BigEndian.PutUint32(loca[4*g:], uint32(len(packed)))
		if want[g] {
			packed = append(packed, glyf[offs[g]:offs[g+1]]...)
			for len(packed)%4 != 0 {
				packed = append(packed, 0)
			}
		}
	}
	binary.BigEndian.PutUint32(loca[4*n:], uint32(len(packed)))
	return loca, packed
}

// addComponents marks the glyphs composite glyph g is made of.
func addComponents(glyf []byte, offs []int, g int, want []bool, depth int) {
	d := glyf[offs[g]:offs[g+1]]
	if depth > 8 || len(d) < 10 || int16(binary.BigEndian.Uint16(d)) >= 0 {
		return
	}
	for p := 10; p+4 <= len(d); {
		flags := binary.BigEndian.Uint16(d[p:])
		c := int(binary.BigEndian.Uint16(d[p+2:]))
		if c < len(want) && !want[c] {
			want[c] = true
			addComponents(glyf, offs, c, want, depth+1)
		}
		p += 4
		if flags&0x1 != 0 { // arguments are words
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&0x8 != 0: // a scale
			p += 2
		case flags&0x40 != 0: // an x and a y scale
			p += 4
		case flags&0x80 != 0: // a two by two matrix
			p += 8
		}
		if flags&0x20 == 0 { // no more components
			return
		}
	}
}

// cmapGlyphs is the character to glyph map of a cmap table: its Unicode
// subtables of formats 4 and 12.
func cmapGlyphs(cmap []byte) (map[rune]uint16, error) {
	if len(cmap) < 4 {
		return nil, errFont
	}
	m := map[rune]uint16{}
	nt := u16(cmap, 2)
	for i := 0; i < nt; i++ {
		if 4+8*i+8 > len(cmap) {
			return nil, errFont
		}
		pid, eid, off := u16(cmap, 4+8*i), u16(cmap, 6+8*i), u32(cmap, 8+8*i)
		if !(pid == 0 || pid == 3 && (eid == 1 || eid == 10)) || off+4 > len(cmap) {
			continue
		}
		var err error
		switch st := cmap[off:]; u16(st, 0) {
		case 4:
			err = cmapFormat4(st, m)
		case 12:
			err = cmapFormat12(st, m)
		}
		if err != nil {
			return nil, err
		}
	}
	if len(m) == 0 {
		return nil, errFont
	}
	return m, nil
}

func u16(b []byte, i int) int { return int(binary.BigEndian.Uint16(b[i:])) }
func u32(b []byte, i int) int { return int(binary.BigEndian.Uint32(b[i:])) }

// cmapFormat4 adds to m the characters of a cmap subtable of format 4
// (segments of 16-bit characters).
func cmapFormat4(st []byte, m map[rune]uint16) error {
	if len(st) < 14 {
		return errFont
	}
	segs := u16(st, 6) / 2
	if 16+8*segs > len(st) {
		return errFont
	}
	ends, starts, deltas, ros := 14, 16+2*segs, 16+4*segs, 16+6*segs
	for s := 0; s < segs; s++ {
		end, start, delta, ro := u16(st, ends+2*s), u16(st, starts+2*s), u16(st, deltas+2*s), u16(st, ros+2*s)
		for c := start; c <= end && c != 0xffff; c++ {
			g := (c + delta) & 0xffff
			if ro != 0 {
				at := ros + 2*s + ro + 2*(c-start)
				if at+2 > len(st) {
					return errFont
				}
				if g = u16(st, at); g != 0 {
					g = (g + delta) & 0xffff
				}
			}
			if g != 0 {
				m[rune(c)] = uint16(g)
			}
		}
	}
	return nil
}

// cmapFormat12 adds to m the characters of a cmap subtable of format 12
// (groups of 32-bit characters).
func cmapFormat12(st []byte, m map[rune]uint16) error {
	if len(st) < 16 {
		return errFont
	}
	ng := u32(st, 12)
	if 16+12*ng > len(st) {
		return errFont
	}
	for k := 0; k < ng; k++ {
		start, end, g := u32(st, 16+12*k), u32(st, 20+12*k), u32(st, 24+12*k)
		for c := start; c <= end && c <= utf8.MaxRune; c++ {
			m[rune(c)] = uint16(g + c - start)
		}
	}
	return nil
}

// readTables reads a TrueType font's tables by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 || binary.BigEndian.Uint32(ttf) != 0x00010000 {
		return nil, errFont
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if 12+16*n > len(ttf) {
		return nil, errFont
	}
	t := map[string][]byte{}
	for i := 0; i < n; i++ {
		e := ttf[12+16*i:]
		off, l := int(binary.BigEndian.Uint32(e[8:])), int(binary.BigEndian.Uint32(e[12:]))
		if off < 0 || l < 0 || off+l > len(ttf) {
			return nil, errFont
		}
		t[string(e[:4])] = ttf[off : off+l]
	}
	return t, nil
}

// writeTables writes a font of the tables (in ttf's header's order of
// tags, sorted), with their checksums and the head's adjustment.
func writeTables(ttf []byte, tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	n := len(tags)
	out := make([]byte, 12+16*n)
	copy(out, ttf[:12])
	off := len(out)
	for i, tag := range tags {
		d := tables[tag]
		if tag == "head" {
			d = append([]byte(nil), d...)
			binary.BigEndian.PutUint32(d[8:], 0)
			tables[tag] = d
		}
		e := out[12+16*i:]
		copy(e, tag)
		binary.BigEndian.PutUint32(e[4:], checksum(d))
		binary.BigEndian.PutUint32(e[8:], uint32(off))
		binary.BigEndian.PutUint32(e[12:], uint32(len(d)))
		off += (len(d) + 3) &^ 3
	}
	for _, tag := range tags {
		d := tables[tag]
		out = append(out, d...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	for i, tag := range tags {
		if tag == "head" {
			at := int(binary.BigEndian.Uint32(out[12+16*i+8:]))
			binary.BigEndian.PutUint32(out[at+8:], 0xb1b0afba-checksum(out))
		}
	}
	return out
}

// checksum is a TrueType table's checksum: the sum of its 32-bit words.
func checksum(d []byte) uint32 {
	var s uint32
	for i := 0; i < len(d); i += 4 {
		var w [4]byte
		copy(w[:], d[i:])
		s += binary.BigEndian.Uint32(w[:])
	}
	return s
}
