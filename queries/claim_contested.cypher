// claim_contested: every contested claim group with its variants side by side: each distinct
// value (with qualifier and unit, or speaker for quotes) and the outlets and documents stating it.
// :param limit => 50
MATCH (g:ClaimGroup {status: 'contested'})<-[:IN_GROUP]-(c:Claim)<-[:STATES]-(:Passage)<-[:HAS_PASSAGE]-(d:Document)
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
WITH g, c.value AS value, c.qualifier AS qualifier, c.unit AS unit,
     collect({path: d.path, source: s.name, text: c.text, attributed_to: c.attributed_to}) AS statements
WITH g, collect({value: value, qualifier: qualifier, unit: unit, statements: statements}) AS variants
RETURN g.id AS id, g.key AS key, g.kind AS kind, g.documents AS documents,
       g.independent_origins AS independent_origins, variants
ORDER BY g.documents DESC, g.key
LIMIT $limit
