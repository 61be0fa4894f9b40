package bot

// takeTurn is take in a hold of mu, as Bot.takeStderr takes it.
func (s *stderrBuf) takeTurn() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, _ := s.take()
	return b
}
