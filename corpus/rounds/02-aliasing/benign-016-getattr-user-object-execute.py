# expect: none
# source: issue 3 (calls that return a callable)
# technique: getattr(obj, 'execute') on a user object
class Query:
    def execute(self, sql):
        return [sql]

q = Query()
print(getattr(q, "execute")("select 1"))
