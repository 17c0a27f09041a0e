// quote_write: direct quotations in a passage and, when known, the entity that spoke them.
// :param rows => [{id: 'u1', passage_id: 'd1:0', speaker_id: 'e1', props: {text: 'We will appeal', speaker: 'Jane Doe', partial: false, start: 1, end: 15, speaker_start: 22, speaker_end: 30}}]
UNWIND $rows AS row
MATCH (p:Passage {id: row.passage_id})
MERGE (q:Quote {id: row.id})
SET q += row.props
MERGE (p)-[:HAS_QUOTE]->(q)
WITH q, row WHERE row.speaker_id <> ''
MATCH (e:Entity {id: row.speaker_id})
MERGE (q)-[:SPOKEN_BY]->(e)
