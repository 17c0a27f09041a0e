// entity_path: shortest chains between two entities through the passages that name them:
// Entity <-MENTIONS- Passage -MENTIONS-> Entity is one step; a step may also cross to the next
// sentence (Passage -NEXT- Passage), at the cost of one more hop, so every step carries its
// evidence. Among equally short chains, those through actors (people, organisations) come
// before those through places, which are settings that link everything in them; then the best
// attested: the one whose consecutive entities are named together in the most passages.
// :param from => 'e1', to => 'e2'
MATCH (a:Entity {id: $from}), (b:Entity {id: $to})
MATCH path = allShortestPaths((a)-[:MENTIONS|NEXT*..12]-(b))
WITH path LIMIT 100
WITH path, [n IN nodes(path) WHERE n:Entity] AS ents
UNWIND range(0, size(ents) - 2) AS k
WITH path, ents[k] AS x, ents[k + 1] AS y
OPTIONAL MATCH (x)<-[:MENTIONS]-(q:Passage)-[:MENTIONS]->(y)
WITH path, x, y, count(DISTINCT q) AS together
WITH path, sum(together) AS support
WITH path, support, size([n IN nodes(path)[1..-1] WHERE n:Entity AND n.type = 'PLACE']) AS places
ORDER BY places, support DESC
LIMIT 5
UNWIND range(0, size(nodes(path)) - 1) AS i
WITH path, support, places, i, nodes(path)[i] AS n
OPTIONAL MATCH (d:Document)-[:HAS_PASSAGE]->(n:Passage)
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
WITH path, support, places, i, n, d, s ORDER BY i
WITH path, support, places, collect(CASE WHEN n:Entity
  THEN {entity: true, id: n.id, name: n.name, type: n.type, aliases: coalesce(n.aliases, [])}
  ELSE {entity: false, id: n.id, text: n.text, start: n.start, end: n.end,
        document_id: d.id, path: d.path, source: s.name} END) AS steps
RETURN steps, support
ORDER BY places, support DESC
