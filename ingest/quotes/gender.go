package quotes

import (
	_ "embed"
	"strings"
	"sync"
)

// genders.txt lists given names that belong to one gender ("Fatima f"), generated from
// gender-guesser's nam_dict.txt by ingest/extract/lexicon/gen_lexicon.py; unisex names are
// not in it.
//
//go:embed genders.txt
var gendersText string

var (
	givenOnce sync.Once
	given     map[string]gender
)

// givenGender returns the gender a given name tells, or unknownGender. Accents are folded
// ("Hélène" is "Helene").
func givenGender(name string) gender {
	givenOnce.Do(func() {
		given = make(map[string]gender, 31000)
		for line := range strings.SplitSeq(gendersText, "\n") {
			n, g, ok := strings.Cut(line, " ")
			if !ok {
				continue
			}
			if g == "m" {
				given[n] = male
			} else if g == "f" {
				given[n] = female
			}
		}
	})
	return given[foldLatin(name)]
}

// latinFold maps the accented letters of Western European given names to plain ones.
var latinFold = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "é", "e", "è", "e", "ê", "e",
	"ë", "e", "í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "o",
	"õ", "o", "ø", "o", "ú", "u", "ù", "u", "û", "u", "ü", "u", "ñ", "n", "ç", "c", "ý", "y",
	"É", "E", "Á", "A", "Í", "I", "Ó", "O", "Ú", "U", "Å", "A", "Ö", "O", "Ü", "U", "Ä", "A",
)

func foldLatin(s string) string { return latinFold.Replace(s) }
