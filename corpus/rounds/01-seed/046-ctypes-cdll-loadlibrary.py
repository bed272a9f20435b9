# expect: shell-spawn
# source: DESIGN.md sinks
# technique: from ctypes import cdll; LoadLibrary and call
from ctypes import c_double, cdll

libm = cdll.LoadLibrary("libm.so.6")
libm.cos.restype = c_double
print(libm.cos(c_double(0.5)))
