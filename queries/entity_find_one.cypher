// entity_find_one: resolve an id, a name or an alias (case-insensitive) to one entity id. An id
// beats a name, a name beats an alias, and among equals the most mentioned wins.
// :param key => 'Jane Doe', lower => 'jane doe'
MATCH (e:Entity)
WHERE e.id = $key OR toLower(e.name) = $lower
   OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) = $lower)
WITH e, CASE WHEN e.id = $key THEN 0 WHEN toLower(e.name) = $lower THEN 1 ELSE 2 END AS rank,
     COUNT { (e)<-[:MENTIONS]-() } AS mentions
ORDER BY rank, mentions DESC, e.id
LIMIT 1
RETURN e.id AS id
