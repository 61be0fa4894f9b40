//go:build js

package app

import (
	"bytes"
	"errors"
	"sync/atomic"
	"syscall/js"

	"floorfall/assets"
	"floorfall/game"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"

	"github.com/hajimehoshi/ebiten/v2"
)

// page is what the viewer does with the web page it runs in (GOOS=js; the
// page's script is package web's): it tells the page each frame painted
// (the page's flag that the viewer has drawn, and its frame count) and the
// turn shown (the page writes it in its address, #turn=N), and takes a
// turn the address asks for: at the start, and whenever the address is
// edited. The page's object is floorfallPage; without one (a module run
// on its own) the viewer runs as it would anyway.
type page struct {
	obj     js.Value
	frames  int
	shown   int          // the turn the page was last told, -1 none
	playing bool         // and whether the playback played
	name    string       // the match shown the page was last told ("" none)
	msg     string       // and the message over the viewer ("" none)
	want    atomic.Int64 // a turn the address asks for, -1 none
	onSeek  js.Func
	onOpen  js.Func
}

// pageObject is the page's floorfallPage object (undefined if none).
func pageObject() js.Value { return js.Global().Get("floorfallPage") }

// hook starts talking to the page: the turn its address holds is taken
// once a match is shown, an address edited later on the next tick.
func (p *page) hook(a *app) {
	p.obj, p.shown = pageObject(), -1
	p.want.Store(-1)
	if !p.obj.Truthy() {
		return
	}
	if t := p.obj.Get("turn"); t.Type() == js.TypeNumber {
		p.want.Store(int64(t.Int()))
	}
	wake := a.win.Wake
	p.onSeek = js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Called from the page's hashchange: it must not block.
		if len(args) > 0 && args[0].Type() == js.TypeNumber {
			p.want.Store(int64(args[0].Int()))
			wake()
		}
		return nil
	})
	p.obj.Set("seek", p.onSeek)
	p.onOpen = js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Called from the page's read of a file: it must not block.
		go a.jobs.openRead(readArgs(args))
		return nil
	})
	p.obj.Set("open", p.onOpen)
}

// tick takes a turn the address asks for (paused there, every animation
// settled, as a screenshot --at N shows it) and tells the page the match
// shown, the message over it, the turn shown and whether it plays, when
// they changed.
func (p *page) tick(a *app) {
	if !p.obj.Truthy() {
		return
	}
	p.tell(a)
	ms := &a.scr.match
	if ms.pb == nil {
		return
	}
	if t := p.want.Swap(-1); t >= 0 {
		ms.pb.Pause()
		ms.pb.SetPos(float64(min(int(t), ms.m.Turns())))
		a.surf.dirty = true
	}
	if t, playing := ms.pb.Turn(), ms.pb.Playing(); t != p.shown || playing != p.playing {
		p.shown, p.playing = t, playing
		p.obj.Call("shown", t, playing)
	}
}

// tell tells the page the name of the match shown (a replay opened in
// the page: dropped or picked) and the message over the viewer, when
// either changed.
func (p *page) tell(a *app) {
	name := ""
	if m := a.scr.match.m; m != nil {
		name = m.Title
	}
	if name != p.name || a.over.msg.text != p.msg {
		p.name, p.msg = name, a.over.msg.text
		if p.obj.Get("showing").Type() == js.TypeFunction {
			p.obj.Call("showing", p.name, p.msg)
		}
	}
}

// setPace keeps Ebitengine's loop at vsync and tells the page whether
// anything moves: while nothing does, the page holds the loop's animation
// frame back, and lets frames through on any input or a Wake (page.js).
// Ebitengine's own sleep (FPSModeVsyncOffMinimum) is not used on the web:
// there an input event runs a frame with the ticks its clock counts since
// the last frame, none if that was less than a tick before, and the frames
// after it run no tick at all; so a key pressed within a tick of another
// (Shift, then →) went unseen until the next event.
func setPace(busy bool) {
	ebiten.SetVsyncEnabled(true)
	if obj := pageObject(); obj.Truthy() && obj.Get("busy").Type() == js.TypeFunction {
		obj.Call("busy", busy)
	}
}

// pageWake lets the loop run a frame (see window.Wake).
func pageWake() {
	if obj := pageObject(); obj.Truthy() && obj.Get("wake").Type() == js.TypeFunction {
		obj.Call("wake")
	}
}

// drawn tells the page a frame was painted.
func (p *page) drawn() {
	if !p.obj.Truthy() {
		return
	}
	p.frames++
	p.obj.Call("painted", p.frames)
}

// download hands the page a file to save (the browser's download).
func (p *page) download(name string, data []byte) {
	b := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(b, data)
	p.obj.Call("download", name, b)
}

// pageSave saves r, shown from path, with the browser's download: the
// page's own replay as the page holds it (its bytes, not written anew),
// another (one opened in the page) as floorfall writes it.
func (a *app) pageSave(r game.Replay, path string) {
	p := &a.page
	if !p.obj.Truthy() {
		a.over.message("no page to save from", true)
		return
	}
	if own := p.obj.Get("name"); own.Type() == js.TypeString && own.String() == path && p.obj.Get("save").Type() == js.TypeFunction {
		p.obj.Call("save")
		a.over.message("saving "+path+" (the browser's downloads)", false)
		return
	}
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		a.over.message("could not save: "+err.Error(), true)
		return
	}
	name := path
	if name == "" {
		name = "floorfall-copy.json"
	}
	p.download(name, b.Bytes())
	a.over.message("saving "+name+" (the browser's downloads)", false)
}

// pagePick asks the page for a replay with the browser's file picker; the
// page hands the file chosen to floorfallPage.open (see hook), as it does
// a file dropped on it.
func (j *jobs) pagePick() {
	obj := pageObject()
	if !obj.Truthy() || obj.Get("pick").Type() != js.TypeFunction || obj.Get("open").Type() != js.TypeFunction {
		send(j, j.notes, note{"this page cannot open files", true})
		return
	}
	obj.Call("pick")
}

// readArgs are the arguments of floorfallPage.open, a file the page read
// (picked or dropped on it): its name, and its bytes or, null, why not
// (folderDropped: it is a folder).
func readArgs(args []js.Value) (name string, data []byte, why string) {
	if len(args) < 2 {
		return "", nil, "nothing to open"
	}
	name = args[0].String()
	if b := args[1]; b.Truthy() {
		data = make([]byte, b.Get("length").Int())
		js.CopyBytesToGo(data, b)
		return name, data, ""
	}
	why = "the page could not read it"
	if len(args) > 2 && args[2].Type() == js.TypeString {
		why = args[2].String()
	}
	return name, nil, why
}

// folderDropped is why a file dropped on the page cannot be read: it is
// a folder.
const folderDropped = "folder"

// openRead opens the replay file name that the page read (see readArgs),
// as one dropped on the window.
func (j *jobs) openRead(name string, data []byte, why string) {
	var l loaded
	switch why {
	case "":
		r, title, err := readReplay(data, name)
		l = loaded{r: r, path: title, title: title, err: err}
	case folderDropped:
		l = droppedFolder("", name)
	default:
		l = loaded{err: errors.New(name + ": " + why)}
	}
	send(j, j.loaded, l)
}

// readReplay reads a replay's bytes, from the page, as a file of that
// name is read (see decodeFile).
func readReplay(data []byte, name string) (game.Replay, string, error) {
	data, err := replay.ReadAll(bytes.NewReader(data), name)
	if err != nil {
		return nil, name, err
	}
	return decodeFile(data, name)
}

// copyText puts text on the clipboard with the browser's.
func copyText(text string) (string, error) {
	obj := pageObject()
	if !obj.Truthy() || obj.Get("copy").Type() != js.TypeFunction {
		return "", errNoClipboard
	}
	done := make(chan error, 1)
	var cb js.Func
	cb = js.FuncOf(func(_ js.Value, args []js.Value) any {
		cb.Release()
		if len(args) > 0 && args[0].Type() == js.TypeString {
			done <- errorText(args[0].String())
		} else {
			done <- nil
		}
		return nil
	})
	obj.Call("copy", text, cb)
	return "the browser", <-done
}

type errorText string

func (e errorText) Error() string { return string(e) }

// errNoClipboard: the page has no clipboard to copy with.
var errNoClipboard = errorText("this page has no clipboard")

// RunPage runs the viewer in the web page (see package web) and returns
// when it ends: on the page's replay (floorfallPage.replay, its bytes, and
// .name), else on the start screen, where a replay is dropped or picked.
// A replay that cannot be read, or a viewer that cannot start, is told to
// the page (floorfallPage.failed) in the command line's words.
func RunPage() {
	obj := pageObject()
	if err := runPage(obj); err != nil {
		if obj.Truthy() {
			obj.Call("failed", "floorfall: "+err.Error())
		}
		println("floorfall:", err.Error())
	}
}

func runPage(obj js.Value) error {
	var o show.Window
	if obj.Truthy() {
		if f := obj.Get("font"); f.Truthy() {
			assets.UIFont = make([]byte, f.Get("length").Int())
			js.CopyBytesToGo(assets.UIFont, f)
		}
		if n := obj.Get("bench"); n.Type() == js.TypeNumber {
			o.BenchFrames = n.Int()
		}
		if b := obj.Get("replay"); b.Truthy() {
			name := obj.Get("name").String()
			data := make([]byte, b.Get("length").Int())
			js.CopyBytesToGo(data, b)
			r, name, err := readReplay(data, name)
			if err != nil {
				return err
			}
			if err := view.CanShow(r.Game()); err != nil {
				return errors.New(name + ": " + err.Error())
			}
			o.Replay, o.Path = r, name
		}
	}
	return Run(o)
}
