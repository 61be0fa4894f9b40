# A Hit and Sunk bot (run anew for every call) that draws what it sees.
import sys
if len(sys.argv) < 2:
    print(1)  # the first call: its ship's class
    sys.exit()
f = sys.argv[1].split(";")
x, y, _ = f[2].split(",")
print(f"#ff circle {x} {y} 5 cyan", file=sys.stderr)
print(f"#ff dot {x} {y}", file=sys.stderr)
print(f"#ff say round {f[0]}: my head at {x} {y}", file=sys.stderr)
print("N")
