// claim_link_write: link claims to the entities they are about (ABOUT) and to whoever they are
// attributed to: an entity when the document names one, else the claim's origin (ATTRIBUTED_TO).
// :param rows => [{claim_id: 'c1', about: ['e1', 'e2'], attributed_entity: 'e3', attributed_origin: ''}]
UNWIND $rows AS row
MATCH (c:Claim {id: row.claim_id})
CALL (c, row) {
  UNWIND row.about AS eid
  MATCH (e:Entity {id: eid})
  MERGE (c)-[:ABOUT]->(e)
}
CALL (c, row) {
  WITH c, row WHERE row.attributed_entity <> ''
  MATCH (e:Entity {id: row.attributed_entity})
  MERGE (c)-[:ATTRIBUTED_TO]->(e)
}
CALL (c, row) {
  WITH c, row WHERE row.attributed_entity = '' AND row.attributed_origin <> ''
  MATCH (o:Origin {id: row.attributed_origin})
  MERGE (c)-[:ATTRIBUTED_TO]->(o)
}
