# expect: fs-destroy,dynamic-eval
# source: issue 4
# technique: exec of base64.b32decode output
import base64

exec(base64.b32decode("NFWXA33SOQQG64Z3EBXXGLTSMVWW65TFMRUXE4ZIE5QS6YRPMMTSS==="))
