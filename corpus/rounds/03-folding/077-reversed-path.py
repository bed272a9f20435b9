# expect: secret-read
# source: issue 4
# technique: path stored reversed
print(open("wodahs/cte/"[::-1]).read())
