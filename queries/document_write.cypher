// document_write: create or update documents and link each to its source (outlet).
// :param rows => [{id: 'd1', path: 'a.txt', title: 'T', url: '', published: '2014-01-20', author: '', sha256: 'ab12', ingested_at: '2026-11-30T00:00:00Z', source: 'Example News', body: 'Text.'}]
UNWIND $rows AS row
MERGE (d:Document {id: row.id})
SET d.path = row.path, d.title = row.title, d.url = row.url, d.published = row.published,
    d.author = row.author, d.sha256 = row.sha256, d.ingested_at = datetime(row.ingested_at),
    d.body = row.body
FOREACH (_ IN CASE WHEN row.source <> '' THEN [1] ELSE [] END |
  MERGE (s:Source {name: row.source})
  MERGE (s)-[:PUBLISHED]->(d))
