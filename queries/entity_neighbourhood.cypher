// entity_neighbourhood: the entities next to one entity, each edge with the passages that justify
// it: named in the same passage (kind 'co-mention', weight = passages), or a role the person
// holds at an organisation (kind 'role').
// :param id => 'e1', limit => 25, evidence => 3
CALL {
  MATCH (e:Entity {id: $id})<-[:MENTIONS]-(p:Passage)-[:MENTIONS]->(o:Entity)
  WHERE o <> e
  WITH o, p ORDER BY p.id
  WITH o, count(DISTINCT p) AS weight, collect(DISTINCT p)[..$evidence] AS ps
  RETURN o, weight, ps, 'co-mention' AS kind
  UNION ALL
  MATCH (e:Entity {id: $id})-[h:HELD_ROLE]-(o:Entity)
  MATCH (p:Passage {id: h.passage_id})
  WITH o, collect(DISTINCT p) AS ps
  RETURN o, size(ps) AS weight, ps[..$evidence] AS ps, 'role' AS kind
}
WITH o, weight, ps, kind ORDER BY weight DESC, o.name LIMIT $limit
CALL (ps) {
  UNWIND ps AS p
  MATCH (d:Document)-[:HAS_PASSAGE]->(p)
  OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
  RETURN collect({passage_id: p.id, document_id: d.id, path: d.path, source: s.name,
                  text: p.text, start: p.start, end: p.end}) AS evidence
}
RETURN o.id AS id, o.name AS name, o.type AS type, coalesce(o.aliases, []) AS aliases,
       kind, weight, evidence
ORDER BY weight DESC, name
