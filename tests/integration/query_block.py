"""query_block.py: a query_block (perf/block/query_block.h) decoded in Python
from the format's description, with the zstd command (no Python module),
so that the tests read what selfprof-perf stored with other code than its
own: decode(bytes) -> {label id: (in_first, [ten figures], [further runs'
self times])}."""
import subprocess
import sys

COLUMNS = 10


def _signed(u):  # modulo 2^64, as int64
    u &= (1 << 64) - 1
    return u - (1 << 64) if u >> 63 else u


def decode(data):
    data = bytes(data)
    if not data or data[0] != 1:
        sys.exit("query_block: unknown format")
    raw = subprocess.run(["zstd", "-d", "-c", "-q"], input=data[1:], stdout=subprocess.PIPE,
                         check=True).stdout
    pos = 0

    def varint():
        nonlocal pos
        v = shift = 0
        while True:
            b = raw[pos]
            pos += 1
            v |= (b & 0x7F) << shift
            shift += 7
            if b < 0x80:
                return v

    def zigzag():
        u = varint()
        return (u >> 1) ^ -(u & 1)

    n, runs = varint(), varint()
    ids, prev = [], 0
    for _ in range(n):
        prev += varint() + 1
        ids.append(prev)
    first = [varint() for _ in range(n)]
    cols = [[zigzag() for _ in range(n)] for _ in range(COLUMNS)]
    cols[1] = [_signed(cols[0][i] + cols[1][i]) for i in range(n)]  # time - self_time
    times = [[_signed(cols[0][i] + zigzag()) for i in range(n)] for _ in range(runs)]
    if pos != len(raw):
        sys.exit("query_block: %d trailing bytes" % (len(raw) - pos))
    return {ids[i]: (first[i], [c[i] for c in cols], [t[i] for t in times]) for i in range(n)}
