# expect: dynamic-eval
# source: DESIGN.md (identifiers are NFKC-normalised); issue 3
# technique: mathematical sans-serif italic letters normalise to eval
𝘦𝘷𝘢𝘭(input("> "))
