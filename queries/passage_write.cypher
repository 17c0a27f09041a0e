// passage_write: attach passages (sentences with byte offsets into the body) to their documents.
// :param rows => [{id: 'd1:0', document_id: 'd1', index: 0, start: 0, end: 5, text: 'Text.'}]
UNWIND $rows AS row
MATCH (d:Document {id: row.document_id})
MERGE (p:Passage {id: row.id})
SET p.document_id = row.document_id, p.index = row.index, p.start = row.start, p.end = row.end,
    p.text = row.text
MERGE (d)-[:HAS_PASSAGE]->(p)
