# expect: fs-destroy
# source: seed 000 text (the from ... import spellings)
# technique: rmtree imported by name
from shutil import rmtree

rmtree(".pytest_cache")
