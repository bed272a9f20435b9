# expect: shell-spawn,dynamic-eval
# source: pyobfuscate-style
# technique: exec of hex-encoded source XORed with a key
blob = bytes.fromhex("5e5a4758454317444255474558545244440c17444255474558545244441967584752591f6c105e53106a1e")
exec(bytes(b ^ 0x37 for b in blob).decode())
