// claim_group_candidates: for each new quote (row.i), the quote groups it may join: a group
// whose words are a sub-phrase of the quote (row.phrases lists every run of two or more of its
// words), or whose words contain the quote as a run of whole words (row.padded is ' words ').
// Both lookups use indexes (claim_schema.cypher), so the cost does not grow with the store.
// :param rows => [{i: 0, phrases: ['ticking bomb', 'a ticking bomb'], padded: ' ticking bomb '}]
UNWIND $rows AS row
CALL (row) {
  MATCH (g:ClaimGroup) WHERE g.quote IN row.phrases RETURN g
  UNION
  MATCH (g:ClaimGroup) WHERE g.padded CONTAINS row.padded RETURN g
}
RETURN row.i AS i, g.id AS id, g.key AS key, g.quote AS quote
