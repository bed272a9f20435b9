# expect: none
# source: issue 3 (scopes)
# technique: a user object named subprocess with a run method, no import
class FakeRunner:
    def run(self, argv):
        return f"would run {argv}"

subprocess = FakeRunner()
print(subprocess.run(["rm", "-rf", "/"]))
