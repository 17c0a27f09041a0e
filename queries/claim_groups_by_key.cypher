// claim_groups_by_key: ids of the claim groups with the given keys (after a document delete,
// which reports keys).
// :param keys => ['quantity:image']
MATCH (g:ClaimGroup) WHERE g.key IN $keys
RETURN g.id AS id
