//go:build !unix

package bot

// Without poll(2), Await leaves every call to the caller.
const canAwait = false

func awaitAll([]*Call) {}
