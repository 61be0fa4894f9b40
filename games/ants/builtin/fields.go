package builtin

// unreached is the distance of a square no search reached.
const unreached = int32(1 << 30)

// search holds a bot's scratch space for breadth-first searches over the
// wrapping map, where water blocks and every other square (unknown ones
// too) is open.
type search struct {
	queue []int32
	mark  []uint32 // mark[sq] == stamp: reached in the current search
	stamp uint32
	dist  []int32 // the current search's distances, where marked
	from  []int8  // the direction the current search came into each square from (reversed), where marked
}

func (b *search) size(n int) {
	if len(b.mark) != n {
		b.mark, b.dist, b.from = make([]uint32, n), make([]int32, n), make([]int8, n)
		b.stamp = 0
	}
}

// field fills dist with each square's steps to the nearest source, up to
// maxd steps (unreached beyond). With no source it leaves dist as it is
// and reports false.
func (b *search) field(s *State, dist []int32, sources []int, maxd int32) bool {
	if len(sources) == 0 {
		return false
	}
	for i := range dist {
		dist[i] = unreached
	}
	q := b.queue[:0]
	for _, sq := range sources {
		if dist[sq] != 0 {
			dist[sq] = 0
			q = append(q, int32(sq))
		}
	}
	for i := 0; i < len(q); i++ {
		sq := int(q[i])
		d := dist[sq] + 1
		if d > maxd {
			continue
		}
		for dir := range 4 {
			n := s.Next(sq, dir)
			if dist[n] == unreached && !s.Water[n] {
				dist[n] = d
				q = append(q, int32(n))
			}
		}
	}
	b.queue = q
	return true
}

// nearest searches from sq up to maxd steps and calls found for each
// square it reaches, nearest first, with its distance and the direction
// from that square back towards sq (-1 for sq itself); found returns
// false to stop.
func (b *search) nearest(s *State, sq int, maxd int32, found func(at int, d int32, back int) bool) {
	b.stamp++
	if b.stamp == 0 {
		clear(b.mark)
		b.stamp = 1
	}
	q := append(b.queue[:0], int32(sq))
	b.mark[sq], b.dist[sq], b.from[sq] = b.stamp, 0, -1
	for i := 0; i < len(q); i++ {
		at := int(q[i])
		if !found(at, b.dist[at], int(b.from[at])) {
			break
		}
		d := b.dist[at] + 1
		if d > maxd {
			continue
		}
		for dir := range 4 {
			n := s.Next(at, dir)
			if b.mark[n] != b.stamp && !s.Water[n] {
				b.mark[n], b.dist[n], b.from[n] = b.stamp, d, int8((dir+2)%4)
				q = append(q, int32(n))
			}
		}
	}
	b.queue = q
}
