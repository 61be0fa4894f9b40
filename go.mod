module floorfall

go 1.26.8

require (
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	github.com/sqweek/dialog v0.0.0-20240226140203-065105509627
	golang.org/x/text v0.18.0
	mvdan.cc/sh/v3 v3.14.1
)

require (
	github.com/TheTitanrain/w32 v0.0.0-20180517000239-4f5cfb03fabf // indirect
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/purego v0.8.0 // indirect
	github.com/go-text/typesetting v0.2.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	golang.org/x/image v0.20.0 // indirect
	golang.org/x/sync v0.17.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
)
