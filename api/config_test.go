package api

import (
	"testing"

	"github.com/corroborate/corroborate"
)

func TestConfigFromEnv(t *testing.T) {
	t.Setenv("CORROBORATE_API_TOKEN", " w ")
	t.Setenv("CORROBORATE_READ_TOKEN", "r")
	t.Setenv("CORROBORATE_CORS_ORIGINS", "https://a.example, https://b.example,")
	t.Setenv("CORROBORATE_RATE_LIMIT", "off")
	t.Setenv("CORROBORATE_RATE_BURST", "7")
	t.Setenv("CORROBORATE_MAX_BODY_MB", "5")
	c, err := ConfigFromEnv()
	if err != nil {
		t.Fatal(err)
	}
	if c.Token != "w" || c.ReadToken != "r" || len(c.CORSOrigins) != 2 || c.CORSOrigins[1] != "https://b.example" ||
		c.RateLimit >= 0 || c.RateBurst != 7 || c.MaxBodyBytes != 5<<20 {
		t.Errorf("config = %+v", c)
	}
	t.Setenv("CORROBORATE_RATE_LIMIT", "fast")
	if _, err := ConfigFromEnv(); corroborate.ErrorCode(err) != corroborate.EINVALID {
		t.Errorf("bad rate: %v", err)
	}
	t.Setenv("CORROBORATE_RATE_LIMIT", "2.5")
	t.Setenv("CORROBORATE_MAX_BODY_MB", "-1")
	if _, err := ConfigFromEnv(); corroborate.ErrorCode(err) != corroborate.EINVALID {
		t.Errorf("bad body limit: %v", err)
	}
}
