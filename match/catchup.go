package match

import (
	"context"
	"fmt"
	"slices"

	"floorfall/bot"
	"floorfall/game"
)

// pastOf is what a match played on from a turn (a fork) must feed its new
// bots first: the turns before it, when the game's bots keep state
// between turns (game.Ask.Stateless ""); nil when there is nothing to feed
// (no turn played yet, or bots that need none).
func pastOf(g game.Game, m game.Match) (game.Past, error) {
	info := g.Info()
	if m.Turn() == 0 || info.Ask.Stateless != "" {
		return nil, nil
	}
	p, ok := m.(game.Past)
	if !ok {
		return nil, fmt.Errorf("%s cannot play on from turn %d: its bots keep state between turns, and it cannot give a new bot the turns before", info.Title, m.Turn())
	}
	return p, nil
}

// catchUp feeds each seat's bot (a process or a built-in, not a person)
// every turn played before the fork, as if it had played from the start:
// each turn's input within the turn's own limit (a setup turn's is
// longer), the seats a turn asks at once asked at once, and the last
// messages a turn sent. The answers are read and thrown away: the turns
// stand as they were played. A bot that fails meanwhile (times out,
// exits) has its status from the fork's turn on, the detail saying in
// which earlier turn it failed; a bot whose seat was out of the game then
// (a fallen player the rules still ask) is not at fault, as in Next.
func (r *Runner) catchUp(ctx context.Context, past game.Past) error {
	fork := r.m.Turn()
	feed := make([]bool, len(r.bots))
	for i, b := range r.bots {
		feed[i] = b != nil && !isHuman(b) && b.Status() == bot.StatusOK
	}
	if !slices.Contains(feed, true) {
		return nil
	}
	live := r.m
	defer func() { r.m = live }()
	return past.Past(func(before game.Match) bool {
		if ctx.Err() != nil {
			return false
		}
		r.m = before // what ask and askAll send
		r.acts = before.Acting(r.acts[:0])
		asked := r.asked[:0]
		for k, a := range r.acts {
			if !a.Skip && feed[a.Seat] && r.bots[a.Seat].Status() == bot.StatusOK {
				asked = append(asked, k)
			}
		}
		r.asked = asked
		r.answers = slices.Grow(r.answers[:0], len(asked))[:len(asked)]
		clear(r.answers)
		if len(asked) == 1 {
			r.answers[0] = r.ask(asked[0])
		} else if len(asked) > 1 {
			r.askAll(asked, r.answers)
		}
		if ctx.Err() != nil {
			return false // interrupted: the bots are closed, nobody is judged
		}
		for _, k := range asked {
			a := r.acts[k]
			b := r.bots[a.Seat]
			if st := b.Status(); st != bot.StatusOK && !a.Eliminated {
				pm := &r.meta.Players[a.Seat]
				pm.Status, pm.StatusTurn = string(st), fork
				pm.Detail = fmt.Sprintf("%s in turn %d, while being fed the %d turns before the fork (a new bot is first fed every earlier turn, as if it had played from the start)",
					b.Detail(), before.Turn(), fork) + stderrTail(b)
			}
		}
		return true
	}, func(msg game.Message) {
		if msg.Seat >= 0 && msg.Seat < len(feed) && feed[msg.Seat] {
			r.send(msg)
		}
	})
}
