package bot

import "time"

// awaitSlice bounds one wait of Await in the kernel: a bot closed while
// its call is open normally wakes the wait at once (its pipe is closed
// when its processes are killed), and at the latest the next look after
// awaitSlice finds it closed.
const awaitSlice = 50 * time.Millisecond

// Await ends, from this goroutine, the calls whose bots answer in several
// lines (Protocol.End) and whose input was all written: it looks at all
// their pipes at once, the way the official servers did (one select over
// every bot's pipe), first without waiting, then waiting, and takes each
// answer as soon as it is whole in its pipe (Poll), so each call's Took
// is its own. A call that reaches its deadline ends as Wait ends it then.
// It returns the other calls (input not all written, one-line answers;
// every call on systems without poll(2)), not ended: the caller Waits for
// those, each in a goroutine of its own (nil if none). Calls already done
// are skipped.
func Await(calls []*Call) (left []*Call) {
	pend := make([]*Call, 0, len(calls))
	for _, c := range calls {
		switch {
		case c.done || c.b == nil:
		case len(c.rest) > 0 || c.b.lr == nil || !canAwait:
			left = append(left, c)
		default:
			pend = append(pend, c)
		}
	}
	awaitAll(pend)
	return left
}
