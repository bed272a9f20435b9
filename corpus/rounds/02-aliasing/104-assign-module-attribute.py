# expect: dynamic-eval
# source: issue 3 (module state mutation)
# technique: json.dumps = eval then json.dumps(...)
import json

json.dumps = eval
print(json.dumps("1 + 1"))
