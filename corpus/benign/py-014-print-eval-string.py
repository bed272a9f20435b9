# expect: none
# source: DESIGN.md policy near-miss
# technique: the text eval(x) in a printed string
x = "2 + 2"
print("eval(x) would return", 4)
print(f"we do not call eval({x!r}) here")
