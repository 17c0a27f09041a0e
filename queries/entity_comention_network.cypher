// entity_comention_network: every pair of entities named in the same passage at least
// $min_weight times, with the number of passages; the strongest pairs first.
// :param min_weight => 1, limit => 200
MATCH (a:Entity)<-[:MENTIONS]-(p:Passage)-[:MENTIONS]->(b:Entity)
WHERE a.id < b.id
WITH a, b, count(DISTINCT p) AS weight
WHERE weight >= $min_weight
RETURN a.id AS from_id, a.name AS from_name, a.type AS from_type,
       b.id AS to_id, b.name AS to_name, b.type AS to_type, weight
ORDER BY weight DESC, from_name, to_name
LIMIT $limit
