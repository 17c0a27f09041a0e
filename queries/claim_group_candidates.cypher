// claim_group_candidates: quote groups a new quote may join: a group whose words are a
// sub-phrase of the new quote ($phrases lists every run of two or more of its words), or whose
// words contain the new quote as a run of whole words ($padded is ' words ').
// :param phrases => ['ticking bomb', 'a ticking bomb'], padded => ' ticking bomb '
CALL {
  MATCH (g:ClaimGroup) WHERE g.quote IN $phrases RETURN g
  UNION
  MATCH (g:ClaimGroup) WHERE g.padded CONTAINS $padded RETURN g
}
RETURN g.id AS id, g.key AS key, g.quote AS quote
