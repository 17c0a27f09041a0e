// entity_path: shortest chains between two entities through the passages that name them
// together: Entity <-MENTIONS- Passage -MENTIONS-> Entity ..., so every step carries its
// evidence. Among equally short chains, those through the most-mentioned entities come first.
// :param from => 'e1', to => 'e2'
MATCH (a:Entity {id: $from}), (b:Entity {id: $to})
MATCH path = allShortestPaths((a)-[:MENTIONS*..12]-(b))
WITH path LIMIT 100
WITH path, reduce(w = 0, n IN nodes(path) | w + CASE WHEN n:Entity THEN COUNT { (n)<-[:MENTIONS]-() } ELSE 0 END) AS support
ORDER BY support DESC
LIMIT 5
UNWIND range(0, size(nodes(path)) - 1) AS i
WITH path, support, i, nodes(path)[i] AS n
OPTIONAL MATCH (d:Document)-[:HAS_PASSAGE]->(n:Passage)
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
WITH path, support, i, n, d, s ORDER BY i
WITH path, support, collect(CASE WHEN n:Entity
  THEN {entity: true, id: n.id, name: n.name, type: n.type, aliases: coalesce(n.aliases, [])}
  ELSE {entity: false, id: n.id, text: n.text, start: n.start, end: n.end,
        document_id: d.id, path: d.path, source: s.name} END) AS steps
RETURN steps, support
ORDER BY support DESC
