# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: exec of urlsafe_b64decode output
import base64

exec(base64.urlsafe_b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ2lkJykgICN-Pg=="))
