# expect: none
# source: everyday agent snippet
# technique: statistics mean, median, stdev
import statistics

data = [2.5, 3.1, 4.7, 5.0, 2.2, 3.9]
print(statistics.mean(data), statistics.median(data), statistics.stdev(data))
