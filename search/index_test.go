package search

import (
	"reflect"
	"sort"
	"sync"
	"testing"

	"github.com/corroborate/corroborate"
)

func TestIndexDocumentCountAndMarkers(t *testing.T) {
	x := openTemp(t)
	docs := fixture()
	mustIndex(t, x, docs...)

	want := 0
	for _, d := range docs {
		want += len(d.Passages)
	}
	n, err := x.Count()
	if err != nil {
		t.Fatal(err)
	}
	if n != uint64(want) {
		t.Fatalf("Count = %d, want %d passages", n, want)
	}
	// A match-all search sees passages only, never the markers.
	res := mustSearch(t, x, corroborate.SearchRequest{Size: 100})
	if res.Total != uint64(want) {
		t.Fatalf("match-all total = %d, want %d", res.Total, want)
	}
	for _, h := range res.Hits {
		if h.Text == "" || h.DocumentID == "" {
			t.Fatalf("hit %q has no text or document id: %+v", h.PassageID, h)
		}
	}
}

func TestReindexIsIdempotent(t *testing.T) {
	x := openTemp(t)
	docs := fixture()
	mustIndex(t, x, docs...)
	before, _ := x.Count()
	mustIndex(t, x, docs...)
	after, _ := x.Count()
	if before != after {
		t.Fatalf("Count after re-index = %d, before %d", after, before)
	}

	// Re-indexing with fewer passages removes the ones that are gone.
	d := *docs[0]
	d.Passages = d.Passages[:1]
	mustIndex(t, x, &d)
	got, _ := x.Count()
	if want := before - uint64(len(docs[0].Passages)-1); got != want {
		t.Fatalf("Count after shrinking a document = %d, want %d", got, want)
	}
	res := mustSearch(t, x, corroborate.SearchRequest{Query: "weighed"})
	for _, h := range res.Hits {
		if h.DocumentID == d.ID {
			t.Fatalf("stale passage %s still found", h.PassageID)
		}
	}
}

func TestDeleteDocument(t *testing.T) {
	x := openTemp(t)
	docs := fixture()
	mustIndex(t, x, docs...)
	before, _ := x.Count()

	if err := x.DeleteDocument(docs[0].ID); err != nil {
		t.Fatal(err)
	}
	after, _ := x.Count()
	if after != before-uint64(len(docs[0].Passages)) {
		t.Fatalf("Count after delete = %d, before %d, document had %d passages", after, before, len(docs[0].Passages))
	}
	if ok, _ := x.HasDocument(docs[0].ID); ok {
		t.Fatal("HasDocument true after delete")
	}
	res := mustSearch(t, x, corroborate.SearchRequest{Query: `"smoking gun"`})
	if res.Total != 0 {
		t.Fatalf("deleted passage still found: %+v", res.Hits)
	}
	// Deleting what is not there is not an error.
	if err := x.DeleteDocument(docs[0].ID); err != nil {
		t.Fatalf("second delete: %v", err)
	}
}

func TestHasDocumentAndDocumentIDs(t *testing.T) {
	x := openTemp(t)
	docs := fixture()
	if ok, err := x.HasDocument(docs[0].ID); err != nil || ok {
		t.Fatalf("HasDocument on empty index = %v, %v", ok, err)
	}
	ids, err := x.DocumentIDs()
	if err != nil || len(ids) != 0 {
		t.Fatalf("DocumentIDs on empty index = %v, %v", ids, err)
	}
	mustIndex(t, x, docs...)
	var want []string
	for _, d := range docs {
		want = append(want, d.ID)
		if ok, err := x.HasDocument(d.ID); err != nil || !ok {
			t.Fatalf("HasDocument(%s) = %v, %v", d.Path, ok, err)
		}
	}
	sort.Strings(want)
	ids, err = x.DocumentIDs()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ids, want) {
		t.Fatalf("DocumentIDs = %v, want %v", ids, want)
	}
	if ok, _ := x.HasDocument("0000000000000000"); ok {
		t.Fatal("HasDocument true for an unknown id")
	}
}

func TestDocumentIDsPagesPastOnePage(t *testing.T) {
	x := openTemp(t)
	b := x.index.NewBatch()
	for i := 0; i < pageSize+5; i++ {
		id := "d" + itoa(i)
		if err := b.Index(markerID(id), map[string]any{fieldKind: kindDocument, fieldDocumentID: id}); err != nil {
			t.Fatal(err)
		}
	}
	if err := x.index.Batch(b); err != nil {
		t.Fatal(err)
	}
	ids, err := x.DocumentIDs()
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) != pageSize+5 {
		t.Fatalf("DocumentIDs returned %d ids, want %d", len(ids), pageSize+5)
	}
}

func TestCloseReopenPersists(t *testing.T) {
	dir := t.TempDir() + "/index"
	x, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	docs := fixture()
	mustIndex(t, x, docs...)
	before, _ := x.Count()
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}

	y, err := Open(dir)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer y.Close()
	after, err := y.Count()
	if err != nil {
		t.Fatal(err)
	}
	if after != before || after == 0 {
		t.Fatalf("Count after reopen = %d, before %d", after, before)
	}
	if ok, _ := y.HasDocument(docs[1].ID); !ok {
		t.Fatal("HasDocument false after reopen")
	}
	res := mustSearch(t, y, corroborate.SearchRequest{Query: `"smoking gun"`})
	if res.Total != 1 || res.Hits[0].Path != "a.txt" {
		t.Fatalf("phrase after reopen: %+v", res.Hits)
	}
}

func TestOpenRejectsOtherMappingVersion(t *testing.T) {
	dir := t.TempDir() + "/index"
	x, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := x.index.SetInternal(internalMappingKey, []byte("0")); err != nil {
		t.Fatal(err)
	}
	x.Close()
	_, err = Open(dir)
	if corroborate.ErrorCode(err) != corroborate.ECONFLICT {
		t.Fatalf("Open of an index with another mapping version: %v, want conflict", err)
	}
}

func TestIndexDocumentRejectsMissingID(t *testing.T) {
	x := openTemp(t)
	err := x.IndexDocument(&corroborate.Document{Path: "x.txt"})
	if corroborate.ErrorCode(err) != corroborate.EINVALID {
		t.Fatalf("IndexDocument without id: %v, want invalid", err)
	}
}

func TestEntitiesWithinPassage(t *testing.T) {
	d := fixture()[0]
	docs := passageDocs(d)
	// Passage 1 names Mara Velden; passage 2 names the board; passage 0 names Port Alder.
	want := [][]string{{"Port Alder"}, {"Mara Velden"}, {"Harbour Safety Board"}}
	for i, p := range docs {
		got, _ := p.fields[fieldEntities].([]string)
		if !reflect.DeepEqual(got, want[i]) {
			t.Errorf("passage %d entities = %v, want %v", i, got, want[i])
		}
	}
	// A mention that straddles two passages belongs to neither.
	ms := []mention{{start: 5, end: 15, name: "X", typ: "ORG"}}
	if names, _ := entitiesWithin(ms, 0, 10); names != nil {
		t.Errorf("straddling mention counted in first passage: %v", names)
	}
	if names, _ := entitiesWithin(ms, 10, 20); names != nil {
		t.Errorf("straddling mention counted in second passage: %v", names)
	}
}

func TestIndexDocumentsOneBatch(t *testing.T) {
	x := openTemp(t)
	docs := fixture()
	// The first copy of a.txt is replaced by the shrunk one later in the same batch.
	shrunk := *docs[0]
	shrunk.Passages = shrunk.Passages[:1]
	if err := x.IndexDocuments(append(docs, &shrunk)); err != nil {
		t.Fatal(err)
	}
	want := 1 + len(docs[1].Passages) + len(docs[2].Passages)
	if n, _ := x.Count(); n != uint64(want) {
		t.Fatalf("Count = %d, want %d", n, want)
	}
	ids, _ := x.DocumentIDs()
	if len(ids) != 3 {
		t.Fatalf("DocumentIDs = %v", ids)
	}
	if err := x.IndexDocuments([]*corroborate.Document{docs[0], {Path: "no-id.txt"}}); corroborate.ErrorCode(err) != corroborate.EINVALID {
		t.Fatalf("batch with a document without id: %v, want invalid", err)
	}
}

func TestConcurrentWritesAndSearches(t *testing.T) {
	x := openTemp(t)
	docs := fixture()
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for w := 0; w < 3; w++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for i := 0; i < 5; i++ {
				if err := x.IndexDocument(docs[i%len(docs)]); err != nil {
					errs <- err
				}
			}
		}()
		go func() {
			defer wg.Done()
			for i := 0; i < 5; i++ {
				if _, err := x.Search(corroborate.SearchRequest{Query: "containers", Facets: true}); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	// Every document was indexed at least once and replaced in place after that.
	want := 0
	for _, d := range docs {
		want += len(d.Passages)
	}
	if n, _ := x.Count(); n != uint64(want) {
		t.Fatalf("Count after concurrent re-indexing = %d, want %d", n, want)
	}
}
