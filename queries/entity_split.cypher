// entity_split: a person's decision that the mentions of entity $id written as $alias name
// someone else: they move, with the quotes spoken under that name and the claims of the passages
// that now name only the new entity, to a new entity $new_id; the decision is stored so that
// re-ingesting replays it.
// :param id => 'e1', alias => 'Hafez Doe', lower => 'hafez doe', new_id => 'e9', new_key => 'person:hafez doe', surname_key => 'doe', decision => {id: 's-e1-hafez doe', action: 'split', a: 'e1', alias: 'Hafez Doe', new_id: 'e9', at: '2026-11-30T00:00:00Z'}
MATCH (e:Entity {id: $id})
MERGE (n:Entity {id: $new_id})
ON CREATE SET n.key = $new_key, n.name = $alias, n.type = e.type, n.surname_key = $surname_key,
              n.surname = $surname_key, n.aliases = []
FOREACH (_ IN CASE WHEN e.type = 'PERSON' THEN [1] ELSE [] END | SET n:Person)
FOREACH (_ IN CASE WHEN e.type = 'ORG' THEN [1] ELSE [] END | SET n:Org)
FOREACH (_ IN CASE WHEN e.type = 'PLACE' THEN [1] ELSE [] END | SET n:Place)
FOREACH (_ IN CASE WHEN e.type = 'BRANCH' THEN [1] ELSE [] END | SET n:Branch)
FOREACH (_ IN CASE WHEN e.type = 'FACILITY' THEN [1] ELSE [] END | SET n:Facility)
FOREACH (_ IN CASE WHEN e.type = 'DETAINEE' THEN [1] ELSE [] END | SET n:Detainee)
WITH e, n
CALL (e, n) {
  MATCH (p:Passage)-[m:MENTIONS]->(e) WHERE toLower(m.text) = $lower
  MERGE (p)-[m2:MENTIONS {start: m.start}]->(n)
  SET m2.end = m.end, m2.text = m.text
  DELETE m
}
CALL (e, n) {
  MATCH (q:Quote)-[s:SPOKEN_BY]->(e) WHERE toLower(q.speaker) = $lower
  MERGE (q)-[:SPOKEN_BY]->(n)
  DELETE s
}
CALL (e, n) {
  MATCH (c:Claim)-[r:ABOUT]->(e)
  WHERE EXISTS { (c)<-[:STATES]-(:Passage)-[:MENTIONS]->(n) }
    AND NOT EXISTS { (c)<-[:STATES]-(:Passage)-[:MENTIONS]->(e) }
  MERGE (c)-[:ABOUT]->(n)
  DELETE r
}
SET e.aliases = [x IN coalesce(e.aliases, []) WHERE toLower(x) <> $lower]
MERGE (d:Decision {id: $decision.id})
SET d += $decision
RETURN n.id AS id
