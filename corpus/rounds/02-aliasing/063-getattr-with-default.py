# expect: fs-destroy
# source: issue 3 (calls that return a callable)
# technique: getattr(os, 'remove', print)
import os

getattr(os, "remove", print)("old.csv")
