// export_nodes: every node with its labels and properties; document bodies are left out (they
// are served by the documents endpoint and would bloat every export format).
MATCH (n)
RETURN elementId(n) AS eid, labels(n) AS labels,
       [k IN keys(n) WHERE k <> 'body' | [k, n[k]]] AS props
ORDER BY eid
