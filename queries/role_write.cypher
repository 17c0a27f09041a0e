// role_write: a title a person holds, as a passage states it; linked to the organisation when named.
// :param rows => [{id: 'r1', passage_id: 'd1:0', person_id: 'e1', org_id: 'e2', document_id: 'd1', props: {title: 'chief executive', org: 'Acme Mining', text: 'the chief executive of Acme Mining', start: 10, end: 44}}]
UNWIND $rows AS row
MATCH (p:Passage {id: row.passage_id})
MATCH (person:Entity {id: row.person_id})
MERGE (r:Role {id: row.id})
SET r += row.props
MERGE (p)-[:HAS_ROLE]->(r)
MERGE (person)-[:HELD]->(r)
WITH r, person, row WHERE row.org_id <> ''
MATCH (org:Entity {id: row.org_id})
MERGE (r)-[:AT]->(org)
MERGE (person)-[h:HELD_ROLE {title: row.props.title}]->(org)
SET h.passage_id = row.passage_id, h.document_id = row.document_id
