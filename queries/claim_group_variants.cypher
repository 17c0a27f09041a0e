// claim_group_variants: the variants and sources of one claim group: for each claim, its value,
// qualifier, the passage that states it (byte span), the document and outlet, whom it is
// attributed to and the origin independence is counted by.
// :param id => 'g1'
MATCH (g:ClaimGroup {id: $id})<-[:IN_GROUP]-(c:Claim)<-[:STATES]-(p:Passage)<-[:HAS_PASSAGE]-(d:Document)
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
RETURN g.key AS key, g.status AS status, c.value AS value, c.qualifier AS qualifier, c.unit AS unit,
       c.speaker AS speaker, c.text AS text, c.start AS start, c.end AS end, p.text AS passage,
       d.path AS path, s.name AS source, c.attributed_to AS attributed_to, c.origin AS origin
ORDER BY value, qualifier, path, start
