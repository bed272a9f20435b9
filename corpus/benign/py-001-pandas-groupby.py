# expect: none
# source: everyday agent snippet
# technique: pandas reads a CSV in the working directory and prints an aggregate
import pandas as pd

df = pd.read_csv("sales.csv", parse_dates=["date"])
monthly = df.groupby(df["date"].dt.to_period("M"))["amount"].sum()
print(monthly.tail(6))
