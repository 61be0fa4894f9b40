import java.util.Random;
import java.util.Scanner;

// A bot written the way the official samples read their input (Scanner,
// println), for the official server: a player's square is x (column) then
// y (row). It steps off blocks that count down, attacks an opponent in its
// line of blocks when it faces it, and wanders otherwise. Each turn it
// writes where it thinks it is on stderr.
public class Newcomer {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        Random random = new Random(1);
        System.out.println("READY");
        int[][] timers = new int[6][6];
        int[] xs = new int[4], ys = new int[4];
        String[] facing = new String[4];
        String[] dirs = {"U", "D", "L", "R"};
        int[] dx = {0, 0, -1, 1}, dy = {-1, 1, 0, 0};
        while (in.hasNextInt()) {
            int me = in.nextInt();
            int turn = in.nextInt();
            for (int y = 0; y < 6; y++)
                for (int x = 0; x < 6; x++)
                    timers[y][x] = in.nextInt();
            for (int i = 0; i < 4; i++) {
                xs[i] = in.nextInt();
                ys[i] = in.nextInt();
                facing[i] = in.next();
                in.nextInt();
            }
            in.next(); // EOD
            System.err.println("turn " + turn + ": me at x=" + xs[me] + " y=" + ys[me]);
            int bx = xs[me] / 3, by = ys[me] / 3;
            String answer = null;
            for (int i = 0; i < 4 && answer == null; i++) {
                if (i == me || xs[i] < 0) continue;
                int ex = xs[i] / 3, ey = ys[i] / 3;
                if ((ey == by && ex < bx && facing[me].equals("L")) || (ey == by && ex > bx && facing[me].equals("R"))
                        || (ex == bx && ey < by && facing[me].equals("U")) || (ex == bx && ey > by && facing[me].equals("D")))
                    answer = "A";
            }
            if (answer == null || timers[by][bx] > 0) {
                int start = random.nextInt(4);
                answer = "N";
                for (int k = 0; k < 4; k++) {
                    int d = (start + k) % 4, nx = xs[me] + dx[d], ny = ys[me] + dy[d];
                    if (nx >= 0 && nx < 18 && ny >= 0 && ny < 18 && timers[ny / 3][nx / 3] == 0) {
                        answer = dirs[d];
                        break;
                    }
                }
            }
            System.out.println(answer);
        }
    }
}
