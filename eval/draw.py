#!/usr/bin/env python3
"""Draw the project's annotation sample from the shared dev pool.

    python3 eval/draw.py ../shared/corpus/dev-pool.jsonl > eval/dev-sample.txt

Prints one id per line with its half ("tune" or "test"): 150 ids drawn at
random with a fixed seed, so the same pool always gives the same sample. The
first 75 drawn form the tuning half (may be studied while changing the rules),
the other 75 the test half (scored only at the end of a round).
Then 60 more ids, drawn with a second fixed seed from the rest of the pool:
"tune2", a fresh tuning sample (2026-12-04) for when the first tuning half
has been studied so long that its gains stop carrying over to the test half.
Then 60 more with a third fixed seed: "tune3" (2026-12-05), drawn when tune
and tune2 had both been studied for rounds (proposes precision 0.98 and 1.00
there against 0.78 on the test half); its first score, taken before anyone
looked at papergraph's output for it, is a second unseen measurement.
Then 60 more with a fourth fixed seed: "tune4" (2026-12-05, later session),
a third unseen measurement once tune3 had been studied for a round.
Then 60 more with a fifth fixed seed: "tune5" (2026-12-06), a fourth unseen
measurement once tune4 had been studied for a round.
Then 60 more with a sixth fixed seed: "tune6" (2026-12-06, later session), a
fifth unseen measurement once tune5 had been studied for a round.
Then 60 more with a seventh fixed seed: "tune7" (2026-12-06, third session), a
sixth unseen measurement once tune6 had been studied for a round.
Then 60 more with an eighth fixed seed: "tune8" (2026-12-06, sixth session), a
seventh unseen measurement, drawn when round 15's gains on the studied samples
(+0.02) and its loss on the test half (-0.02) disagreed.
Then 60 more with a ninth fixed seed: "tune9" (2026-12-07, eighth session), an
eighth unseen measurement, drawn when tune8 had been studied for three rounds.
Then 60 more with a tenth fixed seed: "tune10" (2026-12-07, tenth session), a
ninth unseen measurement, drawn when the test half had stayed at 0.56 for five
rounds while the studied samples kept rising.
Then 60 more with an eleventh fixed seed: "tune11" (2026-12-07, twelfth
session), a tenth unseen measurement once tune10 had been studied for a round.
Then 60 more with a twelfth fixed seed: "tune12" (2026-12-07, thirteenth
session), an eleventh unseen measurement once tune11 had been studied for a round.
Only ids are written: no abstract text leaves the pool.
"""
import json
import random
import sys

SEED = 20261203
SIZE = 150
# the later tuning samples, each drawn with its own seed from what is left
LATER = [
    (20261204, 60, "tune2"),
    (20261205, 60, "tune3"),
    (20261206, 60, "tune4"),
    (20261207, 60, "tune5"),
    (20261208, 60, "tune6"),
    (20261209, 60, "tune7"),
    (20261210, 60, "tune8"),
    (20261211, 60, "tune9"),
    (20261212, 60, "tune10"),
    (20261213, 60, "tune11"),
    (20261214, 60, "tune12"),
]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: draw.py DEV-POOL.jsonl")
    ids = []
    with open(sys.argv[1], encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                ids.append(json.loads(line)["id"])
            except (ValueError, KeyError) as e:
                sys.exit(f"{sys.argv[1]}:{n}: not a pool record ({e})")
    need = SIZE + sum(size for _, size, _ in LATER)
    if len(ids) < need:
        sys.exit(f"{sys.argv[1]}: {len(ids)} records, need {need}")
    ids.sort()  # independent of the pool's line order
    drawn = random.Random(SEED).sample(ids, SIZE)
    for i, pid in enumerate(drawn):
        print(pid, "tune" if i < SIZE // 2 else "test")
    taken = set(drawn)
    rest = [pid for pid in ids if pid not in taken]
    for seed, size, name in LATER:
        more = random.Random(seed).sample(rest, size)
        for pid in more:
            print(pid, name)
        taken.update(more)
        rest = [pid for pid in rest if pid not in taken]


if __name__ == "__main__":
    main()
