// entity_decisions: the merge and split decisions people made about these entity ids, oldest
// first, for replay when a document is (re-)ingested.
// :param ids => ['e1']
MATCH (d:Decision)
WHERE d.a IN $ids OR d.b IN $ids
RETURN d.id AS id, d.action AS action, d.a AS a, d.b AS b, d.alias AS alias, d.new_id AS new_id,
       d.at AS at
ORDER BY d.at, d.id
