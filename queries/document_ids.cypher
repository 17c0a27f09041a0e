// document_ids: every stored document id (to reconcile the search index with the graph).
MATCH (d:Document)
RETURN d.id AS id
ORDER BY id
