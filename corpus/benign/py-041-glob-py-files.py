# expect: none
# source: everyday agent snippet
# technique: glob and line counts in the working directory
import glob

for path in sorted(glob.glob("src/**/*.py", recursive=True)):
    with open(path, encoding="utf-8") as fh:
        print(path, sum(1 for _ in fh))
