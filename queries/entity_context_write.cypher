// entity_context_write: link each passage to the next one of its document, so that a path
// between entities may step from one sentence to the neighbouring one (entities named in
// adjacent sentences are related, more weakly than in the same sentence: one more hop).
// :param rows => [{a: 'd1:0', b: 'd1:1'}]
UNWIND $rows AS row
MATCH (a:Passage {id: row.a}), (b:Passage {id: row.b})
MERGE (a)-[:NEXT]->(b)
