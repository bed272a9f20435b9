// A Go harness's pre-screen: classify each file before it would run, print the verdict, and
// refuse what no one approved. Exit 0 when every file may run unasked, 1 when any needs a person.
//
//	example [-json] FILE...   .sh/.bash files are shell, everything else Python
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"kotoba.dev/kotoba"
)

func languageOf(path string) kotoba.Language {
	switch filepath.Ext(path) {
	case ".sh", ".bash":
		return kotoba.Shell
	}
	return kotoba.Python
}

// jsonLine is the verdict as the library printed it plus "path": the fields of
// `kotoba-classify --format json` (in encoding/json's sorted key order).
func jsonLine(path string, v *kotoba.Verdict) (string, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(v.JSON), &fields); err != nil {
		return "", err
	}
	p, _ := json.Marshal(path)
	fields["path"] = p
	out, err := json.Marshal(fields)
	return string(out), err
}

func main() {
	asJSON := flag.Bool("json", false, "print each verdict as one JSON line")
	flag.Parse()
	c, err := kotoba.New()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	defer c.Close()
	exit := 0
	for _, path := range flag.Args() {
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			exit = 2
			continue
		}
		v, err := c.Classify(string(src), languageOf(path))
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", path, err)
			exit = 2
			continue
		}
		if v.Ask() && exit == 0 {
			exit = 1
		}
		if *asJSON {
			line, err := jsonLine(path, v)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s: %v\n", path, err)
				exit = 2
				continue
			}
			fmt.Println(line)
			continue
		}
		if !v.Ask() {
			fmt.Printf("%s: run\n", path)
			continue
		}
		fmt.Printf("%s: refused, it can %v\n", path, v.Labels)
		for _, f := range v.Findings {
			fmt.Printf("  line %d: %s (%s, %s)\n", f.Line, f.Message, f.Rule, f.Evidence)
		}
	}
	os.Exit(exit)
}
