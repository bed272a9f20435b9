# expect: none
# source: everyday agent snippet
# technique: scikit-learn fit on a bundled dataset
from sklearn.datasets import load_iris
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split

X, y = load_iris(return_X_y=True)
Xtr, Xte, ytr, yte = train_test_split(X, y, random_state=0)
clf = LogisticRegression(max_iter=500).fit(Xtr, ytr)
print(clf.score(Xte, yte))
