# expect: none
# source: seed 000 table
# technique: plain computation runs with no card
def primes_below(n):
    sieve = [True] * n
    sieve[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = [False] * len(range(i * i, n, i))
    return [i for i, p in enumerate(sieve) if p]

print(len(primes_below(10_000)))
