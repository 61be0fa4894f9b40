package safetext

import (
	"strings"
	"testing"
)

func TestLine(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"hunter", "hunter"},
		{"ボブ\tok", "ボブ\tok"},
		{"\x1b]0;pwned\x07name", `\x1b]0;pwned\x07name`},
		{"\x1b[2J\x1b[Hclear", `\x1b[2J\x1b[Hclear`},
		{"forged\nP1 wins", `forged\nP1 wins`},
		{"back\rover", `back\rover`},
		{"del\x7f", `del\x7f`},
		{"c1\u009b31m", `c1\x9b31m`},
		{"evil\u202egnp.exe", `evil\u202egnp.exe`},
		{"iso\u2066late\u2069", `iso\u2066late\u2069`},
		{"bad\xff\xfeutf8", `bad\xff\xfeutf8`},
		{`a\b`, `a\b`},
		{"", ""},
	} {
		if got := Line(tc.in); got != tc.want {
			t.Errorf("Line(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestLines(t *testing.T) {
	got := Lines("Exception in thread \"main\"\n\tat Bot.main(Bot.java:3)\n\x1b[31mred\n", "    ")
	want := "Exception in thread \"main\"\n    \tat Bot.main(Bot.java:3)\n    \\x1b[31mred"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// Nothing unsafe survives, whatever the input (every byte value, and the
// bidirectional controls).
func FuzzLine(f *testing.F) {
	f.Add("\x1b[2J\u202e\u0085ok")
	f.Fuzz(func(t *testing.T, s string) {
		out := Line(s)
		if firstUnsafe(out) >= 0 {
			t.Fatalf("Line(%q) = %q still holds %q", s, out, out[firstUnsafe(out):])
		}
		if firstUnsafe(s) < 0 && out != s {
			t.Fatalf("a safe %q was changed to %q", s, out)
		}
		if strings.Count(out, "\n") != 0 {
			t.Fatal("a newline survived")
		}
	})
}
