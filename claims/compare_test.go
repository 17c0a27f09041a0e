package claims

import (
	"testing"

	"github.com/corroborate/corroborate"
)

func TestCompareQuantities(t *testing.T) {
	const k = "quantity:image"
	ex, ab, mt, lt := corroborate.Exact, corroborate.About, corroborate.MoreThan, corroborate.LessThan
	tests := []struct {
		name string
		a, b corroborate.Claim
		want bool
	}{
		{"more-than contradicts an exact value just below", qclaim(k, 31000, mt), qclaim(k, 30952, ex), false},
		{"more-than agrees with a larger exact value", qclaim(k, 31000, mt), qclaim(k, 31240, ex), true},
		{"more-than excludes its own bound stated exactly to the unit", qclaim(k, 31001, mt), qclaim(k, 31001, ex), false},
		{"about agrees with nearly", qclaim(k, 64000, ab), qclaim(k, 64000, lt), true},
		{"nearly agrees with a value just under", qclaim(k, 31000, lt), qclaim(k, 30952, ex), true},
		{"nearly contradicts the value itself stated to the unit", qclaim(k, 412, lt), qclaim(k, 412, ex), false},
		{"nearly contradicts a value far under", qclaim(k, 31000, lt), qclaim(k, 20000, ex), false},
		{"round exact agrees with precise exact within rounding", qclaim(k, 31000, ex), qclaim(k, 30952, ex), true},
		{"round exact contradicts a value beyond 2%", qclaim(k, 31000, ex), qclaim(k, 29000, ex), false},
		{"exact counts stated to the unit must be equal", qclaim(k, 412, ex), qclaim(k, 413, ex), false},
		{"doubling contradicts", qclaim(k, 64000, ex), qclaim(k, 31000, ex), false},
		{"about spans ten percent", qclaim(k, 9000, ab), qclaim(k, 9800, ex), true},
		{"about does not span twenty percent", qclaim(k, 9000, ab), qclaim(k, 11000, ex), false},
		{"at-least agrees with about the same", qclaim(k, 9000, corroborate.AtLeast), qclaim(k, 9000, ab), true},
		{"at-least contradicts less", qclaim(k, 9500, corroborate.AtLeast), qclaim(k, 9000, ex), false},
		{"up-to agrees with its ceiling", qclaim(k, 70, corroborate.UpTo), qclaim(k, 70, ex), true},
		{"up-to contradicts far less", qclaim(k, 70, corroborate.UpTo), qclaim(k, 20, ex), false},
		{"at-most contradicts more", qclaim(k, 70, corroborate.AtMost), qclaim(k, 71, ex), false},
		{"different keys never agree", qclaim(k, 5, ex), qclaim("quantity:video", 5, ex), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Compare(tt.a, tt.b); got != tt.want {
				t.Errorf("Compare(%v %v, %v %v) = %v, want %v", tt.a.Qualifier, tt.a.Number, tt.b.Qualifier, tt.b.Number, got, tt.want)
			}
			if got := Compare(tt.b, tt.a); got != tt.want {
				t.Errorf("Compare is not symmetric for %s", tt.name)
			}
		})
	}
}

func TestCompareRanges(t *testing.T) {
	r := qclaim("quantity:time:minute:work", 10, corroborate.Exact)
	r.Low, r.High, r.Unit = 10, 25, "minute"
	in := qclaim(r.Key, 20, corroborate.Exact)
	in.Unit = "minute"
	out := qclaim(r.Key, 40, corroborate.Exact)
	out.Unit = "minute"
	if !Compare(r, in) {
		t.Error("a value inside a range should agree with it")
	}
	if Compare(r, out) {
		t.Error("a value outside a range should contradict it")
	}
	other := in
	other.Unit = "hour"
	if Compare(in, other) {
		t.Error("different units should never agree")
	}
}

func TestComparePercentages(t *testing.T) {
	tests := []struct {
		name string
		a, b corroborate.Claim
		want bool
	}{
		{"two points apart", pclaim(41, corroborate.Exact), pclaim(43, corroborate.Exact), false},
		{"one point apart", pclaim(41, corroborate.Exact), pclaim(42, corroborate.Exact), false},
		{"within a point", pclaim(41, corroborate.Exact), pclaim(41.4, corroborate.Exact), true},
		{"qualified about", pclaim(41, corroborate.About), pclaim(43, corroborate.Exact), true},
		{"more than", pclaim(41, corroborate.MoreThan), pclaim(43, corroborate.Exact), true},
		{"more than, below", pclaim(41, corroborate.MoreThan), pclaim(39, corroborate.Exact), false},
	}
	for _, tt := range tests {
		if got := Compare(tt.a, tt.b); got != tt.want {
			t.Errorf("%s: Compare = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestCompareQuotesEventsRoles(t *testing.T) {
	q := func(speaker string) corroborate.Claim {
		return corroborate.Claim{Kind: corroborate.QuoteClaim, Key: "quote:this is a ticking bomb", Speaker: speaker, Value: speaker}
	}
	ev := func(v, unit string) corroborate.Claim {
		return corroborate.Claim{Kind: corroborate.EventClaim, Key: "event:release:document", Value: v, Unit: unit}
	}
	role := func(v string) corroborate.Claim {
		return corroborate.Claim{Kind: corroborate.RoleClaim, Key: "role:marta quell:auditor", Value: v}
	}
	tests := []struct {
		name string
		a, b corroborate.Claim
		want bool
	}{
		{"same speaker", q("Orla Brennick"), q("Orla Brennick"), true},
		{"speaker with title and surname only", q("Dame Orla Brennick"), q("Brennick"), true},
		{"particle surname", q("Sir Anton van der Holt"), q("van der Holt"), true},
		{"different speakers", q("Orla Brennick"), q("Tomas Fairley"), false},
		{"same surname, different first names", q("Orla Brennick"), q("Pavel Brennick"), false},
		{"unknown speaker contradicts nobody", q(""), q("Tomas Fairley"), true},
		{"same day", ev("2019-06-03", "day"), ev("2019-06-03", "day"), true},
		{"day inside month", ev("2019-06-03", "day"), ev("2019-06", "month"), true},
		{"different days", ev("2019-06-03", "day"), ev("2019-06-04", "day"), false},
		{"different months", ev("2019-06", "month"), ev("2019-07-01", "day"), false},
		{"different unresolved weekdays", ev("thursday", "unresolved"), ev("friday", "unresolved"), false},
		{"same unresolved weekday", ev("thursday", "unresolved"), ev("thursday", "unresolved"), true},
		{"unresolved against resolved", ev("thursday", "unresolved"), ev("2019-06-06", "day"), true},
		{"same period coarser", ev("2012-04/2015-09", "month"), ev("2012/2015", "year"), true},
		{"different period", ev("2012-04/2015-09", "month"), ev("2012-04/2016-01", "month"), false},
		{"role: former vs first", role("former chief auditor of x"), role("first chief auditor"), true},
		{"role: different role", role("chief auditor"), role("deputy auditor"), false},
	}
	for _, tt := range tests {
		if got := Compare(tt.a, tt.b); got != tt.want {
			t.Errorf("%s: Compare = %v, want %v", tt.name, got, tt.want)
		}
	}
}
