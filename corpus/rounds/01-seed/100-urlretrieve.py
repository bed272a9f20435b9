# expect: fs-write
# source: DESIGN.md sinks
# technique: urllib.request.urlretrieve to a local file (literal URL)
import urllib.request

urllib.request.urlretrieve("https://example.com/datasets/iris.csv", "iris.csv")
