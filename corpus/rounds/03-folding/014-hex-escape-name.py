# expect: shell-spawn
# source: issue 4; pyobfuscate-style
# technique: attribute name spelled with \x escapes
import os

getattr(os, "\x73\x79\x73\x74\x65\x6d")("id")
