package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

// entityTypes are the values of ?type=.
var entityTypes = []string{
	string(corroborate.Person), string(corroborate.Org), string(corroborate.Place),
	string(corroborate.Branch), string(corroborate.Facility), string(corroborate.Detainee),
}

func (s *Server) listEntities(c *gin.Context) {
	if s.deps.Entities == nil {
		s.fail(c, unavailable("the entity store"))
		return
	}
	p := queryParams{c: c}
	f := corroborate.EntityFilter{Q: p.text("q", maxNameBytes), Type: corroborate.EntityType(p.enum("type", entityTypes...))}
	f.Offset, f.Limit = p.page()
	if p.err != nil {
		s.fail(c, p.err)
		return
	}
	es, err := s.deps.Entities.FindEntities(c.Request.Context(), f)
	if err != nil {
		s.fail(c, err)
		return
	}
	if es == nil {
		es = []*corroborate.EntitySummary{}
	}
	c.JSON(http.StatusOK, gin.H{"entities": es, "offset": f.Offset, "limit": f.Limit})
}

func (s *Server) getEntity(c *gin.Context) {
	if s.deps.Entities == nil {
		s.fail(c, unavailable("the entity store"))
		return
	}
	key, err := idOrName("id", c.Param("id"))
	if err != nil {
		s.fail(c, err)
		return
	}
	e, err := s.deps.Entities.FindEntity(c.Request.Context(), key)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, e)
}

func (s *Server) entityNeighbours(c *gin.Context) {
	if s.deps.Entities == nil {
		s.fail(c, unavailable("the entity store"))
		return
	}
	key, err := idOrName("id", c.Param("id"))
	if err != nil {
		s.fail(c, err)
		return
	}
	limit, err := intParam(c, "limit", 50, 1, maxLimit)
	if err != nil {
		s.fail(c, err)
		return
	}
	edges, err := s.deps.Entities.Neighbours(c.Request.Context(), key, limit)
	if err != nil {
		s.fail(c, err)
		return
	}
	if edges == nil {
		edges = []corroborate.Edge{}
	}
	c.JSON(http.StatusOK, gin.H{"edges": edges})
}

// mergeRequest folds entity b into entity a.
type mergeRequest struct {
	A string `json:"a"`
	B string `json:"b"`
}

type splitRequest struct {
	Alias string `json:"alias"`
}

func (s *Server) mergeEntities(c *gin.Context) {
	if s.deps.Entities == nil {
		s.fail(c, unavailable("the entity store"))
		return
	}
	var req mergeRequest
	if err := decodeJSON(c, &req); err != nil {
		s.fail(c, err)
		return
	}
	if req.A == "" || req.B == "" {
		s.fail(c, invalid("a, b: both entity ids are required"))
		return
	}
	for field, v := range map[string]string{"a": req.A, "b": req.B} {
		if !idPattern.MatchString(v) {
			s.fail(c, invalid("%s: %q is not an entity id", field, clip(v)))
			return
		}
	}
	if req.A == req.B {
		s.fail(c, invalid("b: cannot merge an entity into itself"))
		return
	}
	e, err := s.deps.Entities.Merge(c.Request.Context(), req.A, req.B)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, e)
}

func (s *Server) splitEntity(c *gin.Context) {
	if s.deps.Entities == nil {
		s.fail(c, unavailable("the entity store"))
		return
	}
	id, err := pathID(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	var req splitRequest
	if err := decodeJSON(c, &req); err != nil {
		s.fail(c, err)
		return
	}
	alias := strings.TrimSpace(req.Alias)
	if alias == "" {
		s.fail(c, invalid("alias: required"))
		return
	}
	if len(alias) > maxNameBytes {
		s.fail(c, invalid("alias: %d bytes, at most %d allowed", len(alias), maxNameBytes))
		return
	}
	e, err := s.deps.Entities.Split(c.Request.Context(), id, alias)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusCreated, e)
}

// decodeJSON reads a JSON object body into v: another media type is a 415, a body that does
// not parse a 400.
func decodeJSON(c *gin.Context, v any) error {
	if ct := c.ContentType(); ct != "application/json" {
		return corroborate.Errorf(corroborate.EUNSUPPORTED, "Content-Type %q: send application/json", ct)
	}
	dec := json.NewDecoder(c.Request.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			return err
		}
		return malformed("body: %v", err)
	}
	return nil
}
