# expect: shell-spawn
# source: issue 3 (assignments)
# technique: class attribute read back as self.exe(...)
import subprocess

class Git:
    exe = subprocess.check_output

    def head(self):
        return self.exe(["git", "rev-parse", "HEAD"])

print(Git().head())
