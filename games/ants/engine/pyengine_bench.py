#!/usr/bin/env python3
"""The official engine's speed on BenchmarkTurn's and BenchmarkGame's work
(bench_test.go), for BENCHMARKS.md's ratio.

    python3 pyengine_bench.py AICHALLENGE_ANTS_DIR [turn|game]

AICHALLENGE_ANTS_DIR holds ants.py and game.py of aichallenge/aichallenge
at 4237971. The same 200x200 map for 10 players, random orders for every
ant, every player's message made; the time is the engine's calls only (as
worker/engine.py makes them), not the bots'.
"""
import random, sys, time

sys.path.insert(0, sys.argv[1])
from ants import Ants


def bench_map():
    rows = []
    hills = {(p // 5 * 100 + 50, p % 5 * 40 + 20): p for p in range(10)}
    for r in range(200):
        line = []
        for c in range(200):
            tr, tc = r % 100, c % 40
            if (r, c) in hills:
                line.append(str(hills[(r, c)]))
            elif (tr * 7 + tc * 13) % 29 == 0 and (tr < 40 or tr > 60):
                line.append('%')
            else:
                line.append('.')
        rows.append('m ' + ''.join(line))
    return 'rows 200\ncols 200\nplayers 10\n' + '\n'.join(rows) + '\n'


def options(turns):
    return {'map': bench_map(), 'turns': turns, 'loadtime': 3000, 'turntime': 1000,
            'viewradius2': 77, 'attackradius2': 5, 'spawnradius2': 1,
            'engine_seed': 3, 'player_seed': 1, 'food_rate': 11, 'food_turn': 19,
            'food_start': 75, 'food_visible': 5, 'food': 'symmetric', 'attack': 'focus'}


def random_moves(game, p):
    return ['o %d %d %s' % (a.loc[0], a.loc[1], random.choice('nesw')) for a in game.player_ants(p)]


AIM = {'n': (-1, 0), 'e': (0, 1), 's': (1, 0), 'w': (0, -1)}


def gather_moves(game):
    """BenchmarkGame's gatherer (bench_test.go gatherAnswers): each ant
    steps towards the nearest food within 20 steps, at random when none
    is near, never onto a square another of its player's ants takes."""
    h, w = game.height, game.width
    dist = {}
    queue = []
    for loc in game.current_food:
        dist[loc] = 0
        queue.append(loc)
    i = 0
    while i < len(queue):
        r, c = queue[i]
        i += 1
        if dist[(r, c)] >= 20:
            continue
        for dr, dc in (AIM['n'], AIM['e'], AIM['s'], AIM['w']):
            n = ((r + dr) % h, (c + dc) % w)
            if n not in dist and game.map[n[0]][n[1]] != -4:
                dist[n] = dist[(r, c)] + 1
                queue.append(n)
    taken = set()
    moves = [[] for _ in range(game.num_players)]
    for loc, ant in sorted(game.current_ants.items()):
        best, best_d = None, dist.get(loc)
        for d in 'nesw':
            n = ((loc[0] + AIM[d][0]) % h, (loc[1] + AIM[d][1]) % w)
            if n in dist and (best_d is None or dist[n] < best_d) and n not in taken:
                best, best_d = d, dist[n]
        if best is None:
            best = random.choice('nesw')
        n = ((loc[0] + AIM[best][0]) % h, (loc[1] + AIM[best][1]) % w)
        if n in taken or game.map[n[0]][n[1]] in (-4, -3):
            taken.add(loc)
            continue
        taken.add(n)
        moves[ant.owner].append('o %d %d %s' % (loc[0], loc[1], best))
    return moves


def play_turn(game, turn, gather=False):
    """One turn of worker/engine.py's loop; returns the engine's time."""
    if gather:
        moves = gather_moves(game)
    else:
        moves = [random_moves(game, p) if game.is_alive(p) else [] for p in range(game.num_players)]
    t0, c0 = time.perf_counter(), time.process_time()
    for p in range(game.num_players):
        if game.is_alive(p):
            'turn %d\n' % turn + game.get_player_state(p) + 'go\n'
    game.start_turn()
    if not game.game_over():
        for p in range(game.num_players):
            if game.is_alive(p):
                game.do_moves(p, moves[p])
    game.finish_turn()
    over = game.game_over()
    return time.perf_counter() - t0, time.process_time() - c0, over


def bench_turn():
    """BenchmarkTurn: 100 ants a player around each hill, 10 turns from
    there, 10 times."""
    total, cpu, n, ants = 0.0, 0.0, 0, 0
    for rep in range(10):
        random.seed(rep)
        game = Ants(options(1000))
        game.start_game()
        for hill in list(game.hills.values()):
            hr, hc = hill.loc
            for k in range(1, 100):
                r, c = hr - 15 + (k // 10) * 3, hc - 15 + (k % 10) * 3
                if game.map[r][c] == -2:  # LAND
                    game.add_initial_ant((r, c), hill.owner)
        game.init_vision()
        for turn in range(1, 11):
            ants += len(game.current_ants)
            dt, dc, _ = play_turn(game, turn)
            total += dt
            cpu += dc
            n += 1
    print('turn: %.2f ms a turn (CPU %.2f ms), %.0f ants' % (total / n * 1000, cpu / n * 1000, ants / n))


def bench_game():
    """BenchmarkGame: a 1000-turn game of gatherers."""
    random.seed(7)
    t0 = time.perf_counter()
    game = Ants(options(1000))
    game.start_game()
    total = time.perf_counter() - t0
    turn, most, cpu = 0, 0, 0.0
    for turn in range(1, 1001):
        dt, dc, over = play_turn(game, turn, gather=True)
        total += dt
        cpu += dc
        most = max(most, len(game.current_ants))
        if over:
            break
    game.finish_game()
    print('game: %.2f s (CPU %.2f s, start not included), %d turns, cutoff %s, at most %d ants' % (total, cpu, turn, game.cutoff, most))


if __name__ == '__main__':
    what = sys.argv[2] if len(sys.argv) > 2 else 'turn'
    bench_turn() if what == 'turn' else bench_game()
