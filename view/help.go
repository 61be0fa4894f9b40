package view

// Help lists every shortcut: key, what it does.
var Help = [][2]string{
	{"Space / K", "play, pause"},
	{"← →", "step one turn"},
	{"Shift + ← →", "step one round (4 turns)"},
	{"Home / End", "start, end"},
	{"[ ]", "previous, next fall"},
	{"+ −", "faster, slower"},
	{"1 … 9", "speed 0.25x … 64x (3 is 1x)"},
	{"click, drag the timeline", "seek"},
	{"hover a block or player", "details"},
	{"Ctrl + O", "open a replay (or drop a file)"},
	{"F11 / F", "fullscreen"},
	{"F12", "save a screenshot next to the replay"},
	{"H / ?", "this help"},
	{"Esc", "close help, banner"},
}
