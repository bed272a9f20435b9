# expect: fs-destroy
# source: seed 000 table
# technique: shutil.rmtree on a directory
import shutil

shutil.rmtree("build", ignore_errors=True)
print("cleaned")
