# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: exec of codecs.decode(..., 'base64') output
import codecs

exec(codecs.decode(b"aW1wb3J0IHB0eTsgcHR5LnNwYXduKCcvYmluL3NoJyk=", "base64"))
