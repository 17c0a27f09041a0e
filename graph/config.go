package graph

import "os"

// Config says where Neo4j is. Zero fields take the defaults of a local server started by
// scripts/neo4j: bolt://127.0.0.1:7687, no auth, the default database.
type Config struct {
	URI      string
	User     string
	Password string
	Database string
}

// ConfigFromEnv reads NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD and NEO4J_DATABASE.
func ConfigFromEnv() Config {
	c := Config{
		URI:      os.Getenv("NEO4J_URI"),
		User:     os.Getenv("NEO4J_USER"),
		Password: os.Getenv("NEO4J_PASSWORD"),
		Database: os.Getenv("NEO4J_DATABASE"),
	}
	if c.URI == "" {
		c.URI = "bolt://127.0.0.1:7687"
	}
	return c
}
