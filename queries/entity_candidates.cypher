// entity_candidates: stored entities a new document's entity may be: the same canonical key,
// the same type and surname key (last word), or an organisation and its acronym either way. Each with what resolution compares: names, role titles and
// the keys of entities named alongside it.
// :param rows => [{key: 'org:human rights watch', type: 'ORG', surname_key: 'watch', acronym_key: 'org:hrw', single: ''}]
UNWIND $rows AS row
CALL (row) {
  MATCH (e:Entity {key: row.key}) RETURN e
  UNION
  MATCH (e:Entity {surname_key: row.surname_key}) WHERE e.type = row.type RETURN e
  UNION
  MATCH (e:Entity {key: row.acronym_key}) RETURN e
  UNION
  MATCH (e:Entity {acronym: row.single}) WHERE e.type = row.type RETURN e
}
WITH row, e LIMIT 2000
CALL (e) {
  OPTIONAL MATCH (e)-[:HELD]->(r:Role)
  RETURN collect(DISTINCT r.title)[..20] AS roles
}
CALL (e) {
  OPTIONAL MATCH (e)<-[:MENTIONS]-(:Passage)-[:MENTIONS]->(o:Entity)
  WHERE o <> e
  RETURN collect(DISTINCT o.key)[..50] AS co
}
RETURN row.key AS row_key, e.id AS id, e.key AS key, e.name AS name, e.type AS type,
       coalesce(e.aliases, []) AS aliases, roles, co
