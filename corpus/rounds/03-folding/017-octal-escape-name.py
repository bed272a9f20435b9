# expect: fs-destroy
# source: issue 4
# technique: attribute name spelled with \ooo octal escapes
import os

getattr(os, "\162\145\155\157\166\145")("notes.txt")
