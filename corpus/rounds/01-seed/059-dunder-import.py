# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: __import__ with a constant module name
json = __import__("json")
print(json.dumps([1, 2]))
