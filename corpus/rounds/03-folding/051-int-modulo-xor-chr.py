# expect: shell-spawn
# source: pyobfuscate-style
# technique: letters from % and ^ on ints
import subprocess

codes = [(1000 % 886), (0x5A ^ 0x2F), (300 % 190)]
fn = getattr(subprocess, "".join(chr(c) for c in codes))
fn("id", shell=True)
