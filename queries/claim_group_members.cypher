// claim_group_members: every claim of the given groups with the document, outlet and passage it
// comes from: what a group's variants, statements and verdict are computed from.
// :param ids => ['g1']
UNWIND $ids AS gid
MATCH (g:ClaimGroup {id: gid})<-[:IN_GROUP]-(c:Claim)<-[:STATES]-(p:Passage)<-[:HAS_PASSAGE]-(d:Document)
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
RETURN g.id AS group_id, g.key AS group_key, g.kind AS group_kind, c.id AS id, c.key AS key,
       c.kind AS kind, c.value AS value, c.number AS number, c.low AS low, c.high AS high,
       c.qualifier AS qualifier, c.unit AS unit, c.text AS text, c.start AS start, c.end AS end,
       c.origin AS origin, c.attributed_to AS attributed_to, c.speaker AS speaker,
       d.id AS document_id, d.path AS path, s.name AS source, p.id AS passage_id,
       d.published AS published
ORDER BY group_id, path, start
