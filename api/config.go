package api

import (
	"os"
	"strconv"
	"strings"

	"github.com/corroborate/corroborate"
)

// ConfigFromEnv reads the server settings a deployment sets in the environment:
// CORROBORATE_API_TOKEN (writes), CORROBORATE_READ_TOKEN (reads, optional),
// CORROBORATE_CORS_ORIGINS (comma-separated), CORROBORATE_RATE_LIMIT (requests per second per
// client; "off" or a negative number disables it), CORROBORATE_RATE_BURST and
// CORROBORATE_MAX_BODY_MB. An unparsable number is an EINVALID error naming the variable.
func ConfigFromEnv() (Config, error) {
	c := Config{
		Token:     strings.TrimSpace(os.Getenv("CORROBORATE_API_TOKEN")),
		ReadToken: strings.TrimSpace(os.Getenv("CORROBORATE_READ_TOKEN")),
	}
	for _, o := range strings.Split(os.Getenv("CORROBORATE_CORS_ORIGINS"), ",") {
		if o = strings.TrimSpace(o); o != "" {
			c.CORSOrigins = append(c.CORSOrigins, o)
		}
	}
	if v := strings.TrimSpace(os.Getenv("CORROBORATE_RATE_LIMIT")); v != "" {
		if strings.EqualFold(v, "off") {
			c.RateLimit = -1
		} else if f, err := strconv.ParseFloat(v, 64); err != nil {
			return c, corroborate.Errorf(corroborate.EINVALID, "CORROBORATE_RATE_LIMIT: %q is not a number", v)
		} else {
			c.RateLimit = f
		}
	}
	if v := strings.TrimSpace(os.Getenv("CORROBORATE_RATE_BURST")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return c, corroborate.Errorf(corroborate.EINVALID, "CORROBORATE_RATE_BURST: %q is not a positive integer", v)
		}
		c.RateBurst = n
	}
	if v := strings.TrimSpace(os.Getenv("CORROBORATE_MAX_BODY_MB")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return c, corroborate.Errorf(corroborate.EINVALID, "CORROBORATE_MAX_BODY_MB: %q is not a positive integer", v)
		}
		c.MaxBodyBytes = int64(n) << 20
	}
	return c, nil
}
