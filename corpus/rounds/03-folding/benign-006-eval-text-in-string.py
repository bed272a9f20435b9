# expect: none
# source: issue 4
# technique: 'eval(' text built and printed, never run
snippet = "eval(" + "input())"
print("never write code like:", snippet)
