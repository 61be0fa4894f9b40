//go:build !js

// Package assets holds what the program embeds: the UI font.
//
// The font is M+ 1p Regular (M+ FONTS PROJECT; free software: "Unlimited
// permission is granted to use, copy, and distribute them, with or without
// modification, either commercially or noncommercially"), which covers
// Latin and Japanese. It comes embedded in Ebitengine's module, so the
// repository does not carry a copy; see LICENSE-fonts.md beside this file.
package assets

import "github.com/hajimehoshi/ebiten/v2/examples/resources/fonts"

// UIFont is the TrueType data of the UI font.
var UIFont = fonts.MPlus1pRegular_ttf
