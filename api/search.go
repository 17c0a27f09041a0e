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
	var req corroborate.SearchRequest
	var err error
	if req.Query, err = textParam(c, "q", maxQueryLength); err != nil {
		s.fail(c, err)
		return
	}
	if req.Source, err = textParam(c, "source", maxNameBytes); err != nil {
		s.fail(c, err)
		return
	}
	if req.From, err = textParam(c, "from", 10); err != nil {
		s.fail(c, err)
		return
	}
	if req.To, err = textParam(c, "to", 10); err != nil {
		s.fail(c, err)
		return
	}
	if req.Facets, err = boolParam(c, "facets"); err != nil {
		s.fail(c, err)
		return
	}
	if req.Size, err = intParam(c, "size", 20, 1, maxSearchSize); err != nil {
		s.fail(c, err)
		return
	}
	if req.Offset, err = intParam(c, "offset", 0, 0, maxSearchOffset); err != nil {
		s.fail(c, err)
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
