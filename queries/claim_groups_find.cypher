// claim_groups_find: ids of claim groups by status and kind ('' for any), the best supported
// first. Contested claims: :param status => 'contested'.
// :param status => 'contested', kind => '', offset => 0, limit => 50
MATCH (g:ClaimGroup)
WHERE ($status = '' OR g.status = $status) AND ($kind = '' OR g.kind = $kind)
RETURN g.id AS id
ORDER BY g.independent_origins DESC, g.documents DESC, g.key
SKIP $offset LIMIT $limit
