package bot

// KillAll kills every bot process still running (placeholder until the
// process-tree work lands).
func KillAll() {}
