# expect: none
# source: issue 3 (assignments)
# technique: self.run bound to another method of the same class
class Worker:
    def __init__(self):
        self.run = self._run_impl

    def _run_impl(self, job):
        return f"done {job}"

print(Worker().run("rm -rf /tmp/x"))
