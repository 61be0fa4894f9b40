/* The C floor of the run benchmark (scripts/bench-run.sh): like floor/main.go,
   the bare cost of what 'floorfall run' does with no game, with blocking
   reads and writes and no runtime at all. It starts four copies of a bot,
   reads their READY, sends each in turn an input text of the game's size
   and reads one answer line, for the given number of turns (default 1000),
   then kills and waits for them.

       cc -O2 -o cfloor floor.c && ./cfloor ./walker [turns] */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define NBOTS 4

/* The input of turn 0 of a fresh game (seed 1, rc), as the game sends it:
   the same size as every input of a game where no block falls. */
static const char input[] =
	"0\n0\n"
	"0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
	"4 13 L 0\n10 12 R 0\n12 1 L 0\n1 6 D 0\n"
	"EOD\n";

struct bot {
	pid_t pid;
	int in, out;       /* our ends: write to its stdin, read its stdout */
	char buf[4096];
	int start, end;    /* unread bytes in buf */
};

/* readline reads one line (up to "\n") from b, blocking; 0 on success. */
static int readline(struct bot *b, char *line, size_t max) {
	size_t n = 0;
	for (;;) {
		while (b->start < b->end) {
			char c = b->buf[b->start++];
			if (c == '\n') {
				line[n] = 0;
				return 0;
			}
			if (n + 1 < max)
				line[n++] = c;
		}
		ssize_t r = read(b->out, b->buf, sizeof b->buf);
		if (r <= 0)
			return -1;
		b->start = 0;
		b->end = (int)r;
	}
}

int main(int argc, char **argv) {
	if (argc < 2) {
		fprintf(stderr, "usage: cfloor BOT [turns]\n");
		return 2;
	}
	int turns = argc > 2 ? atoi(argv[2]) : 1000;
	static struct bot bots[NBOTS];
	char line[256];
	signal(SIGPIPE, SIG_IGN);
	for (int i = 0; i < NBOTS; i++) {
		int in[2], out[2];
		if (pipe(in) || pipe(out)) {
			perror("pipe");
			return 1;
		}
		pid_t pid = fork();
		if (pid < 0) {
			perror("fork");
			return 1;
		}
		if (pid == 0) {
			dup2(in[0], 0);
			dup2(out[1], 1);
			for (int fd = 3; fd < 256; fd++)
				close(fd);
			execl(argv[1], argv[1], (char *)NULL);
			perror("exec");
			_exit(127);
		}
		close(in[0]);
		close(out[1]);
		bots[i].pid = pid;
		bots[i].in = in[1];
		bots[i].out = out[0];
	}
	for (int i = 0; i < NBOTS; i++) {
		if (readline(&bots[i], line, sizeof line) || strcmp(line, "READY") != 0) {
			fprintf(stderr, "cfloor: bot %d: no READY\n", i);
			return 1;
		}
	}
	for (int t = 0; t < turns; t++) {
		struct bot *b = &bots[t % NBOTS];
		if (write(b->in, input, sizeof input - 1) != (ssize_t)(sizeof input - 1) ||
		    readline(b, line, sizeof line)) {
			fprintf(stderr, "cfloor: turn %d: bot failed\n", t);
			return 1;
		}
	}
	for (int i = 0; i < NBOTS; i++)
		kill(bots[i].pid, SIGKILL);
	for (int i = 0; i < NBOTS; i++)
		waitpid(bots[i].pid, NULL, 0);
	return 0;
}
