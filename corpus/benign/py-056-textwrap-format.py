# expect: none
# source: everyday agent snippet
# technique: textwrap and string formatting
import textwrap

para = "The quick brown fox jumps over the lazy dog. " * 4
print(textwrap.fill(para, width=40))
print(f"{'name':<10}|{'score':>6}")
