package bot

import (
	"errors"
	"fmt"

	"mvdan.cc/sh/v3/shell"
)

// Split splits a bot command line into words like a POSIX shell does:
// single and double quotes, backslash escapes, $VAR and ${VAR} expansion
// from the current environment, ~ expansion and brace expansion.
// There is no globbing and no command substitution, and operators such as
// |, ;, && or redirections are errors: the command is run directly, not
// through a shell (write `sh -c '...'` for that).
// An empty command (or one that expands to no word) is an error.
func Split(command string) ([]string, error) {
	words, err := split(command)
	if err != nil && err != errEmpty {
		return nil, fmt.Errorf("bot: bad command %q: %w", command, err)
	}
	return words, err
}

var errEmpty = errors.New("bot: empty command")

// split is Split with errors that do not name the command: the shell
// parser's, or errEmpty.
func split(command string) ([]string, error) {
	words, err := shell.Fields(command, nil)
	if err != nil {
		return nil, err
	}
	if len(words) == 0 {
		return nil, errEmpty
	}
	return words, nil
}
