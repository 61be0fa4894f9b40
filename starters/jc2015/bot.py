# A JavaChallenge2015 starter bot (Python 3, standard library only).
# Run it from the repository's root folder:
#   floorfall run -a "python3 starters/jc2015/bot.py" -a hunter -a random -a random --seed 7 --out jc.json
# The protocol, line by line: docs/protocol/jc2015.md.
#
# What it does: it never stays on or steps onto a block about to fall, it
# walks until an enemy is in a straight line of blocks in front of it, and
# then it attacks (the blocks in front of it fall a few turns later).
import sys

SIZE = 18  # squares per side; a block is 3x3 squares, 6x6 blocks in all
STEPS = {"U": (0, -1), "D": (0, 1), "L": (-1, 0), "R": (1, 0)}  # x is the column, y the row


def read_turn():
    """Reads one turn's input: the lines up to EOD. None at the end of input."""
    lines = []
    for line in sys.stdin:
        line = line.strip()
        if line == "EOD":
            return lines
        lines.append(line)
    return None


def timer(timers, x, y):
    """The timer of the block holding square (x, y): 0 standing, k > 0 falls
    in k turns, k < 0 fallen (stands again in -k turns)."""
    return timers[y // 3][x // 3]


def safe(t, turns):
    """Whether a square whose block shows timer t still stands for the next
    `turns` turns: the block is standing and not due to fall that soon."""
    return t == 0 or t > turns


def near_player(players, me, x, y):
    """Whether another player on the board is within 3 squares of (x, y)
    (counted as |dx| + |dy|): a move there is cancelled."""
    for i, (px, py, _, _) in enumerate(players):
        if i != me and px >= 0 and abs(px - x) + abs(py - y) <= 3:
            return True
    return False


def in_line(me_x, me_y, facing, ex, ey):
    """How many blocks ahead the enemy at (ex, ey) is, in the line of blocks
    an attack facing `facing` would drop; 0 when it is not in that line."""
    bx, by, tx, ty = me_x // 3, me_y // 3, ex // 3, ey // 3
    dx, dy = STEPS[facing]
    if dx != 0 and ty == by and (tx - bx) * dx > 0:
        return (tx - bx) * dx
    if dy != 0 and tx == bx and (ty - by) * dy > 0:
        return (ty - by) * dy
    return 0


def gap(a, b):
    """Squares from coordinate a to the nearest one in b's row (or column)
    of blocks: 0 when a is in it already."""
    low = b // 3 * 3
    return max(low - a, 0, a - (low + 2))


def choose(me, timers, players):
    x, y, facing, wait = players[me]
    if x < 0 or wait > 0:
        return "N"  # fallen (-1 -1), or waiting after an attack: the answer is ignored
    enemies = [(px, py, w) for i, (px, py, _, w) in enumerate(players) if i != me and px >= 0]

    # Attack when an enemy stands in the line of blocks ahead, at most 2
    # blocks away (the block k blocks ahead falls 4k turns later; the enemy
    # gets k turns to step off), and our own block stands for the 12 turns we
    # then have to wait (our next two turns are lost to the attack).
    for ex, ey, ewait in enemies:
        k = in_line(x, y, facing, ex, ey)
        if 0 < k <= 2 and timer(timers, ex, ey) == 0 and safe(timer(timers, x, y), 12):
            return "A"

    # Otherwise move (or stay: N): every choice that leaves us on a block
    # standing until our next turn (4 turns on), the one nearest an enemy's
    # row or column of blocks. Moving also turns us that way, even when
    # the move itself is cancelled.
    best, best_cost = "N", None
    for answer in ["N", "U", "D", "L", "R"]:
        nx, ny, face = x, y, facing
        if answer != "N":
            dx, dy = STEPS[answer]
            nx, ny, face = x + dx, y + dy, answer
            if not (0 <= nx < SIZE and 0 <= ny < SIZE) or timer(timers, nx, ny) < 0 \
                    or near_player(players, me, nx, ny):
                nx, ny = x, y  # the move is cancelled: only the facing changes
        if not safe(timer(timers, nx, ny), 4):
            continue  # this block falls before our next turn
        cost = 0
        if enemies:
            # Squares to walk to share a row or a column of blocks with the
            # nearest enemy, plus one if we would not face it then.
            cost = min(min(gap(nx, ex), gap(ny, ey)) + (0 if in_line(nx, ny, face, ex, ey) else 1)
                       for ex, ey, _ in enemies)
        if best_cost is None or cost < best_cost:
            best, best_cost = answer, cost
    return best


def main():
    # 1. Say we are ready: the line READY, then flush (within 1 s).
    print("READY", flush=True)
    # 2. Each of our turns: read the input up to EOD, answer one line.
    while True:
        lines = read_turn()
        if lines is None:
            return  # floorfall closed our input: the match is over
        me, turn = int(lines[0]), int(lines[1])
        timers = [[int(v) for v in lines[2 + r].split()] for r in range(6)]  # timers[block row][block column]
        players = []
        for line in lines[8:12]:  # players 0 to 3: x y facing wait (x -1 y -1 once fallen)
            px, py, d, w = line.split()
            players.append((int(px), int(py), d, int(w)))
        answer = choose(me, timers, players)
        # 3. A drawing for floorfall's window (stderr, lines starting "#ff ").
        print(f"#ff say turn {turn}: {answer}", file=sys.stderr, flush=True)
        print(answer, flush=True)


main()
