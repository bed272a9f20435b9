# expect: none
# source: everyday agent snippet
# technique: threading.Thread with a harmless user target
import threading

results = []
lock = threading.Lock()

def worker(n):
    with lock:
        results.append(n * n)

threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results))
