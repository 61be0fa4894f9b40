# An Ants bot that draws its target: the food nearest its first ant.
import sys
ants, food = [], []
for line in sys.stdin:
    w = line.split()
    if w and w[0] == "a" and w[3] == "0":
        ants.append((int(w[1]), int(w[2])))
    elif w and w[0] == "f":
        food.append((int(w[1]), int(w[2])))
    elif w and w[0] in ("ready", "go"):
        if ants and food:
            r, c = ants[0]
            fr, fc = min(food, key=lambda f: abs(f[0] - r) + abs(f[1] - c))
            print(f"#ff line {r} {c} {fr} {fc} yellow", file=sys.stderr)
            print(f"#ff circle {fr} {fc} 2", file=sys.stderr)
            print(f"#ff text {r} {c} hungry", file=sys.stderr)
            print(f"#ff say {len(ants)} ants, {len(food)} food in sight", file=sys.stderr, flush=True)
        print("go", flush=True)
        ants, food = [], []
