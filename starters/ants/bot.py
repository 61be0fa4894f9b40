# An Ants (AI Challenge 2011) starter bot (Python 3, standard library only).
# Run it from the repository's root folder:
#   floorfall run --game ants -a "python3 starters/ants/bot.py" -a hunter --seed 4 --turns 300 --out ants.json
# The protocol, line by line: docs/protocol/ants.md.
#
# What it does: each of its ants goes to the nearest food it knows of (the
# way around water), or to an enemy hill it has seen, else wanders; no two
# of its ants ever step onto the same square, and it never orders an ant
# into water.
import random
import sys
from collections import deque

STEPS = {"n": (-1, 0), "e": (0, 1), "s": (1, 0), "w": (0, -1)}  # (rows, cols): n is up, s down


class Game:
    def __init__(self):
        self.params = {}   # the setup: rows, cols, turns, viewradius2...
        self.water = set()  # water is told once (when first seen): keep it
        self.rng = random.Random(1)

    def setup(self, lines):
        for line in lines:
            key, value = line.split()
            self.params[key] = int(value)
        self.rows, self.cols = self.params["rows"], self.params["cols"]

    def wrap(self, r, c):
        return r % self.rows, c % self.cols  # the map wraps around at its edges

    def turn(self, lines):
        """Reads one turn's lines and returns the order lines to send."""
        mine, food, enemy_hills, my_hills = [], [], [], set()
        for line in lines:
            w = line.split()
            if w[0] == "w":
                self.water.add((int(w[1]), int(w[2])))
            elif w[0] == "f":
                food.append((int(w[1]), int(w[2])))
            elif w[0] == "a" and w[3] == "0":  # owner 0 is always us
                mine.append((int(w[1]), int(w[2])))
            elif w[0] == "h" and w[3] != "0":
                enemy_hills.append((int(w[1]), int(w[2])))
            elif w[0] == "h":
                my_hills.add((int(w[1]), int(w[2])))
            # "a" lines of owners 1, 2...: enemy ants; "d": ants that died.

        # Distance from every square to the nearest target (food, enemy
        # hills), found by a search spreading out from all targets at once,
        # around water.
        dist = {}
        todo = deque()
        for t in food + enemy_hills:
            dist[t] = 0
            todo.append(t)
        while todo:
            r, c = todo.popleft()
            if dist[(r, c)] >= 40:
                continue  # far enough: an ant further away wanders
            for dr, dc in STEPS.values():
                n = self.wrap(r + dr, c + dc)
                if n not in dist and n not in self.water:
                    dist[n] = dist[(r, c)] + 1
                    todo.append(n)

        orders = []
        taken = set(mine)  # squares where one of our ants will be; our ants that stay keep theirs
        food_set = set(food)
        for ant in mine:
            # Candidate moves, best first: nearer a target; ties at random.
            moves = list(STEPS.items())
            self.rng.shuffle(moves)
            moves.sort(key=lambda m: dist.get(self.wrap(ant[0] + m[1][0], ant[1] + m[1][1]), 99))
            here = dist.get(ant, 99)
            for d, (dr, dc) in moves:
                to = self.wrap(ant[0] + dr, ant[1] + dc)
                if to in self.water or to in food_set or to in taken:
                    continue  # water and food block; two of our ants on a square both die
                if dist.get(to, 99) > here and here < 99 and ant not in my_hills:
                    continue  # it would go away from its target: it stays
                orders.append(f"o {ant[0]} {ant[1]} {d.upper()}")
                taken.discard(ant)
                taken.add(to)
                break
        return orders


def main():
    game = Game()
    lines = []
    for line in sys.stdin:
        line = line.strip()
        if line == "ready":  # the end of the setup (turn 0): answer go
            game.setup([l for l in lines if not l.startswith("turn")])
            print("go", flush=True)
            lines = []
        elif line == "go":  # the end of a turn's input (or of the end message)
            if lines and lines[0] == "end":
                return  # the game is over for us: nothing to answer
            orders = game.turn(lines[1:])  # lines[0] is "turn T"
            print(f"#ff say {len(orders)} orders", file=sys.stderr)
            print("\n".join(orders + ["go"]), flush=True)
            lines = []
        elif line:
            lines.append(line)


main()
