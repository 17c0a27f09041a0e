// Package dates reads the dates an article names, absolute ("April 29, 2009", "29 April 2009",
// "June 2015", "2019-12-20", "in 2009", "mid-2012") and relative ("Monday", "yesterday", "last
// week", "October last year", "two years ago", "in March"), each with its byte span, granularity
// and ISO form, resolved against the publication date when one is known.
//
// Decisions worth knowing:
//
//   - Relative dates, and days written without a year ("Jan. 20"), are Relative; with no
//     publication date they are kept with Resolved false and an empty ISO.
//   - A bare weekday is the latest such day on or before publication; "last Monday" is strictly
//     before, "next Monday" strictly after, and "this Monday" or a sentence about the future
//     ("will meet on Monday") the first on or after.
//   - "last week"/"next week" resolve to the day seven days before/after publication with
//     granularity day; "this week" to the publication day. There is no ISO week form.
//   - A bare month ("in March") is in the publication year unless that is after the
//     publication month, then the year before; in a sentence about the future, the next one.
//     "last March" is strictly before the publication month, "next March" strictly after.
//   - A day without a year takes the publication year, or the year before when that would put
//     it more than six months after publication.
//   - "a few" and "several" count 3 and "a couple" 2 in "a few weeks ago"; days and weeks ago
//     resolve to a day, months to a month, years and decades to a year.
//   - "May" and "March" alone are months only after a word that introduces a date ("in May",
//     "since March", "last May") or next to a day or year; month names must be capitalised,
//     and abbreviations ("Jan.") count only next to a day or a year.
//   - Four digits are a year by the same rule the quantity package uses: from 1800 on unless a
//     qualifier comes before or a unit or counted word comes after ("2000 troops"); before 1800
//     only after a word like "in" or "since". "1975-1990" gives two years.
package dates
