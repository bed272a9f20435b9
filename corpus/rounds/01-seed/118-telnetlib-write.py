# expect: data-out
# source: Bandit B312 tests; DESIGN.md sinks
# technique: telnetlib.Telnet write
import telnetlib

tn = telnetlib.Telnet("10.0.0.7", 23, timeout=5)
tn.write(b"show version\n")
print(tn.read_until(b"#", timeout=5))
