# expect: none
# source: everyday agent snippet
# technique: json.loads of a literal
import json

doc = json.loads('{"items": [1, 2, 3], "ok": true}')
print(sum(doc["items"]))
