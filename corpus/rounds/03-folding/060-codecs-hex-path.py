# expect: secret-read
# source: issue 4
# technique: codecs.decode(..., 'hex') yields /etc/shadow
import codecs

path = codecs.decode(b"2f6574632f736861646f77", "hex").decode()
print(open(path).read())
