package match

import (
	"slices"
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

// An askJob asks the seat of acts[k] and puts its answer in *into; with
// call set, it ends that call instead (posted already: Wait).
type askJob struct {
	k    int
	call *bot.Call
	into *bot.Reply
}

// askAll asks the seats of acts[k] for each k in asked, at once, each
// answer into answers[i]. Bot processes asked in one turn are asked the
// way the official servers did, from this goroutine: every one is written
// its input (bot.Post), then the answers are awaited all at once
// (bot.Await). Only the players of other kinds, and calls Await leaves,
// are asked from a goroutine each. After close it starts goroutines of
// its own.
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
	r.calls = slices.Grow(r.calls[:0], len(asked))[:len(asked)]
	clear(r.calls)
	jobs := 0
	send := func(j askJob) {
		if jobs == len(a.jobs) {
			ch := make(chan askJob, 1)
			a.jobs = append(a.jobs, ch)
			go func() {
				for j := range ch {
					if j.call != nil {
						j.call.Wait()
					} else {
						*j.into = r.ask(j.k)
					}
					a.done <- struct{}{}
				}
			}()
		}
		a.jobs[jobs] <- j
		jobs++
	}
	var posted []*bot.Call
	for i, k := range asked {
		if b := r.can[r.acts[k].Seat].proc; b != nil {
			act := r.acts[k]
			r.bufs[act.Seat] = r.m.Input(r.bufs[act.Seat][:0], act.Seat)
			b.PostBytes(&r.calls[i], r.bufs[act.Seat], act.Limit)
			posted = append(posted, &r.calls[i])
		} else {
			send(askJob{k: k, into: &answers[i]})
		}
	}
	a.mu.Unlock()
	// Every input is written: the answers are awaited here, all at once.
	left := bot.Await(posted)
	a.mu.Lock()
	for _, c := range left {
		if a.closed {
			c.Wait() // the bots are closed: no waiting
		} else {
			send(askJob{call: c})
		}
	}
	a.mu.Unlock()
	for range jobs {
		<-a.done
	}
	for i := range asked {
		if c := &r.calls[i]; c.Posted() {
			answers[i] = c.Wait() // done: its Reply
		}
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
