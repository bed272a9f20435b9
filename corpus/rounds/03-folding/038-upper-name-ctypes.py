# expect: shell-spawn
# source: issue 4
# technique: ctypes.CDLL reached by upper-casing a name
import ctypes

libc = getattr(ctypes, "cdll".upper())("libc.so.6")
libc.system(b"id")
