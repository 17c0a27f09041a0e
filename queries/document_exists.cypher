// document_exists: the stored document with this id, if any.
// :param id => 'd1'
MATCH (d:Document {id: $id})
RETURN d.id AS id, d.path AS path
