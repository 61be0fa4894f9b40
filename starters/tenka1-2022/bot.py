# A Tenka1 2022 starter bot (Python 3, standard library only).
# Run it from the repository's root folder:
#   floorfall run --game tenka1-2022 -a "python3 starters/tenka1-2022/bot.py" -a greedy -a sample -a random -a random -a greedy --seed 4 --out cube.json
# The protocol, field by field: docs/protocol/tenka1-2022.md.
#
# The bot is a client of the game's HTTP API: floorfall starts it with
# GAME_SERVER (the address), TOKEN (its key) and GAME_ID in the
# environment. Each call of /api/move sends this turn's move and waits
# for the end of the turn; the answer is the cube as the bot sees it.
#
# What it does: a greedy painter. For each of the four moves it looks at
# the cell it would land on and takes the one worth most: a cell nobody
# holds, then another's paint to halve or clear, then its own to repair.
import json
import os
import random
import sys
import time
import urllib.error
import urllib.request

URL = f"{os.environ['GAME_SERVER']}/api/move/{os.environ['TOKEN']}/{os.environ['GAME_ID']}/"


def call(move):
    """GET /api/move/.../{move} and the answer's JSON. A server error (5xx)
    is tried again a few times, as the contest's samples did."""
    for attempt in range(5):
        try:
            with urllib.request.urlopen(URL + str(move)) as res:
                return json.load(res)
        except urllib.error.HTTPError as e:
            if e.code < 500 or attempt == 4:
                raise
            time.sleep(0.1)


def forward(face, j, k, d):
    """One cell forward from cell (face, j, k) heading d (0: j+1, 1: k+1,
    2: j-1, 3: k-1); over an edge of the face onto the next face, with the
    heading that edge gives."""
    nj, nk = j + (1, 0, -1, 0)[d], k + (0, 1, 0, -1)[d]
    if nj == 5:
        return face // 3 * 3 + (face % 3 + 1) % 3, k, 4, 3
    if nj == -1:
        return (1 - face // 3) * 3 + (4 - face % 3) % 3, 0, 4 - k, 0
    if nk == 5:
        return face // 3 * 3 + (face % 3 + 2) % 3, 4, j, 2
    if nk == -1:
        return (1 - face // 3) * 3 + (3 - face % 3) % 3, 4 - j, 0, 1
    return face, nj, nk, d


def worth(cell):
    """What painting a cell [owner, value] brings us (we are always 0)."""
    owner, value = cell
    if owner == -1:
        return 3  # unpainted: ours, our area grows by one
    if owner == 0:
        return 1 if value == 1 else 0  # ours, half painted: repaired
    return 2  # another's: full paint halved, half paint cleared (its area shrinks)


def main():
    rng = random.Random(1)  # a fixed seed: the same game every time (floorfall --seed fixes the others)
    move = rng.randrange(4)  # no answer yet: the first move at random
    while True:
        res = call(move)
        if res["status"] == "already_moved":
            continue  # our move for this turn is in; wait with the next call
        if res["status"] != "ok":
            return  # game_finished (or invalid_game_id): we are done
        face, j, k, d = res["agent"][0]  # agent 0 is always us, on our own frame of the cube
        others = {tuple(a[:3]) for a in res["agent"][1:]}
        best, move = -1, 0
        for v in range(4):
            nf, nj, nk, _ = forward(face, j, k, (d + v) % 4)  # the move v turns by v quarters, then steps
            # Two agents arriving on one cell paint nothing (unless it is
            # ours): a cell where another agent stands now is worth less.
            value = worth(res["field"][nf][nj][nk]) * 2 - ((nf, nj, nk) in others) + rng.random()
            if value > best:
                best, move = value, v
        print(f"#ff say turn {res['turn']}: score {res['score'][0]}, move {move}", file=sys.stderr, flush=True)


main()
