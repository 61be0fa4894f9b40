// A module that panics at once, for the test that a page says why its
// viewer stopped (web's TestPageSaysWhy).
package main

func main() { panic("the test's panic") }
