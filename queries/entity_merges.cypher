// entity_merges: why names were taken for one entity: every automatic merge with its score and
// reason.
// :param id => 'e1'
MATCH (r:Resolution)-[:MERGED_INTO]->(:Entity {id: $id})
RETURN r.alias AS alias, r.score AS score, r.reason AS reason, r.document_id AS document_id
ORDER BY r.score DESC, r.alias
