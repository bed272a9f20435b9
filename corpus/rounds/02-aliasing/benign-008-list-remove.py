# expect: none
# source: issue 3 (assignments)
# technique: list.remove
todo = ["build", "test", "deploy"]
todo.remove("deploy")
print(todo)
