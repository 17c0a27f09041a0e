// document_find: one page of documents (no body), newest first, with the total that match.
// Bounds are ISO prefixes; $to_excl is the "to" bound with "~" appended, so "2014" keeps every
// date of 2014 ("2014-12-31" < "2014~").
// :param source => '', from => '', to_excl => '', path => '', offset => 0, limit => 20
MATCH (d:Document)
OPTIONAL MATCH (s:Source)-[:PUBLISHED]->(d)
WITH d, s.name AS source
WHERE ($source = '' OR source = $source)
  AND ($from = '' OR (d.published <> '' AND d.published >= $from))
  AND ($to_excl = '' OR (d.published <> '' AND d.published < $to_excl))
  AND ($path = '' OR d.path = $path)
WITH d, source
ORDER BY d.published DESC, d.ingested_at DESC, d.id
WITH collect({id: d.id, path: d.path, title: d.title, url: d.url, published: d.published,
              author: d.author, sha256: d.sha256, ingested_at: toString(d.ingested_at),
              source: source}) AS docs
RETURN size(docs) AS total, docs[$offset..$offset + $limit] AS docs
