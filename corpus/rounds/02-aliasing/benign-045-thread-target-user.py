# expect: none
# source: issue 3 (references, not just calls)
# technique: Thread(target=user function)
import threading

def crunch(n):
    print(sum(range(n)))

t = threading.Thread(target=crunch, args=(10_000,))
t.start()
t.join()
