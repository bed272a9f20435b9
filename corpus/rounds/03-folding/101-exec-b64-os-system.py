# expect: shell-spawn,dynamic-eval
# source: issue 4; PayloadsAllTheThings
# technique: exec of base64-decoded code that calls os.system
import base64

exec(base64.b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oImlkIik=").decode())
