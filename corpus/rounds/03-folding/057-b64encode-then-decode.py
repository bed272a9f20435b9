# expect: fs-destroy
# source: issue 4
# technique: b64encode then b64decode round trip of the name
import base64, shutil

token = base64.b64encode(b"rmtree")
getattr(shutil, base64.b64decode(token).decode())("/opt/app")
