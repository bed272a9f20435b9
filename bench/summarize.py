#!/usr/bin/env python3
"""Turns kotoba-bench's JSON (--benchmark_out=FILE --benchmark_out_format=json) into the README's
tables: classify vs floor per size, and CPU time per byte of every shape from 1 KiB to 1 MiB.

Usage: bench/summarize.py bench.json [more.json ...]   (several runs: the median of each row)
"""
import collections
import json
import statistics
import sys


def load(paths):
    """name -> median CPU ns per iteration, and name -> the counters of the last run."""
    times, counters = collections.defaultdict(list), {}
    for path in paths:
        with open(path) as f:
            for b in json.load(f)["benchmarks"]:
                if b.get("run_type") == "aggregate" or b.get("error_occurred"):
                    continue
                scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b["time_unit"]]
                times[b["name"]].append(b["cpu_time"] * scale)
                counters[b["name"]] = b
    return {k: statistics.median(v) for k, v in times.items()}, counters


def main(paths):
    ns, counters = load(paths)
    print("| input | classify MB/s | floor MB/s | regex MB/s | classify/floor |")
    print("|---|---|---|---|---|")
    for lang in ("python", "shell"):
        for size in (200, 2000, 20000, 200000, 1048576):
            c, f = ns.get(f"{lang}/classify/{size}"), ns.get(f"{lang}/floor/{size}")
            r = ns.get(f"{lang}/regex/{size}")
            if c is None or f is None:
                continue
            opaque = " (opaque)" if counters[f"{lang}/classify/{size}"].get("opaque") else ""
            mbps = lambda t: f"{size / t * 1e3:.2f}" if t else "-"
            print(f"| {lang} {size} B{opaque} | {mbps(c)} | {mbps(f)} | {mbps(r)} | {f / c:.2f} |")
    for name in ("python/classify_latency/2000", "python/floor_latency/2000"):
        if name in counters:
            b = counters[name]
            print(f"\n{name}: p50 {b['p50_us']:.0f} us, p99 {b['p99_us']:.0f} us (wall)")

    shapes = sorted({n.split("/")[1] for n in ns if n.startswith("shape/")})
    print("\n| shape | what | ns/byte at 1 KiB, 8 KiB, 64 KiB, 1 MiB | max/min |")
    print("|---|---|---|---|")
    for shape in shapes:
        for what in ("classify", "floor"):
            per_byte, marks = [], []
            for size in (1024, 8192, 65536, 1048576):
                t = ns.get(f"shape/{shape}/{what}/{size}")
                if t is None:
                    continue
                per_byte.append(t / size)
                b = counters[f"shape/{shape}/{what}/{size}"]
                marks.append(f"{t / size:.0f}{'*' if b.get('opaque') else ''}")
            if per_byte:
                spread = max(per_byte) / min(per_byte)
                print(f"| {shape} | {what} | {', '.join(marks)} | {spread:.1f} |")
    print("\n(* = the verdict was opaque: a limit stopped the analysis at that size)")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
