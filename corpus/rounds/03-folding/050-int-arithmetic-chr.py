# expect: shell-spawn
# source: pyobfuscate-style
# technique: letters from // * << >> & | arithmetic
import os

s = chr(230 // 2)
y = chr(11 * 11)
t = chr((1 << 7) - 12)
e = chr(202 >> 1)
m = chr(0x6C | 1)
s2 = chr(0xFF & 0x73)
getattr(os, s + y + s2 + t + e + m)("id")
