package graph_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/graph"
	"github.com/corroborate/corroborate/internal/neo4jtest"
)

func exportFixture(t *testing.T) (*graph.Store, map[string]int64) {
	t.Helper()
	s := neo4jtest.Open(t)
	ctx := context.Background()
	if err := s.WriteDocuments(ctx, []*corroborate.Document{testDocument("doc-a"), roleDocument("doc-b", "Hill Herald", "2024-06-01")}); err != nil {
		t.Fatal(err)
	}
	st, err := s.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return s, st
}

func TestExportJSON(t *testing.T) {
	s, st := exportFixture(t)
	var buf bytes.Buffer
	if err := s.Export(context.Background(), "json", &buf); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Nodes []struct {
			ID         string         `json:"id"`
			Labels     []string       `json:"labels"`
			Properties map[string]any `json:"properties"`
		} `json:"nodes"`
		Relationships []struct {
			ID, Type, Start, End string
		} `json:"relationships"`
	}
	if err := json.Unmarshal(buf.Bytes(), &out); err != nil {
		t.Fatalf("invalid JSON: %v\n%s", err, buf.String())
	}
	ids := map[string]bool{}
	byLabel := map[string]int{}
	for _, n := range out.Nodes {
		if ids[n.ID] {
			t.Errorf("duplicate node id %q", n.ID)
		}
		ids[n.ID] = true
		for _, l := range n.Labels {
			byLabel[l]++
		}
		if _, ok := n.Properties["body"]; ok {
			t.Errorf("node %s carries the document body", n.ID)
		}
	}
	if int64(byLabel["Document"]) != st["documents"] || int64(byLabel["Passage"]) != st["passages"] || int64(byLabel["Entity"]) != st["entities"] || byLabel["Person"] != 1 {
		t.Errorf("labels %v vs stats %v", byLabel, st)
	}
	if !ids["doc-a"] || !ids["e-ana-ruiz"] || !ids["source:Valley Post"] {
		t.Errorf("node ids should be the graph's ids: %v", ids)
	}
	mentions := 0
	for _, r := range out.Relationships {
		if !ids[r.Start] || !ids[r.End] {
			t.Errorf("relationship %+v points outside the nodes", r)
		}
		if r.Type == "MENTIONS" {
			mentions++
		}
	}
	if int64(mentions) != st["mentions"] {
		t.Errorf("MENTIONS = %d, stats say %d", mentions, st["mentions"])
	}
}

func TestExportGraphML(t *testing.T) {
	s, st := exportFixture(t)
	var buf bytes.Buffer
	if err := s.Export(context.Background(), "graphml", &buf); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Keys []struct {
			ID   string `xml:"id,attr"`
			For  string `xml:"for,attr"`
			Name string `xml:"attr.name,attr"`
			Type string `xml:"attr.type,attr"`
		} `xml:"key"`
		Graph struct {
			EdgeDefault string `xml:"edgedefault,attr"`
			Nodes       []struct {
				ID   string `xml:"id,attr"`
				Data []struct {
					Key   string `xml:"key,attr"`
					Value string `xml:",chardata"`
				} `xml:"data"`
			} `xml:"node"`
			Edges []struct {
				Source string `xml:"source,attr"`
				Target string `xml:"target,attr"`
			} `xml:"edge"`
		} `xml:"graph"`
	}
	if err := xml.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("invalid XML: %v", err)
	}
	declared := map[string]string{}
	for _, k := range doc.Keys {
		declared[k.ID] = k.Type
	}
	if declared["n_start"] != "long" || declared["n_aliases"] != "string" || declared["label"] != "string" || declared["e_start"] != "long" {
		t.Errorf("keys = %v", declared)
	}
	ids := map[string]bool{}
	var label string
	for _, n := range doc.Graph.Nodes {
		ids[n.ID] = true
		for _, d := range n.Data {
			if _, ok := declared[d.Key]; !ok {
				t.Fatalf("node %s uses undeclared key %q", n.ID, d.Key)
			}
			if n.ID == "e-ana-ruiz" && d.Key == "label" {
				label = d.Value
			}
		}
	}
	if label != "Ana Ruiz" {
		t.Errorf("entity label = %q", label)
	}
	if int64(len(doc.Graph.Nodes)) < st["documents"]+st["passages"]+st["entities"] || doc.Graph.EdgeDefault != "directed" {
		t.Errorf("%d nodes, stats %v", len(doc.Graph.Nodes), st)
	}
	for _, e := range doc.Graph.Edges {
		if !ids[e.Source] || !ids[e.Target] {
			t.Errorf("edge %+v points outside the nodes", e)
		}
	}
}

func TestExportCSVZip(t *testing.T) {
	s, st := exportFixture(t)
	var buf bytes.Buffer
	if err := s.Export(context.Background(), "csv", &buf); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatalf("not a zip: %v", err)
	}
	files := map[string][][]string{}
	var readme string
	for _, f := range zr.File {
		rc, _ := f.Open()
		if f.Name == "README.txt" {
			b, _ := io.ReadAll(rc)
			readme = string(b)
			continue
		}
		rows, err := csv.NewReader(rc).ReadAll()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		files[f.Name] = rows
	}
	docs := files["nodes_Document.csv"]
	if len(docs) == 0 || int64(len(docs)-1) != st["documents"] {
		t.Fatalf("nodes_Document.csv = %v (files %v)", docs, keys(files))
	}
	if docs[0][0] != ":ID" || docs[0][1] != ":LABEL" || !containsStr(docs[0], "id:string") || containsStr(docs[0], "body:string") {
		t.Errorf("document header = %v", docs[0])
	}
	ents := files["nodes_Entity_Person.csv"]
	if len(ents) != 2 || !containsStr(ents[0], "aliases:string[]") || ents[1][1] != "Entity;Person" {
		t.Errorf("person file = %v", ents)
	}
	ids := map[string]bool{}
	for name, rows := range files {
		if strings.HasPrefix(name, "nodes_") {
			for _, r := range rows[1:] {
				ids[r[0]] = true
			}
		}
	}
	men := files["relationships_MENTIONS.csv"]
	if len(men) == 0 || strings.Join(men[0][:3], ",") != ":START_ID,:END_ID,:TYPE" || !containsStr(men[0], "start:long") || int64(len(men)-1) != st["mentions"] {
		t.Fatalf("relationships_MENTIONS.csv = %v", men)
	}
	for name, rows := range files {
		if strings.HasPrefix(name, "relationships_") {
			for _, r := range rows[1:] {
				if !ids[r[0]] || !ids[r[1]] {
					t.Errorf("%s: %v points outside the nodes", name, r)
				}
			}
		}
	}
	if !strings.Contains(readme, "neo4j-admin database import full") || !strings.Contains(readme, "--relationships=relationships_MENTIONS.csv") {
		t.Errorf("README = %q", readme)
	}
}

func TestExportUnknownFormat(t *testing.T) {
	s := neo4jtest.Open(t)
	var buf bytes.Buffer
	err := s.Export(context.Background(), "xlsx", &buf)
	if corroborate.ErrorCode(err) != corroborate.EINVALID || buf.Len() != 0 {
		t.Fatalf("err = %v, wrote %d bytes", err, buf.Len())
	}
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func keys[T any](m map[string]T) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
