# expect: none
# source: everyday agent snippet
# technique: dataclasses with ordering
from dataclasses import asdict, dataclass, field


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)

tasks = sorted([Task(2, "write"), Task(1, "read")])
print([asdict(t) for t in tasks])
