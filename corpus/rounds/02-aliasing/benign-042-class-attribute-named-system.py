# expect: none
# source: issue 3 (scopes)
# technique: a class attribute named system bound to print
class Fake:
    system = print

    def go(self):
        self.system("rm -rf /")

Fake().go()
