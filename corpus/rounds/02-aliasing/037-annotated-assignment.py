# expect: fs-destroy
# source: issue 3 (assignments)
# technique: an annotated assignment binding os.remove
import os
from typing import Callable

rm: Callable[[str], None] = os.remove
rm("tmp.txt")
