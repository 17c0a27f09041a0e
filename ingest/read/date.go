package read

import (
	"log/slog"
	"regexp"
	"strings"
	"time"
)

// dateLayouts are the publication date forms accepted in metadata, tried in order. Forms with a
// time of day keep the date as written in the source's own time zone.
var dateLayouts = []string{
	time.RFC3339Nano,
	"2006-01-02T15:04:05",
	"2006-01-02T15:04",
	"2006-01-02 15:04:05Z07:00",
	"2006-01-02 15:04:05 -0700",
	"2006-01-02 15:04:05",
	"2006-01-02 15:04",
	"2006-01-02",
	"2006/01/02",
	"2006.01.02",
	"20060102",
	"January 2, 2006",
	"January 2 2006",
	"Jan 2, 2006",
	"Jan 2 2006",
	"2 January 2006",
	"2 Jan 2006",
	"Monday, January 2, 2006",
	"Monday January 2, 2006",
	"Monday, 2 January 2006",
	"Mon, January 2, 2006",
	"Mon, Jan 2, 2006",
	time.RFC1123Z,
	time.RFC1123,
	time.RFC850,
	time.ANSIC,
	time.UnixDate,
	"Mon, 2 Jan 2006 15:04:05 -0700",
	"Mon, 2 Jan 2006 15:04:05 MST",
	"2 Jan 2006 15:04:05 -0700",
	"January 2, 2006 15:04",
	"January 2, 2006 3:04 PM",
	"Jan 2, 2006 3:04 PM",
}

var (
	// ordinalDay matches "2nd", "21st" so "January 2nd, 2006" parses like "January 2, 2006".
	ordinalDay = regexp.MustCompile(`\b(\d{1,2})(st|nd|rd|th)\b`)
	// isoPrefix matches an ISO date followed by a time in any of the many forms sites write.
	isoPrefix = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})[T ]\d`)
	// abbrevDot matches the period of an abbreviated month or weekday ("Jan.", "Sept.").
	abbrevDot = regexp.MustCompile(`\b([A-Za-z]{3,4})\.`)
)

// NormalizeDate parses a publication date in a common form (RFC 3339, "2006-01-02",
// "January 2, 2006", "2 January 2006", "Jan 2, 2006", "2006/01/02", mail and HTTP dates) and
// returns it as "2006-01-02". It reports false when s is not such a date.
func NormalizeDate(s string) (string, bool) {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "", false
	}
	if m := isoPrefix.FindStringSubmatch(s); m != nil {
		// The date as the source wrote it, whatever the time and zone after it.
		s = m[1]
	}
	for _, cand := range []string{s, cleanDate(s)} {
		for _, layout := range dateLayouts {
			if t, err := time.Parse(layout, cand); err == nil {
				return t.Format(time.DateOnly), true
			}
		}
	}
	return "", false
}

func cleanDate(s string) string {
	s = ordinalDay.ReplaceAllString(s, "$1")
	s = abbrevDot.ReplaceAllStringFunc(s, func(m string) string {
		w := strings.ToLower(m[:len(m)-1])
		if w == "sept" {
			return "Sep"
		}
		return m[:len(m)-1]
	})
	s = strings.ReplaceAll(s, "Sept ", "Sep ")
	return strings.TrimSuffix(s, ".")
}

// published returns the normalised form of a metadata date, logging (not failing on) one that
// cannot be read: a bad date should not lose the document.
func published(name, raw string) string {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return ""
	}
	if d, ok := NormalizeDate(raw); ok {
		return d
	}
	slog.Warn("publication date not understood; left empty", "input", name, "date", raw)
	return ""
}
