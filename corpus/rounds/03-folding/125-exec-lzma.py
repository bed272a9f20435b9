# expect: fs-write,dynamic-eval
# source: issue 4
# technique: exec of lzma.decompress output
import base64, lzma

exec(lzma.decompress(base64.b64decode("/Td6WFoAAATm1rRGAgAhARYAAAB0L+WjAQAxaW1wb3J0IG9zCm9zLmNobW9kKCcvdXNyL2xvY2FsL2Jpbi90b29sJywgMG80NzU1KQoAAAAyNRjUswJ15AABSjIkQ8fiH7bzfQEAAAAABFla")))
