// floorfall's web page: it starts the viewer (floorfall's own, built for
// the web: GOOS=js GOARCH=wasm) on the replay the page holds, all from the
// page's own bytes: no request leaves it. Package web writes it into every
// page with the module, the font and the replay, each gzipped and in base64.
//
// The viewer and the page talk through window.floorfallPage (app/page_js.go):
// the page gives it the replay, its name, the font and the turn its address
// asks for (#turn=N); the viewer tells it each frame painted, the match
// shown and its message (the one line the window shows over it), and the
// turn shown (the address follows it), and asks it to download, pick a file
// and copy text. A replay that cannot be read, a viewer that cannot start or
// stops, are said in the page, never a blank page.
"use strict";

(() => {
  const el = (id) => document.getElementById(id);
  const note = el("ff-note");
  let failed = false;

  // say shows text over the page (alert: the viewer cannot go on); more is
  // shown under it as it is (a panic's trace).
  function say(text, alert, more) {
    if (failed) return; // the first reason the viewer cannot go on stays
    note.hidden = false;
    note.className = alert ? "alert" : "";
    note.textContent = text;
    if (more) {
      const pre = document.createElement("pre");
      pre.textContent = more;
      note.appendChild(pre);
    }
    if (alert) failed = true;
  }

  function fromBase64(s) {
    if (Uint8Array.fromBase64) return Uint8Array.fromBase64(s.trim());
    const bin = atob(s.trim());
    const b = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) b[i] = bin.charCodeAt(i);
    return b;
  }

  async function gunzip(b) {
    if (b.length < 2 || b[0] !== 0x1f || b[1] !== 0x8b) return b;
    const s = new Blob([b]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(s).arrayBuffer());
  }

  // The address: #turn=N (the turn shown) and, for measuring, bench=N.
  function hashParam(name) {
    const m = new RegExp("(?:^|[#&])" + name + "=(\\d+)").exec(location.hash);
    return m ? Number(m[1]) : null;
  }

  // The address follows the turn shown, written at most every 300 ms
  // (browsers limit how often a page may rewrite it) and at once when the
  // turn stops changing.
  let hashTurn = null, hashTimer = 0, hashLast = 0;
  function writeHash() {
    hashTimer = 0;
    hashLast = Date.now();
    const rest = location.hash.replace(/^#/, "").split("&").filter((p) => p && !p.startsWith("turn="));
    history.replaceState(null, "", "#" + ["turn=" + hashTurn].concat(rest).join("&"));
  }

  function download(name, bytes) {
    page.downloads++;
    const url = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  // openFile hands the viewer a file the person chose or dropped
  // (floorfallPage.open, app/page_js.go): its name and its bytes as they are
  // (the viewer unpacks a gzipped replay), or why it cannot be read.
  async function openFile(f) {
    let bytes;
    try {
      bytes = new Uint8Array(await f.arrayBuffer());
    } catch (e) {
      return page.open(f.name, null, String((e && e.message) || e));
    }
    page.open(f.name, bytes);
  }

  const page = (window.floorfallPage = {
    name: "",
    replay: null,
    font: null,
    turn: hashParam("turn"),
    bench: hashParam("bench"),
    frames: 0,
    downloads: 0, // files handed to the browser to save
    picks: 0, // file pickers opened
    shownTurn: -1,
    playing: false,
    shownName: "", // the match shown: the page's own, or one dropped or picked
    message: "", // the viewer's message over it ("" none)
    painted(n) {
      page.frames = n;
      if (n === 1) {
        page.firstFrameMs = performance.now(); // from the page's opening
        el("ff-loading").hidden = true;
        document.documentElement.dataset.painted = "1";
      }
    },
    shown(t, playing) {
      page.playing = playing;
      if (t === page.shownTurn) return;
      page.shownTurn = t;
      hashTurn = t;
      if (!hashTimer) hashTimer = setTimeout(writeHash, Math.max(0, 300 - (Date.now() - hashLast)));
    },
    showing(name, message) {
      page.message = message;
      if (name === page.shownName) return;
      page.shownName = name;
      // A replay opened in the page titles it as an exported page is titled.
      if (name && name !== page.name) document.title = name + " · floorfall";
    },
    failed(text) {
      say(text, true);
    },
    download,
    save() {
      download(page.name, page.replay);
    },
    pick() {
      page.picks++;
      const input = document.createElement("input");
      input.type = "file";
      input.accept = ".json,.gz,application/json";
      input.addEventListener("change", () => {
        if (input.files.length) openFile(input.files[0]);
      });
      input.click();
    },
    copy(text, done) {
      if (!navigator.clipboard) return done("the browser gives this page no clipboard");
      navigator.clipboard.writeText(text).then(() => done(), (e) => done(String(e.message || e)));
    },
  });

  // A paused viewer paints nothing, but Ebitengine's loop on the web still
  // asks for every animation frame to see whether to run (some 10% of a
  // core here). While the viewer says nothing moves (busy(false)) the page
  // holds the loop's next frame back, and lets it go on any input, a
  // resize, the focus, the address, or a wake from the viewer (a file
  // opened, a seek asked by the address).
  const raf = window.requestAnimationFrame.bind(window);
  let idle = false;
  let held = null;
  // kick: after an event, the loop's next few frames go through even while
  // idle: Ebitengine may read an event in one frame and act on it in the
  // next, and an event may come while no frame is held (between frames).
  let kick = 0;
  window.requestAnimationFrame = (cb) => {
    if (!idle || kick > 0) {
      kick = Math.max(kick - 1, 0);
      return raf(cb);
    }
    held = cb;
    return 0;
  };
  page.events = 0;
  const release = () => {
    page.events++;
    kick = 3;
    if (!held) return;
    const cb = held;
    held = null;
    raf(cb);
  };
  page.busy = (busy) => {
    idle = !busy;
    if (busy) release();
  };
  page.wake = release;
  page.sleeping = () => held !== null; // the loop waits for a reason to run
  for (const ev of ["keydown", "keyup", "pointerdown", "pointerup", "pointermove", "mousedown", "mouseup", "mousemove", "wheel",
    "touchstart", "touchend", "touchmove", "resize", "focus", "blur", "visibilitychange", "hashchange", "dragover", "drop"]) {
    window.addEventListener(ev, release, true);
  }

  // A file dropped on the page opens as one chosen with the picker: the
  // page reads it. (Ebitengine's own drop reads files through the entries
  // API, webkitGetAsEntry, whose reads Chromium refuses to a page opened
  // from a file: the viewer would never see the file.) The first file
  // dropped that is not a folder opens; a folder alone is said.
  window.addEventListener("dragover", (e) => {
    if (page.open && e.dataTransfer && [...e.dataTransfer.types].includes("Files")) e.preventDefault();
  }, true);
  window.addEventListener("drop", (e) => {
    const items = e.dataTransfer ? [...e.dataTransfer.items].filter((i) => i.kind === "file") : [];
    if (!page.open || !items.length) return;
    e.preventDefault();
    e.stopPropagation();
    const entries = items.map((i) => (i.webkitGetAsEntry ? i.webkitGetAsEntry() : null));
    const i = entries.findIndex((en) => !en || !en.isDirectory);
    if (i < 0) return page.open(entries[0].name, null, "folder");
    openFile(items[i].getAsFile());
  }, true);

  window.addEventListener("hashchange", () => {
    const t = hashParam("turn");
    if (t !== null && t !== page.shownTurn && page.seek) page.seek(t);
  });
  // The page's own failures; once the Go program has ended, the browser's
  // events it listened to fail too ("Go program has already exited"): the
  // reason it ended is what the page says.
  let exited = false;
  const pageFailed = (what) => {
    if (!exited) say("floorfall: the page failed: " + what, true);
  };
  window.addEventListener("error", (e) => pageFailed(e.message));
  window.addEventListener("unhandledrejection", (e) => pageFailed(e.reason));

  // run starts the viewer: data holds the module, the font and the replay
  // (base64 of gzip; the replay may be absent), and its name.
  async function run(data) {
    try {
      const [module, font, replay] = await Promise.all(
        [data.module, data.font, data.replay].map((s) => (s ? gunzip(fromBase64(s)) : null))
      );
      page.font = font;
      if (replay) {
        page.replay = replay;
        page.name = data.name;
      }
      const go = new Go();
      // What the Go runtime writes (a panic and its trace) is kept, to say
      // why the viewer stopped.
      let tail = "";
      const write = globalThis.fs.writeSync;
      globalThis.fs.writeSync = function (fd, buf) {
        tail = (tail + new TextDecoder().decode(buf)).slice(-4000);
        return write.call(this, fd, buf);
      };
      go.exit = (code) => {
        exited = true;
        if (failed) return;
        if (code !== 0) {
          const panic = /(panic|fatal error): .*/.exec(tail);
          say("floorfall: the viewer stopped" + (panic ? ": " + panic[0] : " (exit status " + code + ")") + "; reload the page to start it again", true, tail);
        } else {
          say("the viewer has ended: reload the page to watch again", false);
        }
      };
      const { instance } = await WebAssembly.instantiate(module, go.importObject);
      await go.run(instance);
    } catch (e) {
      say("floorfall: the viewer cannot start: " + (e && e.message ? e.message : e), true);
    }
  }

  // The replay of a site's viewer (view.html?replay=URL): a replays/*.js
  // file of the site (it calls floorfallReplay; a script is the one thing a
  // page opened from a file may load), or any file a web host serves.
  function siteReplay(url, data) {
    return new Promise((resolve, reject) => {
      if (/\.js$/.test(url)) {
        if (!/^[\w.-]+(\/[\w.-]+)*$/.test(url) || /(^|\/)\.\.(\/|$)/.test(url)) {
          return reject(new Error(url + ": a replay script must be a file of this site (replays/NAME.js)"));
        }
        window.floorfallReplay = (name, b64) => {
          data.name = name;
          data.replay = b64;
          resolve();
        };
        const s = document.createElement("script");
        s.src = url;
        s.onerror = () => reject(new Error(url + ": no such replay on this site"));
        document.head.appendChild(s);
        return;
      }
      fetch(url)
        .then((r) => {
          if (!r.ok) throw new Error(url + ": " + r.status + " " + r.statusText);
          return r.arrayBuffer();
        })
        .then(async (b) => {
          data.name = decodeURIComponent(url.replace(/[?#].*$/, "").replace(/^.*\//, "")).replace(/\.gz$/, "");
          page.fetched = await gunzip(new Uint8Array(b));
          resolve();
        })
        .catch((e) =>
          reject(location.protocol === "file:" ? new Error(url + ": a page opened from a file can open only the site's replays/*.js (" + e.message + ")") : e)
        );
    });
  }

  window.floorfallStart = async function (data) {
    const url = new URLSearchParams(location.search).get("replay");
    if (!data.replay && url) {
      try {
        await siteReplay(url, data);
      } catch (e) {
        el("ff-loading").hidden = true;
        say("floorfall: " + e.message, true);
        return;
      }
    }
    if (page.fetched) {
      page.replay = page.fetched;
      page.name = data.name;
    }
    await run(data);
  };

  // A page's own data: its script elements.
  const text = (id) => (el(id) ? el(id).textContent : null);
  if (el("ff-module")) {
    const r = el("ff-replay");
    window.floorfallStart({ module: text("ff-module"), font: text("ff-font"), replay: text("ff-replay"), name: r ? r.dataset.name : "" });
  }
})();
