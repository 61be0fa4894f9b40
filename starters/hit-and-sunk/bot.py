# A Hit and Sunk starter bot (Python 3, standard library only).
# Run it from the repository's root folder:
#   floorfall run --game hit-and-sunk -a "python3 starters/hit-and-sunk/bot.py" -a hunter -a random --seed 3 --out hs.json
# The protocol, field by field: docs/protocol/hit-and-sunk.md.
#
# floorfall runs this program anew for every call: first with no argument
# (it prints its ship's class), then with the whole state as one argument
# (it prints its actions). It remembers nothing between calls.
#
# What it does: a cruiser (2 shots a turn, range 9) that repairs itself
# when it can, fires at the enemy cells it sees, scans when it sees none,
# and keeps moving ahead, turning when the way ahead is not clear.
import sys

if len(sys.argv) < 2:
    print(3)  # the first call: our class, 1 destroyer ... 5 carrier; 3 is the cruiser
    sys.exit()

# Round;Id;X,Y,Dir;Hull;Moves,Shots,Mines,Cooldown;Hits,Sunken,Damage;Underwater,Shield,Scan;Map
f = sys.argv[1].split(";")
x, y, d = (int(v) for v in f[2].split(","))  # our head, and the way we face: 0 up, 1 right, 2 down, 3 left
hull = f[3]  # one character a cell from the head: 1 intact, 0 hit
moves, shots, mines, cooldown = (int(v) for v in f[4].split(","))
sea = f[7]  # 19 rows of 19 characters, our head in the middle (row 9, column 9)


def at(dx, dy):
    """What the map shows dx columns right and dy rows down of our head."""
    if abs(dx) > 9 or abs(dy) > 9:
        return "U"
    return sea[(dy + 9) * 19 + (dx + 9)]


def offset(dx, dy):
    """An offset as F and N take it: a sign and one digit for x, then for y."""
    return ("+" if dx >= 0 else "-") + str(abs(dx)) + ("+" if dy >= 0 else "-") + str(abs(dy))


UNIT = [(0, -1), (1, 0), (0, 1), (-1, 0)]  # the step of each direction (x right, y down)
LENGTH = len(hull)
answer = ""

# R (repair): the cruiser's own action; it needs its cooldown at 0 and
# spends no shot, so F can follow it.
if "0" in hull and cooldown == 0:
    answer += "R"

# F at the enemy cells in sight: A is an intact cell of a ship on the
# surface, C of a submarine under water (seen only after a scan; shots do
# not reach it, so it is not aimed at). B and D are cells already hit.
targets = [(dx, dy) for dy in range(-9, 10) for dx in range(-9, 10) if at(dx, dy) == "A"]
targets.sort(key=lambda t: abs(t[0]) + abs(t[1]))  # the nearest first
for dx, dy in targets[:shots]:  # the cruiser's range, 9, covers everything the map shows
    answer += "F" + offset(dx, dy)
if not targets:
    answer += "S"  # scan: the next call's map shows all 19x19 squares and submarines

# Then move (the shots above were aimed from where the head is now).
# M: one square ahead, when that square is open sea ("."): not off the
# grid (X), not a ship, not a mine (M). Else C or K: turn a quarter
# (counter-clockwise, clockwise) around the head, when every square of
# the new body is open sea or our own ship (O).
dx, dy = UNIT[d]
if at(dx, dy) == ".":
    answer += "M"
else:
    for letter, nd in (("K", (d + 1) % 4), ("C", (d + 3) % 4)):
        ux, uy = UNIT[nd]  # the body trails behind the head: cell i at head - i*unit
        if all(at(-i * ux, -i * uy) in ".O" for i in range(LENGTH)):
            answer += letter
            break

print(f"#ff say round {f[0]}: {answer}", file=sys.stderr)
print(answer)
