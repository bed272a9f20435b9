# expect: fs-destroy
# source: DESIGN.md (identifiers are NFKC-normalised); issue 3
# technique: fullwidth module and name in a from-import
from ｓｈｕｔｉｌ import ｒｍｔｒｅｅ

ｒｍｔｒｅｅ("build")
