// claim_schema: indexes the claim store needs beyond schema.cypher. Idempotent; run at start.
// ClaimGroup.quote (the normalised words of a quote group) is looked up with IN for every
// sub-phrase of a new quote; ClaimGroup.padded (" words ") with CONTAINS for a new fragment.
CREATE INDEX claimgroup_quote IF NOT EXISTS FOR (g:ClaimGroup) ON (g.quote);
CREATE TEXT INDEX claimgroup_padded IF NOT EXISTS FOR (g:ClaimGroup) ON (g.padded);
CREATE INDEX claim_kind IF NOT EXISTS FOR (c:Claim) ON (c.kind);
CREATE INDEX origin_name IF NOT EXISTS FOR (o:Origin) ON (o.name);
CREATE INDEX entity_acronym IF NOT EXISTS FOR (e:Entity) ON (e.acronym);
CREATE INDEX entity_surname_key IF NOT EXISTS FOR (e:Entity) ON (e.surname_key);
CREATE CONSTRAINT resolution_id IF NOT EXISTS FOR (r:Resolution) REQUIRE r.id IS UNIQUE;
CREATE INDEX decision_a IF NOT EXISTS FOR (d:Decision) ON (d.a);
CREATE INDEX decision_b IF NOT EXISTS FOR (d:Decision) ON (d.b);
