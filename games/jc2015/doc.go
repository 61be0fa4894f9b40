// Package jc2015 is JavaChallenge2015 ("drop the floor, drop the enemies")
// behind floorfall's game interface: four bots on an 18x18 board of 6x6
// blocks, one player acting a turn, answering one letter. The rules are
// package engine's, the replay codec package jcreplay's, the built-in bots
// package builtin's; this package tells the shared layers about them.
package jc2015
