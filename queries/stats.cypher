// stats: how much the store holds, by kind.
CALL { MATCH (n:Document) RETURN count(n) AS documents }
CALL { MATCH (n:Passage) RETURN count(n) AS passages }
CALL { MATCH (n:Source) RETURN count(n) AS sources }
CALL { MATCH (n:Entity) RETURN count(n) AS entities }
CALL { MATCH ()-[m:MENTIONS]->() RETURN count(m) AS mentions }
CALL { MATCH (n:Quantity) RETURN count(n) AS quantities }
CALL { MATCH (n:DateMention) RETURN count(n) AS dates }
CALL { MATCH (n:Quote) RETURN count(n) AS quotes }
CALL { MATCH (n:Claim) RETURN count(n) AS claims }
CALL { MATCH (n:ClaimGroup) RETURN count(n) AS claim_groups }
RETURN documents, passages, sources, entities, mentions, quantities, dates, quotes, claims, claim_groups
