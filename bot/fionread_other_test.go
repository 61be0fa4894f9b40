//go:build unix && !linux

package bot

// fionread is FIONREAD on macOS and the BSDs: _IOR('f', 127, int).
const fionread = 0x4004667f
