package api

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
)

// Listing bounds for documents, entities and claims.
const (
	defaultLimit = 20
	maxLimit     = 500
	maxOffset    = 100000
	maxNameBytes = 200
)

// idPattern is every id the project makes: hex digests, "<doc>:<n>" passage ids, "e<hex>"
// entity ids. Anything else in an id slot is a malformed request.
var idPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$`)

// namePattern is an entity id or name as a path or query parameter: letters, digits, spaces and
// the punctuation names carry.
var namePattern = regexp.MustCompile(`^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'’&()_:/-]*$`)

func pathID(c *gin.Context) (string, error) {
	id := c.Param("id")
	if !idPattern.MatchString(id) {
		return "", malformed("id: %q is not a valid id (letters, digits, '.', '_', ':', '-'; at most 128)", clip(id))
	}
	return id, nil
}

// idOrName reads a parameter that may be an id or an entity name.
func idOrName(field, v string) (string, error) {
	v = strings.TrimSpace(v)
	if len(v) > maxNameBytes {
		return "", invalid("%s: %d bytes, at most %d allowed", field, len(v), maxNameBytes)
	}
	if !namePattern.MatchString(v) {
		return "", malformed("%s: %q is not an id or a name", field, clip(v))
	}
	return v, nil
}

// requiredName is idOrName for a query parameter that must be present.
func requiredName(c *gin.Context, field string) (string, error) {
	v := strings.TrimSpace(c.Query(field))
	if v == "" {
		return "", invalid("%s: required", field)
	}
	return idOrName(field, v)
}

// intParam reads an optional integer in [min, max]; def when absent. Not a number is a 400; out
// of range a 422.
func intParam(c *gin.Context, field string, def, min, max int) (int, error) {
	v, ok := c.GetQuery(field)
	if !ok || v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, malformed("%s: %q is not an integer", field, clip(v))
	}
	if n < min || n > max {
		return 0, invalid("%s: %d is outside %d..%d", field, n, min, max)
	}
	return n, nil
}

func boolParam(c *gin.Context, field string) (bool, error) {
	v, ok := c.GetQuery(field)
	if !ok || v == "" {
		return false, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return false, malformed("%s: %q is not true or false", field, clip(v))
	}
	return b, nil
}

// enumParam reads an optional value that must be one of allowed.
func enumParam(c *gin.Context, field string, allowed ...string) (string, error) {
	v := strings.TrimSpace(c.Query(field))
	if v == "" {
		return "", nil
	}
	for _, a := range allowed {
		if strings.EqualFold(v, a) {
			return a, nil
		}
	}
	return "", invalid("%s: %q is not one of %s", field, clip(v), strings.Join(allowed, ", "))
}

// textParam reads optional free text, bounded.
func textParam(c *gin.Context, field string, max int) (string, error) {
	v := strings.TrimSpace(c.Query(field))
	if len(v) > max {
		return "", invalid("%s: %d bytes, at most %d allowed", field, len(v), max)
	}
	return v, nil
}

// clip keeps echoed input short in messages.
func clip(s string) string {
	if len(s) > 64 {
		return strings.ToValidUTF8(s[:64], "") + "…"
	}
	return s
}

// queryParams reads several query parameters and keeps the first error, so that a handler reads
// them in a row and checks once.
type queryParams struct {
	c   *gin.Context
	err error
}

func (p *queryParams) text(field string, max int) string {
	if p.err != nil {
		return ""
	}
	v, err := textParam(p.c, field, max)
	p.err = err
	return v
}

func (p *queryParams) int(field string, def, min, max int) int {
	if p.err != nil {
		return 0
	}
	v, err := intParam(p.c, field, def, min, max)
	p.err = err
	return v
}

func (p *queryParams) bool(field string) bool {
	if p.err != nil {
		return false
	}
	v, err := boolParam(p.c, field)
	p.err = err
	return v
}

func (p *queryParams) enum(field string, allowed ...string) string {
	if p.err != nil {
		return ""
	}
	v, err := enumParam(p.c, field, allowed...)
	p.err = err
	return v
}

// name reads an optional id-or-name parameter.
func (p *queryParams) name(field string) string {
	if p.err != nil {
		return ""
	}
	v := strings.TrimSpace(p.c.Query(field))
	if v == "" {
		return ""
	}
	v, p.err = idOrName(field, v)
	return v
}

// page reads offset and limit.
func (p *queryParams) page() (offset, limit int) {
	return p.int("offset", 0, 0, maxOffset), p.int("limit", defaultLimit, 1, maxLimit)
}
