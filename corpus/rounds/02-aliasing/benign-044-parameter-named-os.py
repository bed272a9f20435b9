# expect: none
# source: issue 3 (scopes)
# technique: a parameter named os is not the os module
class FakeOS:
    def system(self, cmd):
        return 0

def deploy(os):
    return os.system("make deploy")

print(deploy(FakeOS()))
