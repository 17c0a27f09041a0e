package claims

import (
	"math"
	"strconv"
	"strings"

	"github.com/corroborate/corroborate"
)

// Tolerances. A number is read as the interval of values it is compatible with; two claims
// agree when their intervals overlap.
const (
	// RoundingTolerance is the most an exact, round number ("31,000") may be off: round counts
	// of a thousand or more are rounded by whoever wrote them. A number stated to the unit
	// ("30,952") is a point.
	RoundingTolerance = 0.02
	// AboutTolerance is the spread of "about", "approximately", "some", "nearly" as about.
	AboutTolerance = 0.10
	// BelowTolerance is how far under the value "almost", "nearly", "less than" reach.
	BelowTolerance = 0.10
	// CeilingReach is how far under its ceiling "up to" and "at most" reach: news usage says
	// "as many as 50" of a count near 50, not of 5.
	CeilingReach = 0.50
	// PercentPoint is the difference at which two exact percentages disagree.
	PercentPoint = 1.0
)

// span is a closed or half-open interval of values.
type span struct {
	lo, hi         float64
	openLo, openHi bool
}

// interval returns the values a quantity claim is compatible with.
func interval(c corroborate.Claim) span {
	v := c.Number
	lo, hi := c.Low, c.High
	if lo == 0 && hi == 0 {
		lo, hi = v, v
	}
	pct := c.Unit == "%"
	switch c.Qualifier {
	case corroborate.About:
		d := math.Max(lo*AboutTolerance, 0)
		if pct {
			d = math.Max(d, 2)
		}
		return span{lo: lo - d, hi: hi + d}
	case corroborate.MoreThan:
		return span{lo: hi, hi: math.Inf(1), openLo: true}
	case corroborate.AtLeast:
		return span{lo: hi, hi: math.Inf(1)}
	case corroborate.LessThan:
		return span{lo: lo * (1 - BelowTolerance), hi: lo, openHi: true}
	case corroborate.AtMost, corroborate.UpTo:
		return span{lo: hi * (1 - CeilingReach), hi: hi}
	}
	if pct {
		// Exact percentages within a point agree: "60%" and "60.4%" are one share.
		return span{lo: lo - PercentPoint/2, hi: hi + PercentPoint/2, openLo: true, openHi: true}
	}
	if lo == hi {
		d := roundingSlack(v)
		return span{lo: v - d, hi: v + d}
	}
	return span{lo: lo, hi: hi}
}

// roundingSlack is the tolerance of an exact number: half the unit of its last significant
// digit, capped at RoundingTolerance of its value, for round numbers of 1,000 or more; zero
// otherwise.
func roundingSlack(v float64) float64 {
	if v < 1000 || v != math.Trunc(v) {
		return 0
	}
	unit := 1.0
	for n := int64(v); n%10 == 0 && n > 0; n /= 10 {
		unit *= 10
	}
	if unit == 1 {
		return 0
	}
	return math.Min(unit/2, v*RoundingTolerance)
}

func intervalsOverlap(a, b span) bool {
	if a.hi < b.lo || b.hi < a.lo {
		return false
	}
	if a.hi == b.lo && (a.openHi || b.openLo) {
		return false
	}
	if b.hi == a.lo && (b.openHi || a.openLo) {
		return false
	}
	return true
}

// Compare reports whether two claims about the same thing agree within tolerance:
//
//   - quantities: the intervals their values and qualifiers allow overlap ("about 64,000" and
//     "nearly 64,000" agree; "more than 31,000" and an exact 30,952 do not); exact percentages
//     agree within a point;
//   - quotes: the same speaker, by normalised name (a surname alone matches the full name); an
//     unknown speaker contradicts nobody;
//   - events: the same date at the coarser granularity of the two; an unresolved relative date
//     ("Monday") agrees only with the same words, and contradicts no resolved date;
//   - roles: the core of one title contains the other's ("former chief prosecutor" and
//     "first chief prosecutor of X").
//
// Claims of different kinds, or with different keys (quotes excepted: a fragment may be
// grouped with the quote it comes from), never agree.
func Compare(a, b corroborate.Claim) bool {
	if a.Kind != b.Kind {
		return false
	}
	if a.Kind != corroborate.QuoteClaim && a.Key != b.Key {
		return false
	}
	switch a.Kind {
	case corroborate.QuantityClaim:
		if a.Unit != b.Unit {
			return false
		}
		return intervalsOverlap(interval(a), interval(b))
	case corroborate.QuoteClaim:
		return SameSpeaker(a.Speaker, b.Speaker)
	case corroborate.EventClaim:
		return sameDate(a.Value, a.Unit, b.Value, b.Unit)
	case corroborate.RoleClaim:
		ca, cb := RoleCore(a.Value), RoleCore(b.Value)
		return containsWords(ca, cb) || containsWords(cb, ca)
	}
	return a.Value == b.Value
}

// SameSpeaker reports whether two speaker names can be the same person: equal canonical keys,
// or one a surname-only form of the other. Empty names (unknown speaker) match anything.
func SameSpeaker(a, b string) bool {
	if a == "" || b == "" {
		return true
	}
	ka, kb := CanonicalKey(a, corroborate.Person), CanonicalKey(b, corroborate.Person)
	if ka == kb {
		return true
	}
	ta, tb := strings.Fields(ka), strings.Fields(kb)
	if len(ta) > len(tb) {
		ta, tb = tb, ta
	}
	// The shorter must be the longer's surname (its last words), and the longer's first names
	// must not clash with a first name the shorter gives.
	if len(ta) == 0 || len(ta) >= len(tb) {
		return false
	}
	return strings.Join(tb[len(tb)-len(ta):], " ") == strings.Join(ta, " ")
}

// sameDate compares two event values, each a date or a "from/to" period.
func sameDate(a, ga, b, gb string) bool {
	pa, pb := strings.Split(a, "/"), strings.Split(b, "/")
	if len(pa) != len(pb) {
		// A period and a single date agree when the date falls at one end of the period.
		if len(pa) > len(pb) {
			pa, pb, ga, gb = pb, pa, gb, ga
		}
		return sameDate(pa[0], ga, pb[0], gb) || sameDate(pa[0], ga, pb[len(pb)-1], gb)
	}
	for i := range pa {
		x, y := pa[i], pb[i]
		xr, yr := isISO(x), isISO(y)
		switch {
		case !xr && !yr:
			if x != y {
				return false
			}
		case xr != yr:
			// One side is a relative date we could not anchor: it cannot contradict.
		default:
			n := min(len(x), len(y))
			if x[:n] != y[:n] {
				return false
			}
		}
	}
	return true
}

// isISO reports whether s is an ISO date: "2013", "2013-08" or "2013-08-21".
func isISO(s string) bool {
	if len(s) != 4 && len(s) != 7 && len(s) != 10 {
		return false
	}
	_, err := strconv.Atoi(s[:4])
	return err == nil
}

// containsWords reports whether every word of small is in big. Words match when equal or when
// one is a prefix of the other of at least four letters: demonyms and their short forms
// ("yugoslav", "yugoslavian") name the same thing.
func containsWords(big, small []string) bool {
	for _, w := range small {
		found := false
		for _, b := range big {
			if w == b || len(w) >= 4 && len(b) >= 4 && (strings.HasPrefix(w, b) || strings.HasPrefix(b, w)) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
