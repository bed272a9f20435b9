"""Tests of the kotoba Python module against the CLI (ctest runs them: see CMakeLists.txt).

Environment: PYTHONPATH holds the built module, KOTOBA_SOURCE_DIR the checkout, KOTOBA_CLI the
kotoba-classify binary.
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import threading
import unittest

import kotoba

SOURCE_DIR = os.environ["KOTOBA_SOURCE_DIR"]
sys.path.insert(0, os.path.join(SOURCE_DIR, "examples"))
import harness_hook  # noqa: E402  (examples/ is not a package)
CLI = os.environ["KOTOBA_CLI"]
SEED_FILES = sorted(glob.glob(os.path.join(SOURCE_DIR, "corpus", "rounds", "01-seed", "*.py")))
SHELL_FILES = sorted(glob.glob(os.path.join(SOURCE_DIR, "corpus", "rounds", "04-shell", "*.sh")))[:40]


def read(path):
    with open(path, "rb") as f:
        return f.read()


def cli_verdicts(paths):
    """path -> the CLI's JSON verdict without timing (one process for every file)."""
    out = subprocess.run([CLI, "--format", "json", "--jobs", "1", *paths],
                         capture_output=True, text=True, check=False)
    if out.returncode not in (0, 1):
        raise AssertionError(f"kotoba-classify failed ({out.returncode}): {out.stderr}")
    verdicts = {}
    for line in out.stdout.splitlines():
        v = json.loads(line)
        path = v.pop("path")
        v.pop("elapsed_us")
        verdicts[path] = v
    return verdicts


def untimed(verdict):
    d = verdict.to_dict()
    d.pop("elapsed_us")
    return d


class SeedTableTest(unittest.TestCase):
    """Acceptance 1: the seed table's snippets get the CLI's verdicts, one thread and two."""

    @classmethod
    def setUpClass(cls):
        cls.classifier = kotoba.Classifier()
        cls.expected = cli_verdicts(SEED_FILES)

    def test_seed_table_is_present(self):
        self.assertGreaterEqual(len(SEED_FILES), 19)
        self.assertEqual(set(self.expected), set(SEED_FILES))

    def test_matches_cli_on_every_seed_snippet(self):
        for path in SEED_FILES:
            with self.subTest(path=os.path.basename(path)):
                self.assertEqual(untimed(self.classifier.classify(read(path))),
                                 self.expected[path])

    def test_matches_cli_on_shell_commands(self):
        expected = cli_verdicts(SHELL_FILES)
        for path in SHELL_FILES:
            with self.subTest(path=os.path.basename(path)):
                v = self.classifier.classify(read(path), language="shell")
                self.assertEqual(untimed(v), expected[path])

    def test_two_threads_sharing_one_classifier_agree_with_cli(self):
        rounds = 5
        results = {0: [], 1: []}
        errors = []

        def work(worker):
            try:
                # The threads walk the table in opposite orders so different snippets overlap.
                order = SEED_FILES if worker == 0 else list(reversed(SEED_FILES))
                for _ in range(rounds):
                    for path in order:
                        results[worker].append((path, untimed(self.classifier.classify(read(path)))))
            except Exception as e:  # reported in the main thread
                errors.append(e)

        threads = [threading.Thread(target=work, args=(i,)) for i in (0, 1)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        for worker in (0, 1):
            self.assertEqual(len(results[worker]), rounds * len(SEED_FILES))
            for path, verdict in results[worker]:
                self.assertEqual(verdict, self.expected[path], f"worker {worker}: {path}")


class VerdictTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.classifier = kotoba.Classifier()

    def test_attributes_carry_the_finding(self):
        v = self.classifier.classify("import os as o\no.system('id')")
        self.assertEqual(v.decision, "ask")
        self.assertEqual(v.labels, ["shell-spawn"])
        self.assertFalse(v.read_only)
        self.assertEqual(v.language, "python")
        self.assertIsInstance(v.elapsed_us, int)
        f = v.findings[0]
        self.assertEqual(f.label, "shell-spawn")
        self.assertTrue(f.rule.startswith("PY-"))
        self.assertEqual((f.line, f.column), (2, 1))
        self.assertIn("os.system", f.evidence)
        self.assertTrue(f.message)

    def test_plain_computation_runs(self):
        v = self.classifier.classify("print(sum(range(10)))")
        self.assertEqual((v.decision, v.labels, v.findings), ("run", [], []))

    def test_to_dict_is_the_json_form(self):
        v = self.classifier.classify("import shutil\nshutil.rmtree('/tmp/x')")
        self.assertEqual(v.to_dict(), json.loads(v.to_json()))
        self.assertEqual(list(v.to_dict())[:3], ["decision", "labels", "read_only"])

    def test_shell_commands_and_read_only(self):
        v = self.classifier.classify("timeout 5 cat README.md | wc -l", language="shell")
        self.assertEqual(v.decision, "run")
        self.assertTrue(v.read_only)
        self.assertEqual([c.argv[0] for c in v.commands], ["cat", "wc"])
        self.assertTrue(all(c.read_only and c.labels == [] for c in v.commands))
        w = self.classifier.classify("rm -rf build", language="sh")
        self.assertEqual(w.labels, ["fs-destroy"])
        self.assertEqual(w.commands[0].labels, ["fs-destroy"])

    def test_bytes_that_are_not_utf8_are_opaque(self):
        v = self.classifier.classify(b"x = '\xff'\n")
        self.assertEqual(v.labels, ["opaque"])

    def test_input_over_the_limit_is_opaque(self):
        small = kotoba.Classifier(max_input_bytes=16)
        self.assertEqual(small.classify("x = 1\n" * 10).labels, ["opaque"])
        self.assertEqual(small.classify("x = 1\n").labels, [])

    def test_bad_arguments_raise(self):
        with self.assertRaises(ValueError):
            self.classifier.classify("ls", language="perl")
        with self.assertRaises(TypeError):
            self.classifier.classify(42)
        with self.assertRaises(TypeError):
            kotoba.Classifier(max_fold_stepz=1)

    def test_refusal_names_each_unapproved_label_and_its_line(self):
        v = self.classifier.classify("import os\nos.remove('f')\nos.system('id')")
        reason = v.refusal()
        self.assertIn("fs-destroy", reason)
        self.assertIn("shell-spawn", reason)
        self.assertIn("line 3", reason)
        self.assertNotIn("fs-destroy:", v.refusal(allow=["fs-destroy"]))
        self.assertIsNone(v.refusal(allow=["fs-destroy", "shell-spawn"]))
        with self.assertRaises(ValueError):
            v.refusal(allow=["everything"])


class RunTest(unittest.TestCase):
    def test_refused_snippet_does_not_run(self):
        r = kotoba.run("import os\nos.system('id')")
        self.assertEqual(r.status, "refused")
        self.assertIn("shell-spawn", r.message)
        self.assertIsNone(r.exit_code)
        self.assertEqual(r.verdict.labels, ["shell-spawn"])
        self.assertEqual(r.to_dict()["status"], "refused")

    def test_clean_snippet_runs_under_the_jail(self):
        r = kotoba.run("print(6 * 7)", timeout=60)
        try:
            self.assertEqual(r.status, "ran", r.message)
            self.assertEqual(r.exit_code, 0)
            self.assertEqual(r.stdout, b"42\n")
        finally:
            if r.workdir:
                shutil.rmtree(r.workdir, ignore_errors=True)


class HarnessHookTest(unittest.TestCase):
    """examples/harness_hook.py keeps the seed gate's policy with the classifier's verdicts."""

    def test_labelled_snippet_with_no_one_to_ask_is_refused_with_the_reason(self):
        d = harness_hook.gate("import os as o\no.system('id')")
        self.assertFalse(d.run)
        self.assertIn("shell-spawn", d.reason)
        self.assertIn("line 2", d.reason)
        self.assertIn("o.system -> os.system", d.reason)

    def test_labelled_snippet_asks_even_under_a_grant_and_shows_the_evidence(self):
        cards = []
        d = harness_hook.gate("import shutil\nshutil.rmtree('b')", grant_saved=True,
                              ask=lambda card: cards.append(card) or False)
        self.assertFalse(d.run)
        self.assertEqual(len(cards), 1)
        self.assertIn("fs-destroy", cards[0])
        self.assertIn("line 2", cards[0])

    def test_clean_snippet_runs_under_a_grant_and_asks_on_a_bare_host(self):
        never = lambda card: self.fail("asked")  # noqa: E731
        self.assertTrue(harness_hook.gate("print(1)", grant_saved=True, ask=never).run)
        self.assertTrue(harness_hook.gate("print(1)", in_container=True, ask=never).run)
        asked = []
        d = harness_hook.gate("print(1)", ask=lambda card: asked.append(card) or True)
        self.assertTrue(d.run)
        self.assertEqual(len(asked), 1)

    def test_read_only_shell_runs_unasked(self):
        never = lambda card: self.fail("asked")  # noqa: E731
        self.assertTrue(harness_hook.gate("git status && ls -la", "shell", ask=never).run)
        self.assertFalse(harness_hook.gate("git push", "shell").run)


if __name__ == "__main__":
    unittest.main()
