# A JavaChallenge2015 bot that draws its target (the nearest other player) and walks to it.
import sys
print("READY", flush=True)
lines = []
for line in sys.stdin:
    if line.strip() != "EOD":
        lines.append(line.split())
        continue
    me, players, lines = int(lines[0][0]), lines[-4:], []
    x, y = int(players[me][0]), int(players[me][1])
    others = [(abs(int(p[0]) - x) + abs(int(p[1]) - y), int(p[0]), int(p[1]))
              for i, p in enumerate(players) if i != me and p[0] != "-1"]
    move = "N"
    if x >= 0 and others:
        _, tx, ty = min(others)
        print(f"#ff line {x} {y} {tx} {ty}", file=sys.stderr)
        print(f"#ff circle {tx} {ty} 2 red", file=sys.stderr)
        print(f"#ff say chasing the player at {tx} {ty}", file=sys.stderr, flush=True)
        move = "R" if tx > x else "L" if tx < x else "D" if ty > y else "U"
    print(move, flush=True)
