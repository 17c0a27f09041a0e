// document_delete: remove a document, its passages and everything read from them; entities no
// longer mentioned anywhere go too, and so do the origins (reports, agencies) no remaining
// document cites. Returns the keys of claim groups that must be recomputed.
// :param id => 'd1'
MATCH (d:Document {id: $id})
OPTIONAL MATCH (d)-[:CITES]->(o:Origin)
WITH d, collect(DISTINCT o) AS origins
OPTIONAL MATCH (d)-[:HAS_PASSAGE]->(p:Passage)
OPTIONAL MATCH (p)-[:HAS_QUANTITY|HAS_DATE|HAS_QUOTE|HAS_ROLE|STATES]->(x)
OPTIONAL MATCH (p)-[:MENTIONS]->(e:Entity)
WITH d, origins, collect(DISTINCT p) AS passages, collect(DISTINCT x) AS items, collect(DISTINCT e) AS entities
OPTIONAL MATCH (c:Claim)-[:IN_GROUP]->(g:ClaimGroup) WHERE c IN items
WITH d, origins, passages, items, entities, collect(DISTINCT g.key) AS groups
FOREACH (n IN items | DETACH DELETE n)
FOREACH (n IN passages | DETACH DELETE n)
DETACH DELETE d
WITH origins, entities, groups
CALL {
  WITH entities
  UNWIND entities AS e
  WITH e WHERE NOT EXISTS { (e)<-[:MENTIONS]-() }
  DETACH DELETE e
}
CALL {
  WITH origins
  UNWIND origins AS o
  WITH o WHERE NOT EXISTS { (o)<-[:CITES]-() } AND NOT EXISTS { (o)-[:ASSERTS]->() }
  DETACH DELETE o
}
RETURN groups
