package api

import (
	"net/http"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

// Search bounds as the API enforces them; the index has its own on the query's length and
// number of clauses.
const (
	maxSearchSize   = 100
	maxSearchOffset = 10000
	maxQueryLength  = 1000
)

func (s *Server) search(c *gin.Context) {
	if s.deps.Index == nil {
		s.fail(c, unavailable("search"))
		return
	}
	p := queryParams{c: c}
	req := corroborate.SearchRequest{
		Query: p.text("q", maxQueryLength), Source: p.text("source", maxNameBytes),
		From: p.text("from", 10), To: p.text("to", 10), Facets: p.bool("facets"),
		Size: p.int("size", 20, 1, maxSearchSize), Offset: p.int("offset", 0, 0, maxSearchOffset),
	}
	if p.err != nil {
		s.fail(c, p.err)
		return
	}
	res, err := s.deps.Index.Search(req)
	if err != nil {
		s.fail(c, err)
		return
	}
	if res.Hits == nil {
		res.Hits = []corroborate.SearchHit{}
	}
	c.JSON(http.StatusOK, res)
}
