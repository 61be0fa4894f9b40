# An Ants bot that sends each ant to the nearest food it sees, and draws its choice.
import sys
ants, food = [], []
for line in sys.stdin:
    w = line.split()
    if w and w[0] == "a" and w[3] == "0":
        ants.append((int(w[1]), int(w[2])))
    elif w and w[0] == "f":
        food.append((int(w[1]), int(w[2])))
    elif w and w[0] in ("ready", "go"):
        for r, c in ants if food else []:
            fr, fc = min(food, key=lambda f: abs(f[0] - r) + abs(f[1] - c))
            print(f"#ff line {r} {c} {fr} {fc} yellow", file=sys.stderr)
            print(f"#ff circle {fr} {fc} 1", file=sys.stderr)
            print(f"#ff text {fr} {fc} food", file=sys.stderr)
            d = "S" if fr > r else "N" if fr < r else "E" if fc > c else "W"
            print(f"o {r} {c} {d}")
        print(f"#ff say {len(ants)} ants, {len(food)} food in sight", file=sys.stderr, flush=True)
        print("go", flush=True)
        ants, food = [], []
