package api

import (
	"testing"

	"github.com/corroborate/corroborate/internal/neo4jtest"
)

func TestMain(m *testing.M) { neo4jtest.Main(m) }
