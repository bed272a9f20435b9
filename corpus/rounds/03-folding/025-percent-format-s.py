# expect: shell-spawn
# source: issue 4
# technique: % formatting with %s joins the name
import os

getattr(os, "%s%s" % ("sys", "tem"))("id")
