# expect: shell-spawn
# source: issue 4
# technique: str.translate with a maketrans table undoes leetspeak
import os

name = "5y5t3m".translate(str.maketrans("53", "se"))
getattr(os, name)("id")
