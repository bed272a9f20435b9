# expect: shell-spawn
# source: DESIGN.md sinks
# technique: cffi FFI.dlopen and call native code
from cffi import FFI

ffi = FFI()
ffi.cdef("int getpid(void);")
C = ffi.dlopen(None)
print(C.getpid())
