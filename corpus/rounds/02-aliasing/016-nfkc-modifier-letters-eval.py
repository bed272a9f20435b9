# expect: dynamic-eval
# source: DESIGN.md (identifiers are NFKC-normalised); issue 3
# technique: modifier small letters normalise to eval
ᵉᵛᵃˡ(input("> "))
