# expect: none
# source: issue 4
# technique: folded getattr on a str method
print(getattr("kotoba", "up" + "per")())
