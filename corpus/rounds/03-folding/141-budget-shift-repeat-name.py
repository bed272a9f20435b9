# expect: opaque
# source: issue 4 (budget)
# technique: 'x' * (1 << 62) used as an attribute name on subprocess
import subprocess

fn = getattr(subprocess, "x" * (1 << 62))
fn(["id"])
