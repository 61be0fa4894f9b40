//go:build js

// Built for the web (GOOS=js GOARCH=wasm), floorfall is its viewer alone:
// the window's own code (app, render, view, the games' views and
// painters) in a web page, on the replay the page holds (package web makes
// the pages). It plays no match and runs no bot: those need a computer.
package main

import (
	"floorfall/app"
	_ "floorfall/games/all" // every game, with its view and painter
)

func main() { app.RunPage() }
