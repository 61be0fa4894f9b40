// Package rating rates players of free-for-all games from their finishing
// order: the Weng-Lin Bayesian approximation with the Plackett-Luce model
// (R. C. Weng and C.-J. Lin, "A Bayesian Approximation Method for Online
// Ranking", JMLR 12, 2011, Algorithm 4), the model of the "openskill"
// family. Each player's skill is a Gaussian (Mu, Sigma); a game moves the
// players' Mu by how surprising the order was and shrinks their Sigma.
// Players are ordered by a conservative estimate, Mu - 3 Sigma.
package rating

import "math"

// Defaults of the model, as in the paper's experiments and openskill.
const (
	DefaultMu    = 25.0
	DefaultSigma = DefaultMu / 3
	// Beta is the spread of one game's performance around a skill.
	Beta = DefaultSigma / 2
	// epsilon keeps a Sigma from shrinking to nothing (or below).
	epsilon = 1e-4
)

// Rating is one player's skill estimate.
type Rating struct {
	Mu, Sigma float64
}

// New is a new player's rating.
func New() Rating { return Rating{DefaultMu, DefaultSigma} }

// Ordinal is the conservative estimate Mu - 3 Sigma: the player's skill is
// above it with a probability of about 99.9%. Standings sort by it.
func (r Rating) Ordinal() float64 { return r.Mu - 3*r.Sigma }

// Rate returns the teams' ratings after a game in which team i finished
// at rank[i] (1 is first; equal ranks are a tie; only the order matters).
// A team of one player is a player of a free-for-all game. teams and rank
// have the same length, 2 or more; the teams are not changed.
func Rate(teams [][]Rating, rank []int) [][]Rating {
	k := len(teams)
	mu := make([]float64, k)    // a team's Mu: its players' sum
	sigSq := make([]float64, k) // a team's Sigma²: its players' sum
	c := 0.0
	for i, t := range teams {
		for _, p := range t {
			mu[i] += p.Mu
			sigSq[i] += p.Sigma * p.Sigma
		}
		c += sigSq[i] + Beta*Beta
	}
	c = math.Sqrt(c)
	e := make([]float64, k)    // exp(Mu_i / c)
	sumQ := make([]float64, k) // over the teams not ahead of q: sum of e
	a := make([]float64, k)    // how many teams share q's rank
	for i := range teams {
		e[i] = math.Exp(mu[i] / c)
	}
	for q := range teams {
		for i := range teams {
			if rank[i] >= rank[q] {
				sumQ[q] += e[i]
			}
			if rank[i] == rank[q] {
				a[q]++
			}
		}
	}
	out := make([][]Rating, k)
	for i, t := range teams {
		var omega, delta float64
		for q := range teams {
			if rank[q] > rank[i] {
				continue // q finished behind i: not among i's rivals at q's pick
			}
			p := e[i] / sumQ[q]
			if q == i {
				omega += (1 - p) / a[q]
			} else {
				omega -= p / a[q]
			}
			delta += p * (1 - p) / a[q]
		}
		gamma := math.Sqrt(sigSq[i]) / c
		omega *= sigSq[i] / c
		delta *= gamma * sigSq[i] / (c * c)
		out[i] = make([]Rating, len(t))
		for j, p := range t {
			share := p.Sigma * p.Sigma / sigSq[i]
			out[i][j] = Rating{
				Mu:    p.Mu + share*omega,
				Sigma: p.Sigma * math.Sqrt(math.Max(1-share*delta, epsilon)),
			}
		}
	}
	return out
}
