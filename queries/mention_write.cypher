// mention_write: a passage mentions an entity at a byte span of the document body.
// :param rows => [{passage_id: 'd1:0', entity_id: 'e1', start: 0, end: 8, text: 'Jane Doe'}]
UNWIND $rows AS row
MATCH (p:Passage {id: row.passage_id})
MATCH (e:Entity {id: row.entity_id})
MERGE (p)-[m:MENTIONS {start: row.start}]->(e)
SET m.end = row.end, m.text = row.text
