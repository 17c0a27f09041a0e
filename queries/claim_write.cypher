// claim_write: store claims, each stated by a passage, asserted by its origin and placed in its
// group. A document that cites an origin other than itself (a report, a speaker, another outlet)
// gets (:Document)-[:CITES]->(:Origin): with (:Source)-[:PUBLISHED]->(:Document) and
// (:Origin)-[:ASSERTS]->(:Claim) that is the attribution chain outlet → cites → origin → claim. A claim re-written into another group leaves the old one; the ids of groups it left
// are returned so that their status is recomputed.
// :param rows => [{id: 'c1', passage_id: 'd1:0', group_id: 'g1', origin: 'report', origin_name: 'the report', cites: true, props: {key: 'quantity:image', kind: 'quantity', value: '31000', number: 31000.0, low: 31000.0, high: 31000.0, qualifier: 'more-than', unit: '', text: 'more than 31,000 photographs', start: 10, end: 38, origin: 'report', attributed_to: 'the report', speaker: '', document_id: 'd1'}, group: {key: 'quantity:image', kind: 'quantity', quote: null, padded: null}}]
UNWIND $rows AS row
MATCH (p:Passage {id: row.passage_id})
MERGE (c:Claim {id: row.id})
SET c += row.props
MERGE (p)-[:STATES]->(c)
MERGE (g:ClaimGroup {id: row.group_id})
ON CREATE SET g += row.group, g.status = 'single-source', g.documents = 0, g.independent_origins = 0
MERGE (c)-[:IN_GROUP]->(g)
MERGE (o:Origin {id: row.origin})
ON CREATE SET o.name = row.origin_name
MERGE (o)-[:ASSERTS]->(c)
WITH c, o, row
CALL (o, row) {
  WITH o, row WHERE row.cites
  MATCH (d:Document {id: row.props.document_id})
  MERGE (d)-[:CITES]->(o)
}
WITH c, row
OPTIONAL MATCH (c)-[old:IN_GROUP]->(og:ClaimGroup) WHERE og.id <> row.group_id
DELETE old
RETURN collect(DISTINCT og.id) AS left
