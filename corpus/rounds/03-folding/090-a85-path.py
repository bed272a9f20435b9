# expect: secret-read
# source: issue 4
# technique: base64.a85decode yields /etc/shadow
import base64

path = base64.a85decode(b"04f6806:f8A8cY").decode()
print(open(path).read())
