// Package cyclo holds the test that keeps the functions outside games/
// small: none above a cyclomatic complexity of Max. It has no code of its
// own; the test reads the repository's source.
package cyclo

// Max is the highest cyclomatic complexity a function outside games/ may
// have.
const Max = 20
