# expect: shell-spawn
# source: seed 000 table
# technique: ctypes loads libc and calls into native code
import ctypes

libc = ctypes.CDLL("libc.so.6")
print(libc.getpid())
