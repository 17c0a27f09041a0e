// entity_find_detail: one entity with its counts, the roles it holds (each with the passage that
// states it) and the documents that mention it.
// :param id => 'e1'
MATCH (e:Entity {id: $id})
CALL (e) {
  MATCH (p:Passage)-[m:MENTIONS]->(e)
  RETURN count(m) AS mentions, count(DISTINCT p.document_id) AS documents
}
CALL (e) {
  MATCH (e)-[:HELD]->(r:Role)<-[:HAS_ROLE]-(p:Passage)<-[:HAS_PASSAGE]-(d:Document)
  OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
  WITH r, p, d, s ORDER BY d.published, d.id, r.start
  RETURN collect({title: r.title, org: r.org, passage_id: p.id,
                  document_id: d.id, path: d.path, source: s.name, text: p.text,
                  start: p.start, end: p.end}) AS roles
}
CALL (e) {
  MATCH (d:Document)-[:HAS_PASSAGE]->(:Passage)-[:MENTIONS]->(e)
  WITH DISTINCT d
  OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
  WITH d, s ORDER BY d.published DESC, d.id
  RETURN collect({id: d.id, path: d.path, title: d.title,
                  source: s.name, published: d.published}) AS docs
}
RETURN e.id AS id, e.key AS key, e.name AS name, e.type AS type,
       coalesce(e.aliases, []) AS aliases, mentions, documents, roles, docs
