# expect: secret-read
# source: DESIGN.md sinks
# technique: open('/etc/shadow')
with open("/etc/shadow") as fh:
    for line in fh:
        print(line.split(":")[0])
