// entity_merge: a person's decision that entity $b is entity $a: every mention, role, quote,
// claim link and merge record of $b moves to $a, $b's names become aliases of $a, $b is deleted,
// and the decision is stored so that re-ingesting replays it.
// :param a => 'e1', b => 'e2', decision => {id: 'm-e1-e2', action: 'merge', a: 'e1', b: 'e2', b_key: 'person:doe', b_name: 'Doe', at: '2026-11-30T00:00:00Z'}
MATCH (a:Entity {id: $a}), (b:Entity {id: $b})
CALL (a, b) {
  MATCH (p:Passage)-[m:MENTIONS]->(b)
  MERGE (p)-[m2:MENTIONS {start: m.start}]->(a)
  SET m2.end = m.end, m2.text = m.text
}
CALL (a, b) { MATCH (b)-[:HELD]->(r:Role) MERGE (a)-[:HELD]->(r) }
CALL (a, b) { MATCH (r:Role)-[:AT]->(b) MERGE (r)-[:AT]->(a) }
CALL (a, b) {
  MATCH (b)-[h:HELD_ROLE]->(o:Entity) WHERE o <> a
  MERGE (a)-[h2:HELD_ROLE {title: h.title}]->(o)
  SET h2.passage_id = h.passage_id, h2.document_id = h.document_id
}
CALL (a, b) {
  MATCH (x:Entity)-[h:HELD_ROLE]->(b) WHERE x <> a
  MERGE (x)-[h2:HELD_ROLE {title: h.title}]->(a)
  SET h2.passage_id = h.passage_id, h2.document_id = h.document_id
}
CALL (a, b) { MATCH (q:Quote)-[:SPOKEN_BY]->(b) MERGE (q)-[:SPOKEN_BY]->(a) }
CALL (a, b) { MATCH (c:Claim)-[:ABOUT]->(b) MERGE (c)-[:ABOUT]->(a) }
CALL (a, b) { MATCH (c:Claim)-[:ATTRIBUTED_TO]->(b) MERGE (c)-[:ATTRIBUTED_TO]->(a) }
CALL (a, b) { MATCH (r:Resolution)-[:MERGED_INTO]->(b) MERGE (r)-[:MERGED_INTO]->(a) }
SET a.aliases = reduce(acc = coalesce(a.aliases, []), x IN [b.name] + coalesce(b.aliases, []) |
                       CASE WHEN x IN acc OR x = a.name THEN acc ELSE acc + x END)
MERGE (d:Decision {id: $decision.id})
SET d += $decision
DETACH DELETE b
RETURN a.id AS id
