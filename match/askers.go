package match

import (
	"sync"

	"floorfall/bot"
)

// askers are the goroutines that ask the seats of a turn at once, one a
// seat, kept for the whole match: a turn hands each its job instead of
// starting goroutines anew, whose stacks would grow again in every turn
// (in an Ants match of ten C bots, goroutines started and grown every turn
// cost about a tenth of floorfall's CPU; scripts/bench-arena.sh).
type askers struct {
	mu     sync.Mutex
	closed bool
	jobs   []chan askJob // one a goroutine, each holding at most one job
	done   chan struct{} // a job done
}

// An askJob asks the seat of acts[k] and puts its answer in *into.
type askJob struct {
	k    int
	into *bot.Reply
}

// askAll asks the seats of acts[k] for each k in asked, at once, each
// answer into answers[i]. After close it starts goroutines of its own.
func (r *Runner) askAll(asked []int, answers []bot.Reply) {
	a := &r.askers
	a.mu.Lock()
	if a.closed {
		a.mu.Unlock()
		var wg sync.WaitGroup
		for i, k := range asked {
			wg.Go(func() { answers[i] = r.ask(k) })
		}
		wg.Wait()
		return
	}
	if a.done == nil {
		a.done = make(chan struct{}, len(r.bots))
	}
	for len(a.jobs) < len(asked) {
		jobs := make(chan askJob, 1)
		a.jobs = append(a.jobs, jobs)
		go func() {
			for j := range jobs {
				*j.into = r.ask(j.k)
				a.done <- struct{}{}
			}
		}()
	}
	for i, k := range asked {
		a.jobs[i] <- askJob{k, &answers[i]}
	}
	a.mu.Unlock()
	for range asked {
		<-a.done
	}
}

// close ends the goroutines once their jobs are done. It may be called
// more than once, from any goroutine.
func (a *askers) close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.closed {
		a.closed = true
		for _, jobs := range a.jobs {
			close(jobs)
		}
	}
}
