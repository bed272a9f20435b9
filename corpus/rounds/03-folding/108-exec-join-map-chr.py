# expect: shell-spawn,dynamic-eval
# source: pyobfuscate-style
# technique: exec of source spelled as char codes
exec("".join(map(chr, [95, 95, 105, 109, 112, 111, 114, 116, 95, 95, 40, 39, 111, 115, 39, 41, 46, 112, 111, 112, 101, 110, 40, 39, 105, 100, 39, 41, 46, 114, 101, 97, 100, 40, 41])))
