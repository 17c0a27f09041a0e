// Who implements what in this package (interfaces in the root package, service.go):
//
//   - document.go, document_read.go: DocumentStore and DocumentService (documents, passages,
//     extraction rows).
//   - entity_read.go: EntityService.FindEntities and FindEntity.
//   - claims*.go, entities_resolve*.go: ClaimService, EntityService.Neighbours/Merge/Split,
//     GraphService.ShortestPath/Timeline, claim storage and cross-document resolution.
//   - export.go: GraphService.Export.
//
// Every statement lives in queries/<name>.cypher and is run with parameters only.
package graph
