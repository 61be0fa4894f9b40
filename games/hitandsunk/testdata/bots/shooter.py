#!/usr/bin/env python3
"""A Hit and Sunk bot: a cruiser that fires at the nearest ship squares it
sees within range, scans when it sees none, and sails ahead, turning at
obstacles. Run anew for every call: no argument -> print the class."""
import sys

RANGE, SHOTS = 9, 2

def main():
    if len(sys.argv) < 2:
        print(3)
        return
    f = sys.argv[1].split(";")
    d = int(f[2].split(",")[2])
    m = f[7]
    seen = []
    for dy in range(-9, 10):
        for dx in range(-9, 10):
            if m[(dy + 9) * 19 + dx + 9] == "A" and max(abs(dx), abs(dy)) <= RANGE:
                seen.append((max(abs(dx), abs(dy)), dx, dy))
    seen.sort()
    out = ""
    for _, dx, dy in seen[:SHOTS]:
        out += "F%s%d%s%d" % ("+" if dx >= 0 else "-", abs(dx), "+" if dy >= 0 else "-", abs(dy))
    if not seen:
        out += "S"
    ux, uy = [(0, -1), (1, 0), (0, 1), (-1, 0)][d]
    out += "M" if m[(uy + 9) * 19 + ux + 9] == "." else "K"
    print(out)

main()
