package bot

// write files p as the drainer files what it reads (for the tests of
// stderrBuf).
func (s *stderrBuf) write(p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.add(p)
}

// takeTurn is take in a hold of mu, as Bot.takeStderr takes it.
func (s *stderrBuf) takeTurn() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.take()
}
