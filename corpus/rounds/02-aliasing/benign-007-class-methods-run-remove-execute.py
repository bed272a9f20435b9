# expect: none
# source: issue 3 (scopes)
# technique: user methods named run, remove and execute
class Job:
    def __init__(self):
        self.items = ["a", "b"]

    def run(self, cmd):
        return f"ran {cmd}"

    def remove(self, item):
        self.items.remove(item)

    def execute(self, sql):
        return sql.upper()

j = Job()
print(j.run("rm -rf /"), j.execute("select 1"))
j.remove("a")
