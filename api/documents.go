package api

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/corroborate/corroborate"
	"github.com/corroborate/corroborate/ingest/read"
	"github.com/gin-gonic/gin"
)

func (s *Server) listDocuments(c *gin.Context) {
	if s.deps.Documents == nil {
		s.fail(c, unavailable("the document store"))
		return
	}
	p := queryParams{c: c}
	f := corroborate.DocumentFilter{
		Source: p.text("source", maxNameBytes), From: p.text("from", 10), To: p.text("to", 10),
		Path: p.text("path", maxParamBytes),
	}
	f.Offset, f.Limit = p.page()
	if p.err != nil {
		s.fail(c, p.err)
		return
	}
	docs, total, err := s.deps.Documents.FindDocuments(c.Request.Context(), f)
	if err != nil {
		s.fail(c, err)
		return
	}
	if docs == nil {
		docs = []*corroborate.Document{}
	}
	c.JSON(http.StatusOK, gin.H{"documents": docs, "total": total, "offset": f.Offset, "limit": f.Limit})
}

// documentView is a document with its body: Document leaves Body out of its JSON so that lists
// stay small.
type documentView struct {
	*corroborate.Document
	Body string `json:"body"`
}

func (s *Server) getDocument(c *gin.Context) {
	if s.deps.Documents == nil {
		s.fail(c, unavailable("the document store"))
		return
	}
	id, err := pathID(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	doc, err := s.deps.Documents.FindDocument(c.Request.Context(), id)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, documentView{doc, doc.Body})
}

func (s *Server) deleteDocument(c *gin.Context) {
	if s.deps.Ingester == nil {
		s.fail(c, unavailable("ingestion"))
		return
	}
	id, err := pathID(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	if err := s.deps.Ingester.Delete(c.Request.Context(), id); err != nil {
		s.fail(c, err)
		return
	}
	s.metrics.deleted()
	c.Status(http.StatusNoContent)
}

// postedDocument is the JSON form of POST /documents.
type postedDocument struct {
	Text      string `json:"text"`
	Title     string `json:"title"`
	Source    string `json:"source"`
	Published string `json:"published"`
	URL       string `json:"url"`
}

// Bounds on the metadata fields of a posted document.
const maxMetaBytes = 2048

// postDocuments ingests a JSON document or the files of a multipart upload. The same content
// posted twice is "unchanged" and writes nothing; the answer is 201 when anything was ingested,
// 200 when everything was already there.
func (s *Server) postDocuments(c *gin.Context) {
	if s.deps.Ingester == nil {
		s.fail(c, unavailable("ingestion"))
		return
	}
	mt, params, err := mime.ParseMediaType(c.GetHeader("Content-Type"))
	if err != nil && c.GetHeader("Content-Type") != "" {
		s.fail(c, malformed("Content-Type: %v", err))
		return
	}
	var docs []*corroborate.Document
	var results []corroborate.IngestResult
	switch mt {
	case "application/json":
		var doc *corroborate.Document
		doc, err = s.jsonDocument(c)
		docs = []*corroborate.Document{doc}
	case "multipart/form-data":
		docs, results, err = s.uploadedDocuments(c, params["boundary"])
	default:
		err = corroborate.Errorf(corroborate.EUNSUPPORTED,
			"Content-Type %q: send application/json {text, title, source, published, url} or a multipart/form-data upload", mt)
	}
	if err != nil {
		s.fail(c, err)
		return
	}

	ctx := c.Request.Context()
	var firstErr error
	for _, doc := range docs {
		res, err := s.deps.Ingester.Ingest(ctx, doc)
		if err != nil {
			s.metrics.ingested(corroborate.StatusFailed)
			if len(docs) == 1 && len(results) == 0 {
				s.fail(c, err)
				return
			}
			if code := corroborate.ErrorCode(err); code == corroborate.EUNAVAILABLE || code == corroborate.EINTERNAL {
				// A store failure, not a bad row: stop, the rest would fail the same way.
				s.fail(c, err)
				return
			}
			firstErr = err
			results = append(results, corroborate.IngestResult{Path: doc.Path, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(err)})
			continue
		}
		s.metrics.ingested(res.Status)
		results = append(results, *res)
	}
	status := http.StatusOK
	ingested := false
	for _, r := range results {
		if r.Status == corroborate.StatusIngested {
			status, ingested = http.StatusCreated, true
		}
	}
	if !ingested && firstErr != nil && allFailed(results) {
		s.fail(c, firstErr)
		return
	}
	if len(results) == 1 && results[0].ID != "" {
		c.Header("Location", "/api/v1/documents/"+results[0].ID)
	}
	c.JSON(status, gin.H{"documents": results})
}

func allFailed(rs []corroborate.IngestResult) bool {
	for _, r := range rs {
		if r.Status != corroborate.StatusFailed {
			return false
		}
	}
	return true
}

func (s *Server) jsonDocument(c *gin.Context) (*corroborate.Document, error) {
	var p postedDocument
	dec := json.NewDecoder(c.Request.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			return nil, err
		}
		return nil, malformed("body: not a JSON object {text, title, source, published, url}: %v", err)
	}
	if dec.More() {
		return nil, malformed("body: more than one JSON value")
	}
	if strings.TrimSpace(p.Text) == "" {
		return nil, invalid("text: required and not blank")
	}
	if strings.ContainsRune(p.Text, 0) {
		return nil, invalid("text: contains a NUL character")
	}
	for field, v := range map[string]string{"title": p.Title, "source": p.Source, "published": p.Published, "url": p.URL} {
		if len(v) > maxMetaBytes {
			return nil, invalid("%s: %d bytes, at most %d allowed", field, len(v), maxMetaBytes)
		}
	}
	if !utf8.ValidString(p.Text) {
		return nil, invalid("text: not valid UTF-8")
	}
	published := ""
	if p.Published != "" {
		iso, ok := read.NormalizeDate(p.Published)
		if !ok {
			return nil, invalid("published: %q is not a date like 2014-01-20", clip(p.Published))
		}
		published = iso
	}
	if p.URL != "" && !strings.HasPrefix(p.URL, "http://") && !strings.HasPrefix(p.URL, "https://") {
		return nil, invalid("url: %q is not an http(s) address", clip(p.URL))
	}
	body := strings.ReplaceAll(strings.ReplaceAll(p.Text, "\r\n", "\n"), "\r", "\n")
	path := p.URL
	if path == "" {
		sum := sha256.Sum256([]byte(body))
		path = "api/" + hex.EncodeToString(sum[:8]) + ".txt"
	}
	title := strings.TrimSpace(p.Title)
	if title == "" {
		title = firstLine(body)
	}
	return &corroborate.Document{
		Path: path, Title: title, Source: strings.TrimSpace(p.Source), Published: published,
		URL: p.URL, Body: body,
	}, nil
}

// maxUploadParts bounds the parts of one multipart body.
const maxUploadParts = 32

// uploadedDocuments reads every "file" part of a multipart body through read.Bytes, which sniffs
// the type from the content. Form fields title, source, published and url fill what a single
// document's file does not say. A file that cannot be read is a failed result when there are
// others; alone, its error is the answer.
func (s *Server) uploadedDocuments(c *gin.Context, boundary string) ([]*corroborate.Document, []corroborate.IngestResult, error) {
	if boundary == "" {
		return nil, nil, malformed("multipart body without a boundary")
	}
	mr, err := c.Request.MultipartReader()
	if err != nil {
		return nil, nil, malformed("multipart body: %v", err)
	}
	type file struct {
		name string
		data []byte
	}
	var files []file
	fields := map[string]string{}
	for n := 0; ; n++ {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			var mb *http.MaxBytesError
			if errors.As(err, &mb) {
				return nil, nil, err
			}
			return nil, nil, malformed("multipart body: %v", err)
		}
		if n >= maxUploadParts {
			return nil, nil, invalid("upload: more than %d parts", maxUploadParts)
		}
		var buf bytes.Buffer
		_, err = io.Copy(&buf, part)
		part.Close()
		if err != nil {
			var mb *http.MaxBytesError
			if errors.As(err, &mb) {
				return nil, nil, err
			}
			return nil, nil, malformed("multipart body: %v", err)
		}
		switch name := part.FormName(); {
		case part.FileName() != "" || name == "file":
			fname := part.FileName()
			if fname == "" {
				fname = "upload"
			}
			files = append(files, file{fname, buf.Bytes()})
		case name == "title" || name == "source" || name == "published" || name == "url":
			if buf.Len() > maxMetaBytes {
				return nil, nil, invalid("%s: %d bytes, at most %d allowed", name, buf.Len(), maxMetaBytes)
			}
			fields[name] = strings.TrimSpace(buf.String())
		}
	}
	if len(files) == 0 {
		return nil, nil, invalid("upload: no file part (send the file in a part named \"file\")")
	}
	if p := fields["published"]; p != "" {
		iso, ok := read.NormalizeDate(p)
		if !ok {
			return nil, nil, invalid("published: %q is not a date like 2014-01-20", clip(p))
		}
		fields["published"] = iso
	}

	var docs []*corroborate.Document
	var failed []corroborate.IngestResult
	var firstErr error
	for _, f := range files {
		res := read.Bytes(f.name, f.data, read.Options{MaxBytes: s.cfg.MaxBodyBytes})
		if res.Err != nil {
			firstErr = res.Err
			failed = append(failed, corroborate.IngestResult{Path: f.name, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(res.Err)})
			continue
		}
		for _, re := range res.RowErrors {
			failed = append(failed, corroborate.IngestResult{Path: f.name, Status: corroborate.StatusFailed, Error: corroborate.ErrorMessage(re)})
		}
		if len(res.Docs) == 1 {
			d := res.Docs[0]
			setIfEmpty(&d.Title, fields["title"])
			setIfEmpty(&d.Source, fields["source"])
			setIfEmpty(&d.Published, fields["published"])
			setIfEmpty(&d.URL, fields["url"])
		}
		docs = append(docs, res.Docs...)
	}
	if len(docs) == 0 && firstErr != nil {
		return nil, nil, firstErr
	}
	if len(docs) == 0 {
		return nil, nil, invalid("upload: no document could be read")
	}
	return docs, failed, nil
}

func setIfEmpty(dst *string, v string) {
	if *dst == "" && v != "" {
		*dst = v
	}
}

func firstLine(body string) string {
	for _, l := range strings.Split(body, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if len(l) > 200 {
				l = strings.ToValidUTF8(l[:200], "")
			}
			return l
		}
	}
	return ""
}
