// claim_first_source: the earliest statement of a claim group: by publication date when known,
// then by ingestion time. Documents without a publication date sort after dated ones.
// :param id => 'g1'
MATCH (g:ClaimGroup {id: $id})<-[:IN_GROUP]-(c:Claim)<-[:STATES]-(p:Passage)<-[:HAS_PASSAGE]-(d:Document)
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
RETURN c.id AS claim_id, d.id AS document_id, d.path AS path, s.name AS source,
       d.published AS published, c.text AS text, c.start AS start, c.end AS end,
       c.attributed_to AS attributed_to, p.id AS passage_id, p.text AS passage
ORDER BY CASE WHEN coalesce(d.published, '') = '' THEN 1 ELSE 0 END, d.published, d.ingested_at, c.start
LIMIT 1
