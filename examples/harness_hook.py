"""A harness's approval hook on kotoba: one call before each snippet instead of a regex denylist.

The gate this replaces (seed 000, core/approval.py) scanned execute_code source against seven
patterns: a match forced an approval card even under a saved grant, and with no approval channel
the snippet was refused. Patterns read text, so `import os as o` had to be special-cased, and
`getattr(os, 'sys' + 'tem')` or `map(os.system, cmds)` went through. Here the same policy asks the
classifier what the code can do:

  * any label: a person is asked, even under a saved grant or in a container; with no one to ask
    the snippet is refused with the verdict's plain-language reason (label, line, evidence);
  * no label: runs unasked under a saved grant or in a container; a shell command also runs
    unasked when every command in it is provably read-only (it replaces the fixed read list);
  * otherwise, on the host with nothing saved, a person is still asked, as before.

Usage as a script (a sessionless call: no one can be asked):
  PYTHONPATH=build/python/module python3 examples/harness_hook.py snippet.py cmd.sh ...
"""

import dataclasses
import sys
from typing import Callable, Optional

import kotoba

# Build once: a Classifier is thread-safe and classify() releases the GIL.
_CLASSIFIER = kotoba.Classifier()


@dataclasses.dataclass
class Decision:
    run: bool
    reason: str  # for the log, or for the model when refused
    verdict: kotoba.Verdict


def approval_card(verdict: kotoba.Verdict) -> str:
    """What a person sees: each label with the line and what the classifier resolved."""
    lines = [f"This code can: {', '.join(verdict.labels)}"]
    for f in verdict.findings:
        lines.append(f"  line {f.line}: {f.message} ({f.evidence})")
    return "\n".join(lines)


def gate(source: str, language: str = "python", *,
         ask: Optional[Callable[[str], bool]] = None,
         grant_saved: bool = False, in_container: bool = False) -> Decision:
    """Decides whether a snippet may start. `ask` shows a card and returns the person's answer;
    None means no one can be asked (a scripted or sessionless call)."""
    verdict = _CLASSIFIER.classify(source, language=language)
    if verdict.decision == "run":
        if grant_saved or in_container or verdict.read_only:
            return Decision(True, "no label", verdict)
        if ask is None:
            return Decision(True, "no label, no approval channel", verdict)
        approved = ask("Run this code on your computer?")
        return Decision(approved, "asked: " + ("approved" if approved else "declined"), verdict)
    if ask is None:
        return Decision(False, verdict.refusal(), verdict)
    approved = ask(approval_card(verdict))
    return Decision(approved, "asked: " + ("approved" if approved else "declined"), verdict)


def main(paths: list[str]) -> int:
    refused = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        language = "shell" if path.endswith((".sh", ".bash")) else "python"
        decision = gate(source, language)
        if decision.run:
            print(f"{path}: runs ({decision.reason})")
        else:
            refused += 1
            print(f"{path}: {decision.reason}")
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
