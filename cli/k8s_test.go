package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"floorfall/tournament"
)

// k8sDocs parses a manifest as YAML documents.
func k8sDocs(t *testing.T, manifest string) []map[string]any {
	t.Helper()
	var docs []map[string]any
	dec := yaml.NewDecoder(strings.NewReader(manifest))
	for {
		var d map[string]any
		err := dec.Decode(&d)
		if errors.Is(err, io.EOF) {
			return docs
		}
		if err != nil {
			t.Fatalf("the manifest is not YAML: %v\n%s", err, manifest)
		}
		docs = append(docs, d)
	}
}

// at is the value at path in a parsed YAML document: keys, and indexes of
// sequences.
func at(t *testing.T, v any, path ...any) any {
	t.Helper()
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, ok := v.(map[string]any)
			if !ok {
				t.Fatalf("no %q in %v", k, v)
			}
			v = m[k]
		case int:
			s, ok := v.([]any)
			if !ok || k >= len(s) {
				t.Fatalf("no item %d in %v", k, v)
			}
			v = s[k]
		}
	}
	return v
}

// podArgs is the first container's args of a Job.
func podArgs(t *testing.T, job map[string]any) []string {
	t.Helper()
	var out []string
	for _, a := range at(t, job, "spec", "template", "spec", "containers", 0, "args").([]any) {
		out = append(out, a.(string))
	}
	return out
}

// tournament --k8s-job prints Kubernetes YAML: a volume claim, an Indexed
// Job of --shards pods, pod i playing shard i into the volume, and a
// merge Job, suspended. Its pods' commands, run here one after the other
// with the index Kubernetes gives each and a folder for the volume, play
// the same tournament as one machine, and the merge writes its
// standings.
func TestK8sJob(t *testing.T) {
	game := []string{"-a", "hunter", "-a", "random", "-a", "h2=hunter", "--games", "12", "-t", "200", "--seed", "5"}
	stdout, stderr, code := cliMain(t, append([]string{"tournament", "--k8s-job", "cup", "--shards", "3", "--image", "reg.example/floorfall:1"}, game...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	docs := k8sDocs(t, stdout)
	if len(docs) != 3 {
		t.Fatalf("%d documents", len(docs))
	}
	claim, play, merge := docs[0], docs[1], docs[2]
	for i, want := range []string{"v1/PersistentVolumeClaim/cup", "batch/v1/Job/cup", "batch/v1/Job/cup-merge"} {
		if got := at(t, docs[i], "apiVersion").(string) + "/" + at(t, docs[i], "kind").(string) + "/" + at(t, docs[i], "metadata", "name").(string); got != want {
			t.Errorf("document %d is %s, want %s", i, got, want)
		}
	}
	if m := at(t, claim, "spec", "accessModes", 0); m != "ReadWriteMany" {
		t.Errorf("the claim's access: %v", m)
	}
	spec := at(t, play, "spec").(map[string]any)
	if spec["completionMode"] != "Indexed" || spec["completions"] != 3 || spec["parallelism"] != 3 {
		t.Errorf("the Job's spec: %v", spec)
	}
	if s := at(t, merge, "spec", "suspend"); s != true {
		t.Errorf("the merge Job is not suspended: %v", s)
	}
	for _, job := range []map[string]any{play, merge} {
		pod := at(t, job, "spec", "template", "spec")
		if at(t, pod, "containers", 0, "image") != "reg.example/floorfall:1" || at(t, pod, "volumes", 0, "persistentVolumeClaim", "claimName") != "cup" ||
			at(t, pod, "containers", 0, "volumeMounts", 0, "mountPath") != "/data" {
			t.Errorf("pod: %v", pod)
		}
	}
	if env := at(t, play, "spec", "template", "spec", "containers", 0, "env", 0); at(t, env, "name") != "JOB_COMPLETION_INDEX" ||
		at(t, env, "valueFrom", "fieldRef", "fieldPath") != "metadata.annotations['batch.kubernetes.io/job-completion-index']" {
		t.Errorf("the index's variable: %v", env)
	}

	data := t.TempDir()
	onVolume := func(args []string, index string) []string {
		out := slices.Clone(args)
		for k, a := range out {
			a = strings.ReplaceAll(a, "$(JOB_COMPLETION_INDEX)", index)
			if rest, ok := strings.CutPrefix(a, "/data"); ok {
				a = data + rest
			}
			out[k] = a
		}
		return out
	}
	for i := range 3 {
		args := onVolume(podArgs(t, play), string(rune('0'+i)))
		if _, stderr, code := cliMain(t, append(args, "-q")...); code != 0 {
			t.Fatalf("pod %d: %q: %s", i, args, stderr)
		}
	}
	if _, stderr, code := cliMain(t, onVolume(podArgs(t, merge), "")...); code != 0 {
		t.Fatalf("merge: %s", stderr)
	}
	whole := filepath.Join(t.TempDir(), "whole")
	if _, stderr, code := cliMain(t, append([]string{"tournament", "--out", whole, "-q"}, game...)...); code != 0 {
		t.Fatal(stderr)
	}
	pods, one := readResults(t, data), readResults(t, whole)
	if len(pods.Matches) != 12 || pods.Matches[4].File != "part-1/game-00004.json" || pods.Filling() {
		t.Fatalf("the pods' results: %d matches, %q, filling %v", len(pods.Matches), pods.Matches[4].File, pods.Filling())
	}
	sameStandings(t, &pods, &one)
}

// sameStandings checks that a and b are the standings of the same
// matches: the same outcomes and ratings (reply times aside).
func sameStandings(t *testing.T, a, b *tournament.Results) {
	t.Helper()
	for i := range b.Matches {
		x, y := a.Matches[i], b.Matches[i]
		if !slices.Equal(x.Seats, y.Seats) || *x.Seed != *y.Seed || x.Winner != y.Winner || x.Turns != y.Turns || !slices.Equal(x.Places, y.Places) {
			t.Errorf("match %d: %+v, %+v", i, x, y)
		}
	}
	if !slices.EqualFunc(a.Bots, b.Bots, func(x, y tournament.BotResult) bool {
		return x.Name == y.Name && x.Wins == y.Wins && x.Draws == y.Draws && x.Losses == y.Losses && x.Score == y.Score && x.Rating == y.Rating
	}) {
		t.Errorf("the standings differ:\n%+v\n%+v", a.Bots, b.Bots)
	}
}

// A bot's command line reaches the pods as it was given, whatever it
// holds (quotes, a colon, a hash, words YAML would read as booleans);
// the flags of where the tournament is played are the Job's own.
func TestK8sJobArgs(t *testing.T) {
	odd := []string{`a=sh -c 'echo "READY: #1"; exec cat'`, "yes", "b=on", "c=null", "d=1e3"}
	args := []string{"tournament", "--k8s-job", "x", "--shards=2", "--games", "4", "--parallel", "3", "--image=floorfall", "-q"}
	for _, o := range odd {
		args = append(args, "-a", o)
	}
	stdout, stderr, code := cliMain(t, args...)
	if code != 0 {
		t.Fatal(stderr)
	}
	got := podArgs(t, k8sDocs(t, stdout)[1])
	want := []string{"tournament", "--games", "4", "-q"}
	for _, o := range odd {
		want = append(want, "-a", o)
	}
	want = append(want, "--shard", "$(JOB_COMPLETION_INDEX)/2", "--parallel", "3", "--out", "/data/part-$(JOB_COMPLETION_INDEX)")
	if !slices.Equal(got, want) {
		t.Errorf("the pods' args:\n%q\nwant\n%q", got, want)
	}
	if cpu := at(t, k8sDocs(t, stdout)[1], "spec", "template", "spec", "containers", 0, "resources", "requests", "cpu"); cpu != "3" {
		t.Errorf("a pod asks for %v CPUs", cpu)
	}
}

// --k8s-job's mistakes are usage errors, told in one line.
func TestK8sJobMistakes(t *testing.T) {
	bots := []string{"tournament", "-a", "hunter", "-a", "random", "--games", "4"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--k8s-job", "cup"}, "give --shards N"},
		{[]string{"--k8s-job", "Cup", "--shards", "2"}, "lowercase letters"},
		{[]string{"--k8s-job", "cup", "--shards", "2", "--out", "x"}, "no --out or --shard"},
		{[]string{"--k8s-job", "cup", "--shards", "2", "--shard", "0/2"}, "no --out or --shard"},
		{[]string{"--shards", "2", "--out", "x"}, "go with --k8s-job"},
		{[]string{"--k8s-job", "cup", "--shards", "2", "--image", "a b"}, "not an image name"},
	} {
		_, stderr, code := cliMain(t, append(slices.Clone(bots), c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 2 {
			t.Errorf("%q: exit %d\n%s", c.args, code, stderr)
		}
	}
}

// kubectl, where installed, takes the manifest: apply --dry-run=client
// reads it against an API server that knows the kinds it names (one that
// answers discovery on the loopback here: client dry runs still ask a
// server which kinds exist) and prints the objects it would create.
func TestK8sJobKubectl(t *testing.T) {
	kubectl, err := exec.LookPath("kubectl")
	if err != nil {
		t.Skip("no kubectl here")
	}
	stdout, stderr, code := cliMain(t, "tournament", "--k8s-job", "cup", "--shards", "4", "-a", "hunter", "-a", "random", "--games", "8")
	if code != 0 {
		t.Fatal(stderr)
	}
	api := httptest.NewServer(http.HandlerFunc(fakeAPI))
	defer api.Close()
	home := t.TempDir()
	cmd := exec.Command(kubectl, "apply", "--dry-run=client", "--validate=false", "-o", "json", "-f", "-",
		"--server", api.URL, "--cache-dir", filepath.Join(home, "cache"), "--request-timeout", "20s")
	cmd.Env = append(os.Environ(), "HOME="+home, "KUBECONFIG="+filepath.Join(home, "none"))
	cmd.Stdin = strings.NewReader(stdout)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("kubectl apply --dry-run=client: %v\n%s", err, errb.String())
	}
	var list struct {
		Items []struct {
			Kind     string `json:"kind"`
			Metadata struct{ Name string }
			Spec     struct {
				CompletionMode string `json:"completionMode"`
				Completions    int    `json:"completions"`
				Suspend        bool   `json:"suspend"`
			}
		}
	}
	if err := json.Unmarshal(out.Bytes(), &list); err != nil || len(list.Items) != 3 {
		t.Fatalf("kubectl printed %v:\n%s", err, out.String())
	}
	got := list.Items
	if got[0].Kind != "PersistentVolumeClaim" || got[1].Spec.CompletionMode != "Indexed" || got[1].Spec.Completions != 4 ||
		got[2].Metadata.Name != "cup-merge" || !got[2].Spec.Suspend {
		t.Errorf("kubectl read: %+v", got)
	}
}

// fakeAPI answers a Kubernetes client's discovery for the kinds a
// tournament's manifest names, and "not found" for any object.
func fakeAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	resource := func(name, kind string) map[string]any {
		return map[string]any{"name": name, "singularName": strings.ToLower(kind), "namespaced": true, "kind": kind,
			"verbs": []string{"create", "delete", "get", "list", "patch", "update", "watch"}}
	}
	var v any
	switch r.URL.Path {
	case "/api":
		v = map[string]any{"kind": "APIVersions", "versions": []string{"v1"},
			"serverAddressByClientCIDRs": []any{map[string]string{"clientCIDR": "0.0.0.0/0", "serverAddress": r.Host}}}
	case "/apis":
		v = map[string]any{"kind": "APIGroupList", "apiVersion": "v1", "groups": []any{map[string]any{"name": "batch",
			"versions":         []any{map[string]string{"groupVersion": "batch/v1", "version": "v1"}},
			"preferredVersion": map[string]string{"groupVersion": "batch/v1", "version": "v1"}}}}
	case "/api/v1":
		v = map[string]any{"kind": "APIResourceList", "groupVersion": "v1", "resources": []any{resource("persistentvolumeclaims", "PersistentVolumeClaim")}}
	case "/apis/batch/v1":
		v = map[string]any{"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": "batch/v1", "resources": []any{resource("jobs", "Job")}}
	default:
		w.WriteHeader(http.StatusNotFound)
		v = map[string]any{"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": "NotFound", "code": 404,
			"message": r.URL.Path + " not found"}
	}
	json.NewEncoder(w).Encode(v)
}
