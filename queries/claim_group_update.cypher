// claim_group_update: write the recomputed verdict and counts of claim groups; groups left with
// no claim are deleted.
// :param rows => [{id: 'g1', status: 'contested', documents: 3, independent_origins: 2, variants: 4}], empty => ['g2']
CALL {
  UNWIND $rows AS row
  MATCH (g:ClaimGroup {id: row.id})
  SET g.status = row.status, g.documents = row.documents,
      g.independent_origins = row.independent_origins, g.variants = row.variants
}
CALL {
  UNWIND $empty AS gid
  MATCH (g:ClaimGroup {id: gid})
  WHERE NOT EXISTS { (g)<-[:IN_GROUP]-(:Claim) }
  DETACH DELETE g
}
