// document_get: one document by id or path, with body, passages and everything read from it
// (mentions with their entities, roles, quantities, dates, quotes) and the claims it states, each
// with its group's id and verdict, in one round trip. When a path was ingested more than once
// (changed content), the newest document wins.
// :param key => 'd1'
MATCH (d:Document)
WHERE d.id = $key OR d.path = $key
WITH d ORDER BY CASE WHEN d.id = $key THEN 0 ELSE 1 END, d.ingested_at DESC
LIMIT 1
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
CALL (d) {
  MATCH (d)-[:HAS_PASSAGE]->(p:Passage)
  WITH p ORDER BY p.index
  RETURN collect(p {.id, .index, .start, .end, .text}) AS passages
}
CALL (d) {
  MATCH (d)-[:HAS_PASSAGE]->(:Passage)-[m:MENTIONS]->(e:Entity)
  WITH e, m ORDER BY m.start
  RETURN collect({id: e.id, key: e.key, name: e.name, type: e.type,
                  start: m.start, end: m.end, text: m.text}) AS mentions
}
CALL (d) {
  MATCH (d)-[:HAS_PASSAGE]->(:Passage)-[:HAS_ROLE]->(r:Role)<-[:HELD]-(e:Entity)
  WITH e, r ORDER BY r.start
  RETURN collect(r {.title, .org, .text, .start, .end, entity_id: e.id}) AS roles
}
CALL (d) {
  MATCH (d)-[:HAS_PASSAGE]->(:Passage)-[:HAS_QUANTITY]->(q:Quantity)
  WITH q ORDER BY q.start
  RETURN collect(q {.*}) AS quantities
}
CALL (d) {
  MATCH (d)-[:HAS_PASSAGE]->(:Passage)-[:HAS_DATE]->(t:DateMention)
  WITH t ORDER BY t.start
  RETURN collect(t {.*}) AS dates
}
CALL (d) {
  MATCH (d)-[:HAS_PASSAGE]->(:Passage)-[:HAS_QUOTE]->(u:Quote)
  WITH u ORDER BY u.start
  RETURN collect(u {.*}) AS quotes
}
CALL (d) {
  MATCH (d)-[:HAS_PASSAGE]->(p:Passage)-[:STATES]->(c:Claim)
  OPTIONAL MATCH (c)-[:IN_GROUP]->(g:ClaimGroup)
  WITH p, c, g ORDER BY c.start, c.end, c.id
  RETURN collect(c {.*, passage_id: p.id, group_id: g.id, status: g.status,
                    about: [(c)-[:ABOUT]->(e:Entity) | e.name]}) AS claims
}
RETURN d.id AS id, d.path AS path, d.title AS title, d.url AS url, d.published AS published,
       d.author AS author, d.sha256 AS sha256, toString(d.ingested_at) AS ingested_at,
       d.body AS body, s.name AS source, passages, mentions, roles, quantities, dates, quotes,
       claims
