// export_relationships: every relationship with its type, ends and properties.
MATCH (a)-[r]->(b)
RETURN elementId(r) AS eid, type(r) AS type, elementId(a) AS start, elementId(b) AS end,
       properties(r) AS props
ORDER BY eid
