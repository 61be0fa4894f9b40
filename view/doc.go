// Package view is the replay viewer's model: from a match (every state and
// event of a game) and a playback position it computes what is drawn —
// block and token positions, scales, alphas and effects, the HUD texts, the
// timeline markers, the end banner — and where on screen things go.
//
// It has no graphics dependency: package render paints a Frame with
// Ebitengine, and the tests here check animation, seeking and speed without a
// display.
//
// Time. The playback position is a float in turns: position t+f shows turn t
// being played, f of the way through its slot (f = 0 is the settled state
// before turn t). At 1x a slot lasts 250 ms (one round of four turns per
// second). Every effect of turn t happens inside [t, t+1], as a fraction of
// the slot, so effects shorten at high speeds and never lag behind, and an
// integer position is always a settled state.
package view
