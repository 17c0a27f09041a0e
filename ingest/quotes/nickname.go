package quotes

import "strings"

// maxNicknameWords bounds a quoted nickname inside a name (J.W. "Pete" Huey, Leo "The Rock"
// Marchetti); longer quoted runs are speech or titles.
const maxNicknameWords = 3

// nicknamed maps, in lower case, the surname of every name written with a quoted nickname
// between its parts to the name without the nickname: `J.W. "Pete" Huey` gives "huey" →
// "J.W. Huey". Entity recognition tends to break such a name at the marks, leaving the surname
// alone, so a speaker found by that surname is given the name as the text wrote it.
func (d *doc) nicknamed() map[string]string {
	var out map[string]string
	for _, p := range d.pairs {
		if p.cont || p.closeEnd >= len(d.body) || p.open == 0 || d.body[p.closeEnd] != ' ' || d.body[p.open-1] != ' ' {
			continue
		}
		inner := tokenize(d.body, p.open+p.openLen, p.close)
		if len(inner) == 0 || len(inner) > maxNicknameWords || !allCapitalisedWords(d.body, inner) {
			continue
		}
		after := tokenize(d.body, p.closeEnd, min(len(d.body), p.closeEnd+64))
		if len(after) == 0 || !after[0].word || !isCapitalised(d.body, after[0]) {
			continue
		}
		// The given name right before the nickname, or initials ("J.W.", "J. W."); a word before
		// it is a title or role ("Captain"), not part of the name.
		before := tokenize(d.body, max(d.lineStart(p.open), p.open-64), p.open)
		k := len(before)
		if k > 0 && !before[k-1].word && d.body[before[k-1].start] == '.' {
			for k > 1 && !before[k-1].word && d.body[before[k-1].start] == '.' && before[k-2].word && initials(d.body, before[k-2]) {
				k -= 2
			}
		} else if k > 0 && before[k-1].word && isCapitalised(d.body, before[k-1]) {
			k--
		}
		if k == len(before) || titles[lower(d.body, before[k])] || officeHeads[lower(d.body, before[k])] {
			continue
		}
		given := d.body[before[k].start : p.open-1]
		surname := d.body[after[0].start:after[0].end]
		if out == nil {
			out = map[string]string{}
		}
		out[strings.ToLower(surname)] = given + " " + surname
		out[strings.TrimRight(strings.ToLower(given), ".")] = given + " " + surname
	}
	return out
}

func allCapitalisedWords(body string, toks []token) bool {
	for _, t := range toks {
		if t.word && !isCapitalised(body, t) {
			return false
		}
	}
	return true
}

// fullNames gives quotes whose speaker is a bare surname written elsewhere with a quoted
// nickname the name without the nickname.
func (d *doc) fullNames(res []found) {
	var names map[string]string
	done := false
	for i := range res {
		sp := res[i].q.Speaker
		if sp == "" || strings.ContainsRune(sp, ' ') {
			continue
		}
		if !done {
			names, done = d.nicknamed(), true
		}
		if full, ok := names[strings.TrimRight(strings.ToLower(sp), ".")]; ok {
			res[i].q.Speaker = full
		}
	}
}

// initials reports whether a word token is one or more initials ("J", "J.W").
func initials(body string, t token) bool {
	for _, part := range strings.Split(body[t.start:t.end], ".") {
		if len(part) != 1 || part[0] < 'A' || part[0] > 'Z' {
			return false
		}
	}
	return true
}
