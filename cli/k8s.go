package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// k8sJob is a tournament to play on Kubernetes: an Indexed Job whose pod
// i plays shard i of Shards into a volume, and a merge Job that writes the
// standings there.
type k8sJob struct {
	Name     string
	Image    string
	Shards   int
	Parallel int      // matches a pod plays at once (the CPUs it asks for)
	Args     []string // the tournament's flags, less those of where and how it is played
}

// k8sNameRE is a Kubernetes object name that can have "-merge" after it (a
// DNS label of 63 characters at most).
var k8sNameRE = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]{0,55}[a-z0-9])?$`)

// k8sDataDir is where the pods mount the tournament's volume.
const k8sDataDir = "/data"

// check refuses --k8s-job's mistakes: a name Kubernetes would not take,
// no --shards, flags that only go with it given without it, and --out or
// --shard given with it (each pod plays its shard into the volume).
func (k *k8sJob) check(fs *flags, out, shard string) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	switch {
	case k.Name == "" && (given["shards"] || given["image"]):
		return usagef("tournament", "tournament: --shards and --image go with --k8s-job NAME")
	case k.Name == "":
		return nil
	case !k8sNameRE.MatchString(k.Name):
		return usagef("tournament", "tournament: --k8s-job %q: a Job's name is lowercase letters, digits and '-', starting and ending with a letter or digit, 57 characters at most", k.Name)
	case k.Shards == 0:
		return usagef("tournament", "tournament: --k8s-job: give --shards N, the number of pods")
	case out != "" || given["shard"]:
		return usagef("tournament", "tournament: --k8s-job: no --out or --shard: pod i plays shard i of --shards into the volume, mounted at %s", k8sDataDir)
	case k.Image == "" || strings.ContainsAny(k.Image, " \t\n\"'"):
		return usagef("tournament", "tournament: --image %q is not an image name", k.Image)
	}
	return nil
}

// write writes the manifest: the volume claim, the Indexed Job, and the
// merge Job, suspended until the tournament is done, as YAML documents,
// after a comment that says how to use them.
func (k *k8sJob) write(w io.Writer) error {
	const index = "$(JOB_COMPLETION_INDEX)"
	args := append([]string{"tournament"}, k.Args...)
	args = append(args, "--shard", index+"/"+strconv.Itoa(k.Shards),
		"--parallel", strconv.Itoa(k.Parallel), "--out", k8sDataDir+"/part-"+index)
	claim := obj{
		{"apiVersion", "v1"}, {"kind", "PersistentVolumeClaim"},
		{"metadata", k.metadata(k.Name)},
		{"spec", obj{{"accessModes", []any{"ReadWriteMany"}}, {"resources", obj{{"requests", obj{{"storage", "1Gi"}}}}}}},
	}
	play := k.job(k.Name, obj{
		{"completionMode", "Indexed"},
		{"completions", k.Shards},
		{"parallelism", k.Shards},
		{"backoffLimit", 3 * k.Shards},
	}, obj{
		{"args", strs(args)},
		{"env", []any{obj{{"name", "JOB_COMPLETION_INDEX"}, {"valueFrom", obj{{"fieldRef", obj{
			{"fieldPath", "metadata.annotations['batch.kubernetes.io/job-completion-index']"}}}}}}}},
		{"resources", obj{{"requests", obj{{"cpu", strconv.Itoa(k.Parallel)}}}}},
	})
	merge := k.job(k.Name+"-merge", obj{
		{"suspend", true},
		{"backoffLimit", 3},
	}, obj{
		{"args", strs([]string{"standings", k8sDataDir, "--out", k8sDataDir})},
	})
	var b strings.Builder
	fmt.Fprintf(&b, `# floorfall's tournament on Kubernetes: the Indexed Job %[1]s runs %[2]d pods,
# pod i playing shard i of %[2]d into the volume %[1]s (mounted at %[3]s, in
# part-i; a pod restarted resumes its shard); the Job %[1]s-merge, suspended
# until the tournament is done, writes the standings into %[3]s
# (results.json, standings.md, standings.csv). The image is floorfall's
# headless build (scripts/cluster/Containerfile); bots other than the
# built-in ones and files the flags name must be in it or on the volume.
# The claim asks for 1Gi shared by all pods (ReadWriteMany): a replay is
# 20 KB to a few MB.
#   kubectl apply -f %[1]s.yaml
#   kubectl wait --for=condition=complete job/%[1]s --timeout=24h
#   kubectl patch job %[1]s-merge --type=merge -p '{"spec":{"suspend":false}}'
#   kubectl logs -f job/%[1]s-merge
`, k.Name, k.Shards, k8sDataDir)
	for i, doc := range []obj{claim, play, merge} {
		if i > 0 {
			b.WriteString("---\n")
		}
		writeYAML(&b, doc, 0)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// metadata is the metadata of the tournament's object named name.
func (k *k8sJob) metadata(name string) obj { return obj{{"name", name}, {"labels", k.labels()}} }

// labels are the labels of the tournament's objects and pods.
func (k *k8sJob) labels() obj {
	return obj{{"app.kubernetes.io/name", "floorfall"}, {"floorfall/tournament", k.Name}}
}

// job is a Job named name: spec's fields, then its pods' template, one
// container of floorfall with container's fields, the tournament's volume
// mounted.
func (k *k8sJob) job(name string, spec, container obj) obj {
	c := append(obj{{"name", "floorfall"}, {"image", k.Image}}, container...)
	c = append(c, kv{"volumeMounts", []any{obj{{"name", "data"}, {"mountPath", k8sDataDir}}}})
	pod := obj{
		{"restartPolicy", "OnFailure"},
		{"containers", []any{c}},
		{"volumes", []any{obj{{"name", "data"}, {"persistentVolumeClaim", obj{{"claimName", k.Name}}}}}},
	}
	spec = append(spec, kv{"template", obj{{"metadata", obj{{"labels", k.labels()}}}, {"spec", pod}}})
	return obj{{"apiVersion", "batch/v1"}, {"kind", "Job"}, {"metadata", k.metadata(name)}, {"spec", spec}}
}

// obj is a YAML mapping, its keys in order.
type obj []kv

// kv is a key of a YAML mapping and its value.
type kv struct {
	k string
	v any
}

// strs is a YAML sequence of strings.
func strs(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// writeYAML writes v, an obj, at indent spaces in block style: a
// mapping's keys plain (they are floorfall's own), strings as yamlString
// writes them, numbers and booleans plain.
func writeYAML(b *strings.Builder, v obj, indent int) {
	pad := strings.Repeat(" ", indent)
	for _, kv := range v {
		b.WriteString(pad + kv.k + ":")
		writeValue(b, kv.v, indent)
	}
}

// writeValue writes value v of a key or a sequence item at indent, after
// its "key:" or "-".
func writeValue(b *strings.Builder, v any, indent int) {
	pad := strings.Repeat(" ", indent)
	switch v := v.(type) {
	case obj:
		b.WriteString("\n")
		writeYAML(b, v, indent+2)
	case []any:
		b.WriteString("\n")
		for _, item := range v {
			if o, ok := item.(obj); ok && len(o) > 0 {
				// "- key: value", the other keys under the first.
				b.WriteString(pad + "- ")
				var first strings.Builder
				writeYAML(&first, o, indent+2)
				b.WriteString(strings.TrimPrefix(first.String(), pad+"  "))
				continue
			}
			b.WriteString(pad + "-")
			writeValue(b, item, indent+2)
		}
	case string:
		b.WriteString(" " + yamlString(v) + "\n")
	default:
		fmt.Fprintf(b, " %v\n", v)
	}
}

// yamlPlainRE are the strings YAML reads as strings unquoted, but for
// yamlWords.
var yamlPlainRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_./-]*$`)

// yamlWords are the plain words a YAML reader may take for booleans or null.
var yamlWords = []string{"true", "false", "yes", "no", "on", "off", "y", "n", "null"}

// yamlString is s as a YAML scalar: plain when it cannot be read as
// anything but a string, else double-quoted as JSON quotes it (a JSON
// string is a YAML one).
func yamlString(s string) string {
	if yamlPlainRE.MatchString(s) && !slices.Contains(yamlWords, strings.ToLower(s)) {
		return s
	}
	q, _ := json.Marshal(s)
	return string(q)
}

// withoutFlags is args less the flags named drop, with their values, as fs
// parses them (-name, --name, --name=value, --name value).
func withoutFlags(fs *flag.FlagSet, args []string, drop ...string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") || a == "-" {
			out = append(out, a)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		takesValue := f != nil && !hasValue && !isBoolFlag(f)
		if slices.Contains(drop, name) {
			if takesValue {
				i++
			}
			continue
		}
		out = append(out, a)
		if takesValue && i+1 < len(args) {
			i++
			out = append(out, args[i])
		}
	}
	return out
}

// isBoolFlag reports whether f takes no value (-q).
func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}
