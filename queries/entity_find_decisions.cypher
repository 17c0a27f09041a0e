// entity_find_decisions: the merge and split decisions a person made that concern one entity:
// those that kept it (a), folded another into it or were folded into it (b), or split it off
// (new_id); oldest first. Each branch is an index lookup, except new_id, which only splits set.
// :param id => 'e1'
CALL {
  MATCH (d:Decision) WHERE d.a = $id RETURN d
  UNION
  MATCH (d:Decision) WHERE d.b = $id RETURN d
  UNION
  MATCH (d:Decision) WHERE d.new_id = $id RETURN d
}
RETURN d.id AS id, d.action AS action, d.a AS a, d.b AS b, d.alias AS alias, d.new_id AS new_id,
       d.at AS at
ORDER BY d.at, d.id
