// entity_resolution_write: give entities their surname key (the last word of the canonical
// name) and, for organisations, their acronym, for cross-document lookups; and keep a record of every automatic merge with its score
// and reason: (:Resolution)-[:MERGED_INTO]->(:Entity).
// :param entities => [{id: 'e1', surname_key: 'doe', acronym: ''}], merges => [{id: 'm1', entity_id: 'e1', alias: 'Doe', score: 0.8, reason: 'surname only', document_id: 'd1'}]
CALL {
  UNWIND $entities AS row
  MATCH (e:Entity {id: row.id})
  SET e.surname_key = row.surname_key,
      e.acronym = CASE WHEN row.acronym = '' THEN null ELSE row.acronym END
}
CALL {
  UNWIND $merges AS row
  MATCH (e:Entity {id: row.entity_id})
  MERGE (r:Resolution {id: row.id})
  SET r.alias = row.alias, r.score = row.score, r.reason = row.reason, r.document_id = row.document_id
  MERGE (r)-[:MERGED_INTO]->(e)
}
