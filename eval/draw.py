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
Only ids are written: no abstract text leaves the pool.
"""
import json
import random
import sys

SEED = 20261203
SIZE = 150
SEED2 = 20261204
SIZE2 = 60
SEED3 = 20261205
SIZE3 = 60
SEED4 = 20261206
SIZE4 = 60
SEED5 = 20261207
SIZE5 = 60
SEED6 = 20261208
SIZE6 = 60
SEED7 = 20261209
SIZE7 = 60


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
    need = SIZE + SIZE2 + SIZE3 + SIZE4 + SIZE5 + SIZE6 + SIZE7
    if len(ids) < need:
        sys.exit(f"{sys.argv[1]}: {len(ids)} records, need {need}")
    ids.sort()  # independent of the pool's line order
    drawn = random.Random(SEED).sample(ids, SIZE)
    for i, pid in enumerate(drawn):
        print(pid, "tune" if i < SIZE // 2 else "test")
    taken = set(drawn)
    rest = [pid for pid in ids if pid not in taken]
    drawn2 = random.Random(SEED2).sample(rest, SIZE2)
    for pid in drawn2:
        print(pid, "tune2")
    taken.update(drawn2)
    rest = [pid for pid in rest if pid not in taken]
    drawn3 = random.Random(SEED3).sample(rest, SIZE3)
    for pid in drawn3:
        print(pid, "tune3")
    taken.update(drawn3)
    rest = [pid for pid in rest if pid not in taken]
    drawn4 = random.Random(SEED4).sample(rest, SIZE4)
    for pid in drawn4:
        print(pid, "tune4")
    taken.update(drawn4)
    rest = [pid for pid in rest if pid not in taken]
    drawn5 = random.Random(SEED5).sample(rest, SIZE5)
    for pid in drawn5:
        print(pid, "tune5")
    taken.update(drawn5)
    rest = [pid for pid in rest if pid not in taken]
    drawn6 = random.Random(SEED6).sample(rest, SIZE6)
    for pid in drawn6:
        print(pid, "tune6")
    taken.update(drawn6)
    rest = [pid for pid in rest if pid not in taken]
    for pid in random.Random(SEED7).sample(rest, SIZE7):
        print(pid, "tune7")


if __name__ == "__main__":
    main()
