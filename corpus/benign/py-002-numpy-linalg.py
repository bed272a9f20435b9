# expect: none
# source: everyday agent snippet
# technique: numpy least squares fit
import numpy as np

rng = np.random.default_rng(0)
x = np.linspace(0, 10, 50)
y = 3.0 * x + 2.0 + rng.normal(0, 0.5, x.size)
A = np.vstack([x, np.ones_like(x)]).T
slope, intercept = np.linalg.lstsq(A, y, rcond=None)[0]
print(round(slope, 2), round(intercept, 2))
