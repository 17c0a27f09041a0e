// wipe: delete every node and relationship (tests, `corroborate reset`). Runs in batches, so it
// must be sent as an auto-commit query (in Neo4j Browser prefix it with :auto).
MATCH (n)
CALL { WITH n DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS
