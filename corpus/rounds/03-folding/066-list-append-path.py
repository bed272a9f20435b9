# expect: secret-read
# source: issue 4
# technique: path parts appended to a list then joined
parts = []
parts.append("")
parts.append("etc")
parts.append("shadow")
with open("/".join(parts)) as fh:
    data = fh.read()
print(len(data))
