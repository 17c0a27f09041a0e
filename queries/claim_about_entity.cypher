// claim_about_entity: claim groups with a claim about an entity, or attributed to it, filtered
// by status and kind ('' for any), the best supported first.
// :param id => 'e1', status => '', kind => '', offset => 0, limit => 50
MATCH (:Entity {id: $id})<-[:ABOUT|ATTRIBUTED_TO]-(:Claim)-[:IN_GROUP]->(g:ClaimGroup)
WHERE ($status = '' OR g.status = $status) AND ($kind = '' OR g.kind = $kind)
WITH DISTINCT g
RETURN g.id AS id
ORDER BY g.independent_origins DESC, g.documents DESC, g.key
SKIP $offset LIMIT $limit
