package testbot

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
)

// Proc is a process found in /proc.
type Proc struct {
	Pid   int
	Comm  string // the command name, in its parentheses
	State byte   // R, S, D, ...
	Pgrp  int    // its process group
}

func (p Proc) String() string { return fmt.Sprintf("pid %d %s state %c", p.Pid, p.Comm, p.State) }

// HasEnv reports whether the environment of p holds the entry kv
// ("NAME=value"); false if it cannot be read (gone, or not ours).
func (p Proc) HasEnv(kv string) bool {
	env, err := os.ReadFile("/proc/" + strconv.Itoa(p.Pid) + "/environ")
	if err != nil {
		return false
	}
	for e := range bytes.SplitSeq(env, []byte{0}) {
		if string(e) == kv {
			return true
		}
	}
	return false
}

// Alive lists the processes in /proc that are not zombies (state Z or X):
// a killed process may stay a zombie a while, as this machine's init reaps
// orphans only now and then.
func Alive() []Proc {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var procs []Proc
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue // gone
		}
		// pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses.
		i := bytes.LastIndexByte(stat, ')')
		j := bytes.IndexByte(stat, '(')
		if j < 0 || i < j {
			continue
		}
		f := bytes.Fields(stat[i+1:])
		if len(f) < 3 || len(f[0]) != 1 || f[0][0] == 'Z' || f[0][0] == 'X' {
			continue
		}
		pgrp, _ := strconv.Atoi(string(f[2]))
		procs = append(procs, Proc{Pid: pid, Comm: string(stat[j : i+1]), State: f[0][0], Pgrp: pgrp})
	}
	return procs
}
