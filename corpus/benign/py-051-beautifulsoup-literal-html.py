# expect: none
# source: everyday agent snippet
# technique: BeautifulSoup parses a literal HTML string
from bs4 import BeautifulSoup

html = "<ul><li><a href='/a'>A</a></li><li><a href='/b'>B</a></li></ul>"
soup = BeautifulSoup(html, "html.parser")
print([a["href"] for a in soup.find_all("a")])
