// Package cputime reads the CPU time the process, or the calling thread,
// has used: what benchmarks and the viewer's --bench-frames report beside
// wall time.
package cputime
