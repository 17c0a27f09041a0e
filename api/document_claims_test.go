package api

import (
	"encoding/json"
	"testing"

	"github.com/corroborate/corroborate"
)

// A document carries its own claims, each naming the group it was filed under and the group's
// verdict, so that a client can mark which of its statements other sources dispute.
func TestDocumentClaims(t *testing.T) {
	e := newEnv(t, Config{RateLimit: -1})
	e.ingestSeeds()
	var contested struct {
		Claims []corroborate.ClaimGroup `json:"claims"`
	}
	e.getJSON("/api/v1/claims?status=contested&limit=500", 200, &contested)
	if len(contested.Claims) == 0 {
		t.Fatal("the seeds gave no contested claim group")
	}
	g := contested.Claims[0]
	st := g.Variants[0].Statements[0]

	resp, body := e.do("GET", "/api/v1/documents/"+st.DocumentID, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("GET document %s: %d %s", st.DocumentID, resp.StatusCode, body)
	}
	var doc struct {
		corroborate.Document
		Body string `json:"body"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		t.Fatal(err)
	}
	var found *corroborate.Claim
	for i, c := range doc.Claims {
		if c.ID == st.ClaimID {
			found = &doc.Claims[i]
		}
	}
	if found == nil {
		t.Fatalf("document %s does not list claim %s (it lists %d claims)", st.DocumentID, st.ClaimID, len(doc.Claims))
	}
	if found.GroupID != g.ID || found.Status != corroborate.Contested || found.Start != st.Start || found.End != st.End {
		t.Errorf("claim = %+v, want group %s contested at %d..%d", found, g.ID, st.Start, st.End)
	}
	// Every claim's verdict is its group's, and the group lists the claim among its statements.
	groups := map[string]corroborate.ClaimGroup{}
	for _, c := range doc.Claims {
		if c.GroupID == "" || c.Status == "" || c.DocumentID != doc.ID || doc.Body[c.Start:c.End] != c.Text {
			t.Errorf("claim %+v lacks its group or does not match the body", c)
			continue
		}
		grp, ok := groups[c.GroupID]
		if !ok {
			e.getJSON("/api/v1/claims/"+c.GroupID, 200, &grp)
			groups[c.GroupID] = grp
		}
		if grp.Status != c.Status || grp.Key == "" {
			t.Errorf("claim %s says %s, its group %s says %s", c.ID, c.Status, c.GroupID, grp.Status)
		}
		listed := false
		for _, v := range grp.Variants {
			for _, s := range v.Statements {
				listed = listed || s.ClaimID == c.ID
			}
		}
		if !listed {
			t.Errorf("group %s does not list claim %s", c.GroupID, c.ID)
		}
	}
}
