"""The filter the generated place lists share: which names are safe to read as places."""
import re
import unicodedata


def keep_name(n, words, first, surnames, known, lowerok):
    """Reports whether n may stand in a weak place list: not a common word (also once its accents
    are folded), a given name, a frequent surname, shorter than four letters or already listed,
    made of letters only, and with lowercase words only among the particles in lowerok."""
    plain = unicodedata.normalize("NFKD", n).encode("ascii", "ignore").decode()
    if len(n) < 4 or n.lower() in words or plain.lower() in words or n in first or n in surnames or n.lower() in known:
        return False
    if not re.fullmatch(r"[^\W\d_]+(?:[ '-][^\W\d_]+)*", n):
        return False
    return not any(w[0].islower() and w not in lowerok for w in n.split(" "))
