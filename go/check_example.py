"""Builds the Go package and example against the build tree's libkotoba_c, runs `go test`, then
checks that the example and kotoba-classify give the same verdict for every corpus file.

Exit 77 (ctest: skipped) with a message when Go is not installed.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys


def run(cmd, **kwargs):
    print("+", " ".join(cmd[:6]), "..." if len(cmd) > 6 else "", flush=True)
    return subprocess.run(cmd, capture_output=True, text=True, check=False, **kwargs)


def verdicts(stdout):
    """path -> verdict without timing, from JSON lines."""
    out = {}
    for line in stdout.splitlines():
        v = json.loads(line)
        path = v.pop("path")
        v.pop("elapsed_us")
        out[path] = v
    return out


def main():
    p = argparse.ArgumentParser()
    for flag in ("--go-dir", "--work-dir", "--pkgconfig-dir", "--lib-dir", "--cli", "--corpus"):
        p.add_argument(flag, required=True)
    args = p.parse_args()

    go = shutil.which("go")
    if go is None:
        print("SKIPPED: Go is not installed (apt-get install golang-go); the Go example was "
              "not built or run")
        return 77

    env = dict(os.environ)
    env.update({
        "CGO_ENABLED": "1",
        "PKG_CONFIG_PATH": args.pkgconfig_dir,
        "LD_LIBRARY_PATH": args.lib_dir,
        "GOCACHE": os.path.join(args.work_dir, "go-cache"),
        "GOPATH": os.path.join(args.work_dir, "gopath"),
        "GOFLAGS": "-mod=mod",
        "GOPROXY": "off",  # the module has no dependencies: nothing may be fetched
    })
    example = os.path.join(args.work_dir, "kotoba-go-example")
    for cmd in ([go, "vet", "./..."], [go, "test", "-count=1", "./..."],
                [go, "build", "-o", example, "./example"]):
        r = run(cmd, cwd=args.go_dir, env=env)
        if r.returncode != 0:
            print(r.stdout, r.stderr, sep="\n")
            return 1

    files = []
    for root, _, names in os.walk(args.corpus):
        files += [os.path.join(root, n) for n in names if n.endswith((".py", ".sh", ".bash"))]
    files.sort()
    got = run([example, "-json", *files], env=env)
    want = run([args.cli, "--format", "json", "--jobs", "2", *files])
    for name, r in (("example", got), ("kotoba-classify", want)):
        if r.returncode not in (0, 1):
            print(f"{name} failed ({r.returncode}): {r.stderr}")
            return 1
    if got.returncode != want.returncode:
        print(f"exit codes differ: example {got.returncode}, CLI {want.returncode}")
        return 1
    got_v, want_v = verdicts(got.stdout), verdicts(want.stdout)
    if set(got_v) != set(files) or set(want_v) != set(files):
        print(f"verdicts for {len(got_v)} (example) and {len(want_v)} (CLI) of {len(files)} files")
        return 1
    differ = [f for f in files if got_v[f] != want_v[f]]
    for f in differ[:10]:
        print(f"DIFFERS {f}\n  example: {got_v[f]}\n  cli:     {want_v[f]}")
    if differ:
        print(f"{len(differ)} of {len(files)} corpus files differ")
        return 1

    text = run([example, files[0]], env=env)
    if not text.stdout.startswith(files[0] + ": "):
        print(f"unexpected text output: {text.stdout!r}")
        return 1
    print(f"the Go example agrees with kotoba-classify on all {len(files)} corpus files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
