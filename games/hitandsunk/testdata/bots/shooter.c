/* A Hit and Sunk bot: a battleship that fires at the nearest ship squares
   it sees within range, scans when it sees none, and sails ahead, turning
   at obstacles. Run anew for every call: no argument -> print the class. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
	if (argc < 2) {
		puts("4");
		return 0;
	}
	char *f[8] = {0};
	int n = 0;
	for (char *p = strtok(argv[1], ";"); p && n < 8; p = strtok(NULL, ";"))
		f[n++] = p;
	if (n < 8 || strlen(f[7]) != 361) {
		puts("W");
		return 0;
	}
	int x, y, d;
	sscanf(f[2], "%d,%d,%d", &x, &y, &d);
	const char *m = f[7];
	static const int u[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
	char out[64] = "";
	int shots = 0;
	for (int r = 1; r <= 7 && shots < 3; r++)
		for (int dy = -r; dy <= r && shots < 3; dy++)
			for (int dx = -r; dx <= r && shots < 3; dx++) {
				if (abs(dx) != r && abs(dy) != r) continue;
				if (m[(dy + 9) * 19 + dx + 9] != 'A') continue;
				sprintf(out + strlen(out), "F%c%d%c%d", dx >= 0 ? '+' : '-', abs(dx), dy >= 0 ? '+' : '-', abs(dy));
				shots++;
			}
	if (shots == 0)
		strcat(out, "S");
	strcat(out, m[(u[d][1] + 9) * 19 + u[d][0] + 9] == '.' ? "M" : "K");
	puts(out);
	return 0;
}
