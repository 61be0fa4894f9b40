package tenkaview

// Hidden appends the agents on no face drawn (those the 3D cube hides) to
// dst: the painter names them beside the cube.
func (fr *Frame) Hidden(dst []int) []int {
	for a := range fr.Agents {
		seen := false
		for i := range fr.Placed() {
			seen = seen || fr.Faces[i].Face == fr.Agents[a].Face
		}
		if !seen && fr.Agents[a].Alpha > 0 {
			dst = append(dst, a)
		}
	}
	return dst
}
