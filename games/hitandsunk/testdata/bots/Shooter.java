// A Hit and Sunk bot: a destroyer that fires at the nearest ship square it
// sees within range, scans when it sees none, and sails ahead, turning at
// obstacles. Run anew for every call: no argument -> print the class.
public class Shooter {
	public static void main(String[] args) {
		if (args.length == 0) {
			System.out.println("1");
			return;
		}
		String[] f = args[0].split(";");
		int d = Integer.parseInt(f[2].split(",")[2]);
		String m = f[7];
		int best = 99, bx = 0, by = 0;
		for (int dy = -9; dy <= 9; dy++) {
			for (int dx = -9; dx <= 9; dx++) {
				int r = Math.max(Math.abs(dx), Math.abs(dy));
				if (m.charAt((dy + 9) * 19 + dx + 9) == 'A' && r < best) {
					best = r; bx = dx; by = dy;
				}
			}
		}
		StringBuilder out = new StringBuilder();
		int[][] u = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
		if (best <= 9) {
			out.append('F').append(bx >= 0 ? '+' : '-').append(Math.abs(bx)).append(by >= 0 ? '+' : '-').append(Math.abs(by));
		} else {
			out.append('S');
		}
		out.append(m.charAt((u[d][1] + 9) * 19 + u[d][0] + 9) == '.' ? "M" : "K");
		System.out.println(out);
	}
}
