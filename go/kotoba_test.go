package kotoba

import (
	"reflect"
	"sync"
	"testing"
)

func newClassifier(t *testing.T) *Classifier {
	t.Helper()
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func TestClassifyResolvesAliasedSystem(t *testing.T) {
	v, err := newClassifier(t).Classify("import os as o\no.system('id')", Python)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Ask() || !reflect.DeepEqual(v.Labels, []string{"shell-spawn"}) {
		t.Fatalf("got %s %v, want ask [shell-spawn]", v.Decision, v.Labels)
	}
	if f := v.Findings[0]; f.Line != 2 || f.Column != 1 || f.Rule == "" || f.Evidence == "" {
		t.Fatalf("finding %+v", f)
	}
}

func TestShellReadOnlyCommandRuns(t *testing.T) {
	v, err := newClassifier(t).Classify("git status && ls -la", Shell)
	if err != nil {
		t.Fatal(err)
	}
	if v.Ask() || !v.ReadOnly || len(v.Commands) != 2 {
		t.Fatalf("got %+v", v)
	}
}

// The length is passed explicitly, so a NUL inside the source is seen, not a truncation point.
func TestSourceWithNulByteIsNotTruncated(t *testing.T) {
	c := newClassifier(t)
	v, err := c.Classify("x = 1\x00\nimport os; os.system('id')", Python)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Ask() {
		t.Fatalf("source after a NUL was ignored: %+v", v)
	}
}

func TestGoroutinesShareOneClassifier(t *testing.T) {
	c := newClassifier(t)
	cases := map[string]string{
		"import shutil\nshutil.rmtree('b')": "fs-destroy",
		"eval(input())":                     "dynamic-eval",
		"print(1)":                          "",
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 25; i++ {
				for src, want := range cases {
					v, err := c.Classify(src, Python)
					got := ""
					if err == nil && len(v.Labels) > 0 {
						got = v.Labels[0]
					}
					if err != nil || got != want {
						errs <- src
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for src := range errs {
		t.Errorf("wrong verdict under concurrency for %q", src)
	}
}
