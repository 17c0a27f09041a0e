// claim_timeline: dated event claims in date order, about one entity ($id) or all ($id = '').
// Dates that could not be anchored (no publication date) come last with their words as value.
// :param id => '', limit => 500
MATCH (c:Claim {kind: 'event'})<-[:STATES]-(p:Passage)<-[:HAS_PASSAGE]-(d:Document)
WHERE $id = '' OR EXISTS { (c)-[:ABOUT|ATTRIBUTED_TO]->(:Entity {id: $id}) }
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
RETURN c.value AS value, c.unit AS granularity, c.text AS text, c.key AS key,
       p.id AS passage_id, d.id AS document_id, d.path AS path, s.name AS source,
       p.text AS passage, p.start AS start, p.end AS end
ORDER BY CASE WHEN c.unit = 'unresolved' THEN 1 ELSE 0 END, c.value, d.path
LIMIT $limit
