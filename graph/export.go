package graph

import (
	"archive/zip"
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
)

// Export formats.
const (
	FormatGraphML = "graphml"
	FormatCSV     = "csv"
	FormatJSON    = "json"
)

// exportNode and exportRel are the graph as read for export. ID is what the export names a node
// by: its id property when it has a unique one, the source name for sources, the element id
// otherwise.
type exportNode struct {
	ID     string
	Labels []string
	Keys   []string // property names, sorted
	Props  map[string]any
}

type exportRel struct {
	ID, Type, Start, End string
	Keys                 []string
	Props                map[string]any
}

// Export writes the whole graph (document bodies left out) as GraphML that Gephi opens, as a zip
// of CSV files in the neo4j-admin import header format, or as JSON {nodes, relationships}.
// An unknown format is EINVALID and nothing is written.
func (s *Store) Export(ctx context.Context, format string, w io.Writer) error {
	var write func(io.Writer, []exportNode, []exportRel) error
	switch format {
	case FormatGraphML:
		write = writeGraphML
	case FormatCSV:
		write = writeCSVZip
	case FormatJSON:
		write = writeJSON
	default:
		return corroborate.Errorf(corroborate.EINVALID, "format: %q is not one of graphml, csv, json", format)
	}
	nodes, rels, err := s.exportGraph(ctx)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := write(bw, nodes, rels); err != nil {
		return corroborate.Wrap(corroborate.EINTERNAL, err, "export: writing %s", format)
	}
	if err := bw.Flush(); err != nil {
		return corroborate.Wrap(corroborate.EINTERNAL, err, "export: writing %s", format)
	}
	return nil
}

func (s *Store) exportGraph(ctx context.Context) ([]exportNode, []exportRel, error) {
	recs, err := s.read(ctx, "export_nodes", nil)
	if err != nil {
		return nil, nil, err
	}
	nodes := make([]exportNode, 0, len(recs))
	idCount := map[string]int{}
	for _, r := range recs {
		v, _ := r.Get("labels")
		n := exportNode{ID: str(r, "eid"), Labels: strList(v), Props: map[string]any{}}
		sort.Strings(n.Labels)
		pv, _ := r.Get("props")
		for _, kv := range asSlice(pv) {
			pair := asSlice(kv)
			if len(pair) != 2 {
				continue
			}
			k, _ := pair[0].(string)
			if val := exportValue(pair[1]); val != nil {
				n.Props[k] = val
				n.Keys = append(n.Keys, k)
			}
		}
		sort.Strings(n.Keys)
		if id, ok := n.Props["id"].(string); ok && id != "" {
			idCount[id]++
		} else if name, ok := n.Props["name"].(string); ok && contains(n.Labels, "Source") {
			idCount["source:"+name]++
		}
		nodes = append(nodes, n)
	}
	byEID := make(map[string]string, len(nodes))
	for i := range nodes {
		n := &nodes[i]
		eid := n.ID
		if id, ok := n.Props["id"].(string); ok && idCount[id] == 1 {
			n.ID = id
		} else if name, ok := n.Props["name"].(string); ok && contains(n.Labels, "Source") && idCount["source:"+name] == 1 {
			n.ID = "source:" + name
		}
		byEID[eid] = n.ID
	}

	recs, err = s.read(ctx, "export_relationships", nil)
	if err != nil {
		return nil, nil, err
	}
	rels := make([]exportRel, 0, len(recs))
	for i, r := range recs {
		x := exportRel{
			ID: "r" + strconv.Itoa(i), Type: str(r, "type"),
			Start: byEID[str(r, "start")], End: byEID[str(r, "end")], Props: map[string]any{},
		}
		pv, _ := r.Get("props")
		props, _ := pv.(map[string]any)
		for k, v := range props {
			if val := exportValue(v); val != nil {
				x.Props[k] = val
				x.Keys = append(x.Keys, k)
			}
		}
		sort.Strings(x.Keys)
		rels = append(rels, x)
	}
	return nodes, rels, nil
}

// exportValue turns a driver value into string, int64, float64, bool or []string; other kinds
// (dates, times) become strings.
func exportValue(v any) any {
	switch x := v.(type) {
	case nil:
		return nil
	case string, int64, float64, bool:
		return x
	case time.Time:
		return x.UTC().Format(time.RFC3339Nano)
	case []any:
		out := make([]string, 0, len(x))
		for _, e := range x {
			out = append(out, scalarString(exportValue(e)))
		}
		return out
	}
	return fmt.Sprint(v)
}

func scalarString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case []string:
		return strings.Join(x, ";")
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}

// propTypes infers one type per property name across a set of items: "long", "double",
// "boolean", "string" or "string[]"; disagreement falls back to string (longs and doubles
// together become double).
func propTypes(each func(func(map[string]any))) map[string]string {
	types := map[string]string{}
	each(func(props map[string]any) {
		for k, v := range props {
			t := "string"
			switch x := v.(type) {
			case int64:
				t = "long"
			case float64:
				t = "double"
				if math.IsInf(x, 0) || math.IsNaN(x) {
					t = "string"
				}
			case bool:
				t = "boolean"
			case []string:
				t = "string[]"
			}
			old, seen := types[k]
			switch {
			case !seen || old == t:
				types[k] = t
			case (old == "long" && t == "double") || (old == "double" && t == "long"):
				types[k] = "double"
			default:
				types[k] = "string"
			}
		}
	})
	return types
}

// --- JSON ---

func writeJSON(w io.Writer, nodes []exportNode, rels []exportRel) error {
	type jnode struct {
		ID         string         `json:"id"`
		Labels     []string       `json:"labels"`
		Properties map[string]any `json:"properties"`
	}
	type jrel struct {
		ID         string         `json:"id"`
		Type       string         `json:"type"`
		Start      string         `json:"start"`
		End        string         `json:"end"`
		Properties map[string]any `json:"properties"`
	}
	// Written element by element so that a large graph is never one big buffer.
	enc := json.NewEncoder(w)
	io.WriteString(w, `{"nodes":[`)
	for i, n := range nodes {
		if i > 0 {
			io.WriteString(w, ",")
		}
		if err := enc.Encode(jnode{n.ID, n.Labels, jsonSafe(n.Props)}); err != nil {
			return err
		}
	}
	io.WriteString(w, `],"relationships":[`)
	for i, r := range rels {
		if i > 0 {
			io.WriteString(w, ",")
		}
		if err := enc.Encode(jrel{r.ID, r.Type, r.Start, r.End, jsonSafe(r.Props)}); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "]}\n")
	return err
}

// jsonSafe replaces non-finite floats, which JSON cannot carry, by strings.
func jsonSafe(props map[string]any) map[string]any {
	for k, v := range props {
		if f, ok := v.(float64); ok && (math.IsInf(f, 0) || math.IsNaN(f)) {
			props[k] = scalarString(f)
		}
	}
	return props
}

// --- GraphML ---

// graphmlTypes maps inferred types to GraphML attr.type values; lists are joined with ";".
var graphmlTypes = map[string]string{"long": "long", "double": "double", "boolean": "boolean", "string": "string", "string[]": "string"}

func writeGraphML(w io.Writer, nodes []exportNode, rels []exportRel) error {
	nodeTypes := propTypes(func(f func(map[string]any)) {
		for _, n := range nodes {
			f(n.Props)
		}
	})
	relTypes := propTypes(func(f func(map[string]any)) {
		for _, r := range rels {
			f(r.Props)
		}
	})
	io.WriteString(w, xml.Header)
	io.WriteString(w, `<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">`+"\n")
	// Gephi shows the "label" attribute of nodes and edges; "labels" keeps the Neo4j labels.
	io.WriteString(w, `<key id="label" for="all" attr.name="label" attr.type="string"/>`+"\n")
	io.WriteString(w, `<key id="labels" for="node" attr.name="labels" attr.type="string"/>`+"\n")
	io.WriteString(w, `<key id="type" for="edge" attr.name="type" attr.type="string"/>`+"\n")
	nodeKeys := sortedKeys(nodeTypes)
	relKeys := sortedKeys(relTypes)
	for _, k := range nodeKeys {
		fmt.Fprintf(w, `<key id="n_%s" for="node" attr.name="%s" attr.type="%s"/>`+"\n", xmlAttr(k), xmlAttr(attrName(k)), graphmlTypes[nodeTypes[k]])
	}
	for _, k := range relKeys {
		fmt.Fprintf(w, `<key id="e_%s" for="edge" attr.name="%s" attr.type="%s"/>`+"\n", xmlAttr(k), xmlAttr(attrName(k)), graphmlTypes[relTypes[k]])
	}
	io.WriteString(w, `<graph id="corroborate" edgedefault="directed">`+"\n")
	for _, n := range nodes {
		fmt.Fprintf(w, `<node id="%s">`, xmlAttr(n.ID))
		writeData(w, "label", nodeLabel(n))
		writeData(w, "labels", ":"+strings.Join(n.Labels, ":"))
		for _, k := range n.Keys {
			writeData(w, "n_"+k, scalarString(n.Props[k]))
		}
		io.WriteString(w, "</node>\n")
	}
	for _, r := range rels {
		fmt.Fprintf(w, `<edge id="%s" source="%s" target="%s">`, xmlAttr(r.ID), xmlAttr(r.Start), xmlAttr(r.End))
		writeData(w, "label", r.Type)
		writeData(w, "type", r.Type)
		for _, k := range r.Keys {
			writeData(w, "e_"+k, scalarString(r.Props[k]))
		}
		io.WriteString(w, "</edge>\n")
	}
	_, err := io.WriteString(w, "</graph>\n</graphml>\n")
	return err
}

// attrName keeps a property from shadowing the label, labels and type attributes.
func attrName(k string) string {
	switch k {
	case "label", "labels", "type":
		return "prop_" + k
	}
	return k
}

// nodeLabel is what Gephi displays: a name, a title, the start of a text, or the id.
func nodeLabel(n exportNode) string {
	for _, k := range []string{"name", "title", "key", "text"} {
		if s, ok := n.Props[k].(string); ok && s != "" {
			if len(s) > 80 {
				s = strings.ToValidUTF8(s[:80], "") + "…"
			}
			return s
		}
	}
	return n.ID
}

func writeData(w io.Writer, key, value string) {
	fmt.Fprintf(w, `<data key="%s">`, xmlAttr(key))
	xml.EscapeText(w, []byte(xmlClean(value)))
	io.WriteString(w, "</data>")
}

func xmlAttr(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(xmlClean(s)))
	return strings.ReplaceAll(b.String(), `"`, "&quot;")
}

// xmlClean drops characters XML 1.0 cannot carry (control characters other than tab and newline).
func xmlClean(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r != 0xFFFE && r != 0xFFFF) {
			return r
		}
		return -1
	}, strings.ToValidUTF8(s, ""))
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// --- CSV for neo4j-admin import ---

// unsafeName keeps file names of labels and types to plain characters.
var unsafeName = regexp.MustCompile(`[^A-Za-z0-9_]+`)

// writeCSVZip writes one CSV per label set (nodes_<Labels>.csv) and per relationship type
// (relationships_<TYPE>.csv), with neo4j-admin import headers: ":ID" (the export id, not stored
// as a property: nodes keep their own id property), ":LABEL", typed property columns
// ("start:long", "aliases:string[]", ...), and ":START_ID,:END_ID,:TYPE". Per-file columns keep
// each property's type exact where one file for all labels would have to fall back to strings.
// README.txt in the zip gives the import command.
func writeCSVZip(w io.Writer, nodes []exportNode, rels []exportRel) error {
	zw := zip.NewWriter(w)
	nodeGroups := map[string][]exportNode{}
	for _, n := range nodes {
		g := strings.Join(n.Labels, "_")
		nodeGroups[g] = append(nodeGroups[g], n)
	}
	relGroups := map[string][]exportRel{}
	for _, r := range rels {
		relGroups[r.Type] = append(relGroups[r.Type], r)
	}
	var nodeFiles, relFiles []string
	for _, g := range sortedGroupNames(nodeGroups) {
		name := "nodes_" + fileName(g) + ".csv"
		nodeFiles = append(nodeFiles, name)
		group := nodeGroups[g]
		types := propTypes(func(f func(map[string]any)) {
			for _, n := range group {
				f(n.Props)
			}
		})
		keys := sortedKeys(types)
		header := append([]string{":ID", ":LABEL"}, typedHeader(keys, types)...)
		err := writeCSV(zw, name, header, len(group), func(i int) []string {
			n := group[i]
			row := []string{n.ID, strings.Join(n.Labels, ";")}
			for _, k := range keys {
				row = append(row, csvValue(n.Props[k]))
			}
			return row
		})
		if err != nil {
			return err
		}
	}
	for _, t := range sortedGroupNames(relGroups) {
		name := "relationships_" + fileName(t) + ".csv"
		relFiles = append(relFiles, name)
		group := relGroups[t]
		types := propTypes(func(f func(map[string]any)) {
			for _, r := range group {
				f(r.Props)
			}
		})
		keys := sortedKeys(types)
		header := append([]string{":START_ID", ":END_ID", ":TYPE"}, typedHeader(keys, types)...)
		err := writeCSV(zw, name, header, len(group), func(i int) []string {
			r := group[i]
			row := []string{r.Start, r.End, r.Type}
			for _, k := range keys {
				row = append(row, csvValue(r.Props[k]))
			}
			return row
		})
		if err != nil {
			return err
		}
	}
	readme, err := zw.Create("README.txt")
	if err != nil {
		return err
	}
	var cmd strings.Builder
	cmd.WriteString("Corroborate graph export in the neo4j-admin import format. Into an empty database:\n\n")
	cmd.WriteString("neo4j-admin database import full --array-delimiter=';' --multiline-fields=true")
	for _, f := range nodeFiles {
		cmd.WriteString(" \\\n  --nodes=" + f)
	}
	for _, f := range relFiles {
		cmd.WriteString(" \\\n  --relationships=" + f)
	}
	cmd.WriteString(" \\\n  neo4j\n")
	if _, err := io.WriteString(readme, cmd.String()); err != nil {
		return err
	}
	return zw.Close()
}

func writeCSV(zw *zip.Writer, name string, header []string, n int, row func(int) []string) error {
	f, err := zw.Create(name)
	if err != nil {
		return err
	}
	cw := csv.NewWriter(f)
	if err := cw.Write(header); err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		if err := cw.Write(row(i)); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func typedHeader(keys []string, types map[string]string) []string {
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, k+":"+types[k])
	}
	return out
}

// csvValue writes a value for a neo4j-admin column; arrays use the ";" array delimiter.
func csvValue(v any) string {
	if l, ok := v.([]string); ok {
		return strings.Join(l, ";")
	}
	return scalarString(v)
}

func fileName(s string) string {
	s = unsafeName.ReplaceAllString(s, "_")
	if s == "" {
		return "unlabelled"
	}
	return s
}

func sortedGroupNames[T any](m map[string]T) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
