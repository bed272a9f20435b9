// Package kotoba classifies Python snippets and shell commands through the C ABI of
// kotoba-classify (include/kotoba/kotoba.h, libkotoba_c):
//
//	c, err := kotoba.New()
//	if err != nil { ... }
//	defer c.Close()
//	v, err := c.Classify("import os as o\no.system('id')", kotoba.Python)
//	// v.Decision == "ask", v.Labels == []string{"shell-spawn"}
//
// A Classifier may be shared by goroutines. cgo finds the library with pkg-config (kotoba_c.pc,
// installed by `cmake --install`).
package kotoba

// #cgo pkg-config: kotoba_c
// #include <stdlib.h>
// #include "kotoba/kotoba.h"
import "C"

import (
	"encoding/json"
	"errors"
	"fmt"
	"unsafe"
)

// Language of the source to classify.
type Language int

const (
	Python Language = C.KOTOBA_LANG_PYTHON
	Shell  Language = C.KOTOBA_LANG_SHELL
)

// Finding is one reason for one label: the rule that fired, where, and what it resolved.
type Finding struct {
	Label     string `json:"label"`
	Rule      string `json:"rule"`
	Line      int    `json:"line"`
	Column    int    `json:"column"` // 1-based, in bytes
	EndLine   int    `json:"end_line"`
	EndColumn int    `json:"end_column"`
	Evidence  string `json:"evidence"`
	Message   string `json:"message"`
}

// Command is a simple shell command as bash would run it.
type Command struct {
	Argv     []string `json:"argv"`
	Labels   []string `json:"labels"`
	ReadOnly bool     `json:"read_only"`
	Line     int      `json:"line"`
}

// Verdict is what a snippet can do (DESIGN.md section 3). JSON holds the verdict exactly as the
// library printed it, the form the CLI's --format json also prints.
type Verdict struct {
	Decision  string    `json:"decision"` // "run" (no label) or "ask"
	Labels    []string  `json:"labels"`
	ReadOnly  bool      `json:"read_only"`
	Findings  []Finding `json:"findings"`
	Language  string    `json:"language"`
	ElapsedUs int64     `json:"elapsed_us"`
	Commands  []Command `json:"commands,omitempty"`
	JSON      string    `json:"-"`
}

// Ask reports whether a person must approve the snippet before it runs.
func (v *Verdict) Ask() bool { return v.Decision == "ask" }

// Classifier wraps a kotoba_classifier. The zero value is not usable; call New.
type Classifier struct {
	c *C.kotoba_classifier
}

func statusError(s C.kotoba_status) error {
	return fmt.Errorf("kotoba: %s", C.GoString(C.kotoba_status_string(s)))
}

// New builds a classifier with the default limits.
func New() (*Classifier, error) {
	var c *C.kotoba_classifier
	if s := C.kotoba_classifier_new(nil, &c); s != C.KOTOBA_OK {
		return nil, statusError(s)
	}
	return &Classifier{c: c}, nil
}

// Close frees the classifier; it must not be in use.
func (c *Classifier) Close() {
	if c.c != nil {
		C.kotoba_classifier_free(c.c)
		c.c = nil
	}
}

// Classify labels source. Bad input (not UTF-8, too large, unparseable) is not an error: the
// verdict carries `opaque` with the reason.
func (c *Classifier) Classify(source string, lang Language) (*Verdict, error) {
	if c.c == nil {
		return nil, errors.New("kotoba: classifier is closed")
	}
	// C.CString copies every byte (NULs included), so len(source) is the length to pass.
	src := C.CString(source)
	defer C.free(unsafe.Pointer(src))
	var v *C.kotoba_verdict
	if s := C.kotoba_classify(c.c, src, C.size_t(len(source)), C.kotoba_language(lang), &v); s != C.KOTOBA_OK {
		return nil, statusError(s)
	}
	defer C.kotoba_verdict_free(v)
	out := &Verdict{JSON: C.GoString(C.kotoba_verdict_json(v))}
	if err := json.Unmarshal([]byte(out.JSON), out); err != nil {
		return nil, fmt.Errorf("kotoba: verdict JSON: %w", err)
	}
	return out, nil
}

// Version is "kotoba-classify X.Y.Z".
func Version() string { return C.GoString(C.kotoba_version()) }
