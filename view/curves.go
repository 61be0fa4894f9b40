package view

import "math"

// Animation curves: each maps 0..1 to 0..1 (clamping its input).

func clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }

// Clamp01 is x clamped to 0..1.
func Clamp01(x float64) float64 { return clamp01(x) }

// Phase is how far x is through [a, b], clamped to 0..1.
func Phase(x, a, b float64) float64 { return clamp01((x - a) / (b - a)) }

// EaseOut decelerates: fast start, soft landing (cubic).
func EaseOut(x float64) float64 {
	x = clamp01(x)
	return 1 - (1-x)*(1-x)*(1-x)
}

// EaseIn accelerates (quadratic): slow, then fast.
func EaseIn(x float64) float64 {
	x = clamp01(x)
	return x * x
}

// Smooth is smoothstep: soft at both ends.
func Smooth(x float64) float64 {
	x = clamp01(x)
	return x * x * (3 - 2*x)
}

// Bump goes 0 -> 1 -> 0 (half a sine).
func Bump(x float64) float64 { return math.Sin(math.Pi * clamp01(x)) }

// Lerp goes from a to b by x.
func Lerp(a, b, x float64) float64 { return a + (b-a)*x }
