# expect: fs-destroy
# source: issue 4
# technique: comprehension over range() indexes a reversed name
import os

src = "evomer"
name = "".join([src[i] for i in range(len(src) - 1, -1, -1)])
getattr(os, name)("payload.tmp")
