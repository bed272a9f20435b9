# expect: none
# source: everyday agent snippet
# technique: datetime arithmetic
from datetime import date, datetime, timedelta

start = date(2024, 1, 1)
print((date.today() - start).days)
print((datetime.now() + timedelta(hours=36)).strftime("%A %H:%M"))
