package draw

import "testing"

func TestWithout(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		n        int
	}{
		{"", "", 0},
		{"plain\n", "plain\n", 0},
		{"#ff dot 1 2\nTraceback:\n#ff say hi\r\n  File \"b.py\", line 3\nValueError\n", "Traceback:\n  File \"b.py\", line 3\nValueError\n", 2},
		{"#ff dot 1 2", "", 1},
		{"err\n#ff dot 1 2", "err\n", 1},
		{" #ff not a drawing (indented)\n#ffx neither\n", " #ff not a drawing (indented)\n#ffx neither\n", 0},
	} {
		got, n := Without(tc.in)
		if got != tc.want || n != tc.n {
			t.Errorf("Without(%q) = %q, %d; want %q, %d", tc.in, got, n, tc.want, tc.n)
		}
	}
}
