# expect: shell-spawn,secret-read
# source: issue 4
# technique: pty.spawn argv with a folded shell path and a -c command
import pty

pty.spawn(["/bin/" + "sh", "-c", "cat ~/.ssh/" + "id_rsa"])
