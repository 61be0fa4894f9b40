# A Tenka1 2022 bot (it calls the HTTP API) that draws where it stands.
import json, os, sys, urllib.request
url = f"{os.environ['GAME_SERVER']}/api/move/{os.environ['TOKEN']}/{os.environ['GAME_ID']}/"
move = 0
while True:
    res = json.load(urllib.request.urlopen(url + str(move)))
    if res["status"] != "ok":
        break
    face, row, col, _ = res["agent"][0]  # itself: agent 0 on face 0
    print(f"#ff circle {face} {row} {col} 1 white", file=sys.stderr)
    print(f"#ff say turn {res['turn']}: on face {face}", file=sys.stderr, flush=True)
    move = (move + 1) % 4 if res["turn"] % 5 == 0 else 0
