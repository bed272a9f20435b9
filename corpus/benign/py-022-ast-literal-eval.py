# expect: none
# source: DESIGN.md policy near-miss
# technique: ast.literal_eval only parses literals
import ast

raw = input("list> ")
values = ast.literal_eval(raw)
print(max(values))
