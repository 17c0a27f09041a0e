package api

import (
	"encoding/json"
	"net/http"
	"sync"

	"github.com/gin-gonic/gin"
)

// The OpenAPI 3 document is built here, beside the routes it describes; TestOpenAPIMatchesRoutes
// fails when a route is missing from it or it names a route that does not exist.

type obj = map[string]any

func param(name, in, typ, desc string, required bool, extra ...obj) obj {
	schema := obj{"type": typ}
	for _, e := range extra {
		for k, v := range e {
			schema[k] = v
		}
	}
	return obj{"name": name, "in": in, "required": required, "description": desc, "schema": schema}
}

func query(name, typ, desc string, extra ...obj) obj {
	return param(name, "query", typ, desc, false, extra...)
}

var (
	idParam   = param("id", "path", "string", "An id (letters, digits, '.', '_', ':', '-').", true, obj{"maxLength": 128, "pattern": idPattern.String()})
	nameParam = param("id", "path", "string", "An entity id, name or alias (case-insensitive).", true, obj{"maxLength": maxNameBytes})
	offsetQ   = query("offset", "integer", "Items to skip.", obj{"minimum": 0, "maximum": maxOffset, "default": 0})
	limitQ    = query("limit", "integer", "Items per page.", obj{"minimum": 1, "maximum": maxLimit, "default": defaultLimit})
	dateQ     = func(name, desc string) obj {
		return query(name, "string", desc, obj{"pattern": `^\d{4}(-\d{2}(-\d{2})?)?$`})
	}
	bearerAuth = []obj{{"bearer": []string{}}}
)

func ref(name string) obj { return obj{"$ref": "#/components/schemas/" + name} }

func jsonContent(schema obj) obj { return obj{"application/json": obj{"schema": schema}} }

func ok(desc string, schema obj) obj {
	return obj{"description": desc, "content": jsonContent(schema)}
}

// errs lists the error responses of an operation by status.
func errs(statuses ...string) obj {
	out := obj{}
	for _, st := range statuses {
		out[st] = obj{"$ref": "#/components/responses/Error"}
	}
	return out
}

func op(summary string, params []obj, responses obj, extraErr ...string) obj {
	common := []string{"400", "422", "429", "500", "503"}
	for k, v := range errs(append(common, extraErr...)...) {
		if _, ok := responses[k]; !ok {
			responses[k] = v
		}
	}
	o := obj{"summary": summary, "responses": responses}
	if len(params) > 0 {
		o["parameters"] = params
	}
	return o
}

func writeOp(summary string, params []obj, body obj, responses obj, extraErr ...string) obj {
	o := op(summary, params, responses, append([]string{"401", "403", "413", "415"}, extraErr...)...)
	o["security"] = bearerAuth
	if body != nil {
		o["requestBody"] = body
	}
	return o
}

func arrayOf(schema obj) obj { return obj{"type": "array", "items": schema} }

func spec() obj {
	anyObj := obj{"type": "object", "additionalProperties": true}
	paths := obj{
		"/healthz": obj{"get": obj{
			"summary": "Neo4j and search index status; 503 when one is down.",
			"responses": obj{
				"200": ok("Every store answers.", ref("Health")),
				"503": ok("A store is down.", ref("Health")),
			},
		}},
		"/metrics": obj{"get": obj{
			"summary": "Prometheus metrics: request counts and latencies by route, ingest counters.",
			"responses": obj{"200": obj{"description": "Prometheus text format 0.0.4.",
				"content": obj{"text/plain": obj{"schema": obj{"type": "string"}}}}},
		}},
		"/api/v1/openapi.json": obj{"get": obj{
			"summary":   "This document.",
			"responses": obj{"200": ok("OpenAPI 3 document.", anyObj)},
		}},
		"/api/v1/documents": obj{
			"get": op("List documents, newest first, filtered by source, publication date or path.",
				[]obj{query("source", "string", "Exact outlet name."), dateQ("from", "Published on or after (2014, 2014-01 or 2014-01-20)."),
					dateQ("to", "Published on or before."), query("path", "string", "Exact path."), offsetQ, limitQ},
				obj{"200": ok("One page of documents (without body) and the total.", ref("DocumentList"))}),
			"post": writeOp("Ingest a document: JSON {text, title, source, published, url} or a multipart upload of any supported file (part \"file\"; the type is sniffed from the content). Posting the same content again changes nothing.",
				nil,
				obj{"required": true, "content": obj{
					"application/json": obj{"schema": ref("NewDocument")},
					"multipart/form-data": obj{"schema": obj{"type": "object", "properties": obj{
						"file": obj{"type": "string", "format": "binary"}, "title": obj{"type": "string"},
						"source": obj{"type": "string"}, "published": obj{"type": "string"}, "url": obj{"type": "string"},
					}, "required": []string{"file"}}},
				}},
				obj{
					"200": ok("Every document was already stored (status unchanged).", ref("IngestResults")),
					"201": ok("At least one document was ingested.", ref("IngestResults")),
				}),
		},
		"/api/v1/documents/{id}": obj{
			"get": op("One document: metadata, body, passages, every mention, quantity, date and quote with byte offsets into the body, and the claims it states, each with its claim group's id and verdict.",
				[]obj{idParam}, obj{"200": ok("The document.", ref("DocumentDetail"))}, "404"),
			"delete": writeOp("Remove a document from graph and index; its claims are recomputed.",
				[]obj{idParam}, nil, obj{"204": obj{"description": "Deleted."}}, "404"),
		},
		"/api/v1/entities": obj{"get": op("Search entities by name or alias (substring, case-insensitive) and type.",
			[]obj{query("q", "string", "Part of a name or alias.", obj{"maxLength": maxNameBytes}),
				query("type", "string", "Entity type.", obj{"enum": entityTypes}), offsetQ, limitQ},
			obj{"200": ok("Matching entities, most mentioned first.", obj{"type": "object", "properties": obj{
				"entities": arrayOf(ref("EntitySummary")), "offset": obj{"type": "integer"}, "limit": obj{"type": "integer"}}})})},
		"/api/v1/entities/{id}": obj{"get": op("One entity by id, name or alias: aliases, roles with evidence, documents, claims.",
			[]obj{nameParam}, obj{"200": ok("The entity.", ref("EntityDetail"))}, "404")},
		"/api/v1/entities/{id}/neighbours": obj{"get": op("Entities linked to this one, each edge with its evidence passages.",
			[]obj{nameParam, query("limit", "integer", "Edges at most.", obj{"minimum": 1, "maximum": maxLimit, "default": 50})},
			obj{"200": ok("Edges.", obj{"type": "object", "properties": obj{"edges": arrayOf(ref("Edge"))}})}, "404")},
		"/api/v1/entities/merge": obj{"post": writeOp("Fold entity b into entity a (stored as a decision, replayed on re-ingest).",
			nil, obj{"required": true, "content": jsonContent(obj{"type": "object", "required": []string{"a", "b"},
				"properties": obj{"a": obj{"type": "string", "description": "Entity kept."}, "b": obj{"type": "string", "description": "Entity folded in."}}})},
			obj{"200": ok("The merged entity.", ref("EntityDetail"))}, "404", "409")},
		"/api/v1/entities/{id}/split": obj{"post": writeOp("Move the mentions written as alias out of this entity into a new one.",
			[]obj{idParam}, obj{"required": true, "content": jsonContent(obj{"type": "object", "required": []string{"alias"},
				"properties": obj{"alias": obj{"type": "string"}}})},
			obj{"201": ok("The new entity.", ref("EntityDetail"))}, "404", "409")},
		"/api/v1/claims": obj{"get": op("Claim groups by status, entity and kind.",
			[]obj{query("status", "string", "Verdict.", obj{"enum": []string{"corroborated", "contested", "single-source"}}),
				query("about", "string", "Entity id or name."),
				query("kind", "string", "Claim kind.", obj{"enum": []string{"quantity", "event", "quote", "role"}}), offsetQ, limitQ},
			obj{"200": ok("Claim groups.", obj{"type": "object", "properties": obj{"claims": arrayOf(ref("ClaimGroup")),
				"offset": obj{"type": "integer"}, "limit": obj{"type": "integer"}}})})},
		"/api/v1/claims/{id}": obj{"get": op("One claim group: variants with their statements, sources and independent origins.",
			[]obj{idParam}, obj{"200": ok("The claim group.", ref("ClaimGroup"))}, "404")},
		"/api/v1/paths": obj{"get": op("Shortest path between two entities, each edge with evidence passages.",
			[]obj{param("from", "query", "string", "Entity id or name.", true), param("to", "query", "string", "Entity id or name.", true)},
			obj{"200": ok("The path.", ref("Path"))}, "404")},
		"/api/v1/timeline": obj{"get": op("Dated statements in order, about one entity when given.",
			[]obj{query("about", "string", "Entity id or name.")},
			obj{"200": ok("Timeline.", obj{"type": "object", "properties": obj{"entries": arrayOf(ref("TimelineEntry"))}})}, "404")},
		"/api/v1/search": obj{"get": op("Full-text search of passages: phrases, field queries (text:, entities:, source:), facets, date range, highlights.",
			[]obj{query("q", "string", "bleve query string; \"quoted phrases\"; at most 1000 bytes and 32 clauses.", obj{"maxLength": maxQueryLength}),
				query("source", "string", "Outlet."), dateQ("from", "Published on or after."), dateQ("to", "Published on or before."),
				query("facets", "boolean", "Count hits by source, entity, type and year."),
				query("size", "integer", "Hits per page.", obj{"minimum": 1, "maximum": maxSearchSize, "default": 20}),
				query("offset", "integer", "Hits to skip.", obj{"minimum": 0, "maximum": maxSearchOffset, "default": 0})},
			obj{"200": ok("One page of hits.", ref("SearchResult"))})},
		"/api/v1/export": obj{"get": op("The whole graph as GraphML (Gephi), a zip of CSV files in the neo4j-admin import format, or JSON {nodes, relationships}.",
			[]obj{query("format", "string", "Export format.", obj{"enum": []string{"graphml", "csv", "json"}, "default": "json"})},
			obj{"200": obj{"description": "The export.", "content": obj{
				"application/graphml+xml": obj{"schema": obj{"type": "string"}},
				"application/zip":         obj{"schema": obj{"type": "string", "format": "binary"}},
				"application/json":        obj{"schema": anyObj},
			}}})},
	}
	str := obj{"type": "string"}
	integer := obj{"type": "integer"}
	num := obj{"type": "number"}
	statuses := []string{"corroborated", "contested", "single-source"}
	kindSchema := obj{"type": "string", "enum": []string{"quantity", "event", "quote", "role"}}
	schemas := obj{
		"Error": obj{"type": "object", "required": []string{"error"}, "properties": obj{"error": obj{
			"type": "object", "required": []string{"code", "message"}, "properties": obj{
				"code": obj{"type": "string", "enum": []string{"invalid", "not_found", "conflict", "too_large", "unsupported",
					"unauthorized", "forbidden", "rate_limited", "method_not_allowed", "unavailable", "internal"}},
				"message": str, "request_id": str}}}},
		"Health": obj{"type": "object", "properties": obj{"status": str, "checks": obj{"type": "object", "additionalProperties": str}}},
		"NewDocument": obj{"type": "object", "required": []string{"text"}, "properties": obj{
			"text": str, "title": str, "source": str, "published": obj{"type": "string", "description": "ISO date"},
			"url": obj{"type": "string", "format": "uri"}}},
		"IngestResults": obj{"type": "object", "properties": obj{"documents": arrayOf(obj{"type": "object", "properties": obj{
			"id": str, "path": str, "status": obj{"type": "string", "enum": []string{"ingested", "unchanged", "failed"}}, "error": str}})}},
		"Document": obj{"type": "object", "properties": obj{"id": str, "path": str, "title": str, "source": str, "url": str,
			"author": str, "published": str, "sha256": str, "ingested_at": obj{"type": "string", "format": "date-time"}}},
		"DocumentList": obj{"type": "object", "properties": obj{"documents": arrayOf(ref("Document")), "total": integer,
			"offset": integer, "limit": integer}},
		"DocumentDetail": obj{"allOf": []obj{ref("Document"), {"type": "object", "properties": obj{
			"body": str, "passages": arrayOf(anyObj), "extraction": obj{"type": "object", "properties": obj{
				"entities": arrayOf(anyObj), "quantities": arrayOf(anyObj), "dates": arrayOf(anyObj), "quotes": arrayOf(anyObj)}},
			"claims": obj{"type": "array", "items": ref("Claim"),
				"description": "The statements the document makes, in body order; left out when it makes none."}}}}},
		"Claim": obj{"type": "object", "properties": obj{"id": str, "key": str, "kind": kindSchema,
			"document_id": str, "passage_id": str, "path": str, "source": str, "text": str, "start": integer, "end": integer,
			"value": str, "number": num, "low": num, "high": num, "qualifier": str, "unit": str, "speaker": str,
			"about": arrayOf(str), "attributed_to": str, "origin": str,
			"group_id": obj{"type": "string", "description": "The claim group this claim is filed under (GET /api/v1/claims/{id})."},
			"status":   obj{"type": "string", "enum": statuses, "description": "The verdict of that group: contested when other sources disagree."}}},
		"EntitySummary": obj{"type": "object", "properties": obj{"id": str, "name": str, "type": str,
			"aliases": arrayOf(str), "documents": integer, "mentions": integer}},
		"EntityDetail": obj{"allOf": []obj{ref("EntitySummary"), {"type": "object", "properties": obj{
			"key": str, "roles": arrayOf(anyObj), "document_refs": arrayOf(anyObj), "claims": arrayOf(ref("ClaimGroup")),
			"decisions": obj{"type": "array", "items": ref("Decision"),
				"description": "Merges and splits a person made that kept, absorbed or split off this entity, oldest first; left out when none."},
			"merges": arrayOf(obj{"type": "object", "properties": obj{"alias": str, "score": num, "reason": str}})}}}},
		"Decision": obj{"type": "object", "properties": obj{"id": str, "action": obj{"type": "string", "enum": []string{"merge", "split"}},
			"a": obj{"type": "string", "description": "Entity kept (merge) or split (split)."},
			"b": obj{"type": "string", "description": "Merge: the entity folded into a."}, "alias": obj{"type": "string", "description": "Split: the name moved out."},
			"new_id": obj{"type": "string", "description": "Split: the entity the alias became."}, "at": obj{"type": "string", "format": "date-time"}}},
		"Evidence": obj{"type": "object", "properties": obj{"passage_id": str, "document_id": str, "path": str, "source": str,
			"text": str, "start": integer, "end": integer}},
		"Edge": obj{"type": "object", "properties": obj{"from": ref("EntitySummary"), "to": ref("EntitySummary"), "kind": str,
			"weight": integer, "evidence": arrayOf(ref("Evidence"))}},
		"Path": obj{"type": "object", "properties": obj{"nodes": arrayOf(ref("EntitySummary")), "edges": arrayOf(ref("Edge"))}},
		"TimelineEntry": obj{"type": "object", "properties": obj{"iso": str, "granularity": str, "text": str, "claim_key": str,
			"evidence": ref("Evidence")}},
		"ClaimGroup": obj{"type": "object", "properties": obj{"id": str, "key": str, "kind": str, "status": str,
			"documents": integer, "independent_origins": integer, "variants": arrayOf(anyObj)}},
		"SearchResult": obj{"type": "object", "properties": obj{"total": integer, "hits": arrayOf(anyObj),
			"facets": obj{"type": "object", "additionalProperties": obj{"type": "object", "additionalProperties": integer}}}},
	}
	return obj{
		"openapi": "3.0.3",
		"info": obj{"title": "Corroborate API", "version": "1.0.0",
			"description": "Check claims across sources: documents, entities, claims, paths, timeline and search over a Neo4j graph. " +
				"Errors are {\"error\": {code, message, request_id}}: 400 unparseable request, 422 invalid field value, 401/403 auth, " +
				"404 unknown id, 409 conflict, 413 body over the limit, 415 unsupported type, 429 rate limit, 503 store down, 500 internal (logged under request_id)."},
		"paths": paths,
		"components": obj{
			"schemas":         schemas,
			"responses":       obj{"Error": ok("Error.", ref("Error"))},
			"securitySchemes": obj{"bearer": obj{"type": "http", "scheme": "bearer"}},
		},
	}
}

var (
	specOnce sync.Once
	specJSON []byte
)

func (s *Server) openAPI(c *gin.Context) {
	specOnce.Do(func() {
		var err error
		if specJSON, err = json.MarshalIndent(spec(), "", "  "); err != nil {
			panic(err) // a static document that does not marshal is a bug the tests catch
		}
	})
	c.Data(http.StatusOK, "application/json", specJSON)
}
