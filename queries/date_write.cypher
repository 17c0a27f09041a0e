// date_write: dates named in a passage, absolute or resolved against the publication date.
// :param rows => [{id: 't1', passage_id: 'd1:0', props: {text: 'last year', iso: '2013', granularity: 'year', resolved: true, relative: true, start: 0, end: 9}}]
UNWIND $rows AS row
MATCH (p:Passage {id: row.passage_id})
MERGE (t:DateMention {id: row.id})
SET t += row.props
MERGE (p)-[:HAS_DATE]->(t)
