# expect: shell-spawn
# source: issue 4
# technique: codecs.decode(..., 'rot13') of the name
import codecs, os

getattr(os, codecs.decode("flfgrz", "rot13"))("id")
