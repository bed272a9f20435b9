# expect: fs-destroy
# source: issue 3 (imports)
# technique: from os import unlink as forget
from os import unlink as forget

forget("session.lock")
