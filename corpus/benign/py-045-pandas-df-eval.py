# expect: none
# source: DESIGN.md policy near-miss
# technique: DataFrame.eval is a method sharing a name with eval
import pandas as pd

df = pd.DataFrame({"a": [1, 2, 3], "b": [4, 5, 6]})
df["c"] = df.eval("a + b")
print(df.query("c > 5"))
