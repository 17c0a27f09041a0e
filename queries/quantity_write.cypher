// quantity_write: numbers stated in a passage, with qualifier, range, rate, counted noun and what a measure is of.
// :param rows => [{id: 'q1', passage_id: 'd1:0', props: {value: 12.0, noun: 'miners', of: '', unit: '', qualifier: 'about', low: 12.0, high: 12.0, rate: '', text: 'about 12 miners', start: 3, end: 18}}]
UNWIND $rows AS row
MATCH (p:Passage {id: row.passage_id})
MERGE (q:Quantity {id: row.id})
SET q += row.props
MERGE (p)-[:HAS_QUANTITY]->(q)
