# expect: none
# source: everyday agent snippet
# technique: zipfile listing and reading a member (no extraction)
import zipfile

with zipfile.ZipFile("dataset.zip") as zf:
    print(zf.namelist()[:5])
    print(zf.read("README.txt")[:200])
