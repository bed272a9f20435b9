# expect: none
# source: DESIGN.md (identifiers are NFKC-normalised)
# technique: fullwidth print is just print
ｐｒｉｎｔ("os.system('id') is only text")
