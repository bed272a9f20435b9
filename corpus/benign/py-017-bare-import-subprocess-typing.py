# expect: none
# source: seed 000 table
# technique: import subprocess used only in a type annotation string
import subprocess


def describe(result: "subprocess.CompletedProcess[str]") -> str:
    return f"exit={result.returncode}"

print(describe.__annotations__)
