/* A tiny, fast Ants bot for scripts/bench-arena.sh: "go" to the setup,
   then for every turn, at its "go", orders for a few of its own ants (each
   a step towards the nearest food it sees, or a direction drawn from a
   fixed seed), and "go". Its answers depend only on its input, so the same
   game gets the same answers byte for byte. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ORDERS 8
#define FOOD 64

int main(void) {
	char line[256];
	int ar[ORDERS], ac[ORDERS], fr[FOOD], fc[FOOD], n = 0, nf = 0, ended = 0;
	unsigned s = 12345;
	setvbuf(stdout, NULL, _IOFBF, 1 << 12);
	while (fgets(line, sizeof line, stdin)) {
		int row, col, owner;
		if (strncmp(line, "end", 3) == 0) {
			ended = 1;
		} else if (strncmp(line, "ready", 5) == 0) {
			fputs("go\n", stdout);
			fflush(stdout);
		} else if (line[0] == 'a' && line[1] == ' ') {
			if (sscanf(line + 2, "%d %d %d", &row, &col, &owner) == 3 && owner == 0 && n < ORDERS) {
				ar[n] = row;
				ac[n] = col;
				n++;
			}
		} else if (line[0] == 'f' && line[1] == ' ') {
			if (sscanf(line + 2, "%d %d", &row, &col) == 2 && nf < FOOD) {
				fr[nf] = row;
				fc[nf] = col;
				nf++;
			}
		} else if (strncmp(line, "go", 2) == 0) {
			if (ended)
				break;
			for (int i = 0; i < n; i++) {
				int best = -1, bd = 1 << 30;
				for (int j = 0; j < nf; j++) {
					int d = abs(fr[j] - ar[i]) + abs(fc[j] - ac[i]);
					if (d < bd) {
						bd = d;
						best = j;
					}
				}
				s = s * 1103515245u + 12345u;
				char dir = "NESW"[(s >> 16) & 3];
				if (best >= 0 && bd > 0) {
					int dr = fr[best] - ar[i], dc = fc[best] - ac[i];
					if (abs(dr) >= abs(dc))
						dir = dr < 0 ? 'N' : 'S';
					else
						dir = dc < 0 ? 'W' : 'E';
				}
				printf("o %d %d %c\n", ar[i], ac[i], dir);
			}
			fputs("go\n", stdout);
			fflush(stdout);
			n = nf = 0;
		}
	}
	return 0;
}
