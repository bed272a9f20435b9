# expect: none
# source: PayloadsAllTheThings Python sandbox escapes; HackTricks bypass python sandboxes (near-miss)
# technique: __subclasses__ on a user base class as a plugin registry
class Plugin:
    name = "base"

class CsvPlugin(Plugin):
    name = "csv"

class JsonPlugin(Plugin):
    name = "json"

print([p.name for p in Plugin.__subclasses__()])
