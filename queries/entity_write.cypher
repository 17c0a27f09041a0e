// entity_write: create or update entities; a type label (:Person, :Org, ...) is added beside :Entity.
// Aliases accumulate across documents; the fuller name wins.
// :param rows => [{id: 'e1', key: 'person:jane doe', name: 'Jane Doe', type: 'PERSON', surname: 'doe', aliases: ['Doe']}]
UNWIND $rows AS row
MERGE (e:Entity {id: row.id})
ON CREATE SET e.name = row.name, e.type = row.type, e.key = row.key, e.surname = row.surname,
              e.aliases = row.aliases
ON MATCH SET e.aliases = reduce(a = coalesce(e.aliases, []), x IN row.aliases + [row.name] |
                                CASE WHEN x IN a OR x = e.name THEN a ELSE a + x END),
             e.name = CASE WHEN size(row.name) > size(e.name) THEN row.name ELSE e.name END
FOREACH (_ IN CASE WHEN row.type = 'PERSON' THEN [1] ELSE [] END | SET e:Person)
FOREACH (_ IN CASE WHEN row.type = 'ORG' THEN [1] ELSE [] END | SET e:Org)
FOREACH (_ IN CASE WHEN row.type = 'PLACE' THEN [1] ELSE [] END | SET e:Place)
FOREACH (_ IN CASE WHEN row.type = 'BRANCH' THEN [1] ELSE [] END | SET e:Branch)
FOREACH (_ IN CASE WHEN row.type = 'FACILITY' THEN [1] ELSE [] END | SET e:Facility)
FOREACH (_ IN CASE WHEN row.type = 'DETAINEE' THEN [1] ELSE [] END | SET e:Detainee)
