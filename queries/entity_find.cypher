// entity_find: entities whose name or an alias contains $q (lower-cased by the caller), most
// mentioned first. Documents are counted only for the page.
// :param q => 'doe', type => '', offset => 0, limit => 20
MATCH (e:Entity)
WHERE ($type = '' OR e.type = $type)
  AND ($q = '' OR toLower(e.name) CONTAINS $q
       OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) CONTAINS $q))
WITH e, COUNT { (e)<-[:MENTIONS]-() } AS mentions
ORDER BY mentions DESC, e.name, e.id
SKIP $offset LIMIT $limit
CALL (e) {
  MATCH (p:Passage)-[:MENTIONS]->(e)
  RETURN count(DISTINCT p.document_id) AS documents
}
RETURN e.id AS id, e.name AS name, e.type AS type, coalesce(e.aliases, []) AS aliases,
       mentions, documents
