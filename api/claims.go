package api

import (
	"net/http"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

func (s *Server) listClaims(c *gin.Context) {
	if s.deps.Claims == nil {
		s.fail(c, unavailable("claims"))
		return
	}
	p := queryParams{c: c}
	f := corroborate.ClaimFilter{
		Status: corroborate.ClaimStatus(p.enum("status", string(corroborate.Corroborated), string(corroborate.Contested), string(corroborate.SingleSource))),
		Kind:   corroborate.ClaimKind(p.enum("kind", string(corroborate.QuantityClaim), string(corroborate.EventClaim), string(corroborate.QuoteClaim), string(corroborate.RoleClaim))),
		About:  p.name("about"),
	}
	f.Offset, f.Limit = p.page()
	if p.err != nil {
		s.fail(c, p.err)
		return
	}
	groups, err := s.deps.Claims.FindClaimGroups(c.Request.Context(), f)
	if err != nil {
		s.fail(c, err)
		return
	}
	if groups == nil {
		groups = []*corroborate.ClaimGroup{}
	}
	c.JSON(http.StatusOK, gin.H{"claims": groups, "offset": f.Offset, "limit": f.Limit})
}

func (s *Server) getClaim(c *gin.Context) {
	if s.deps.Claims == nil {
		s.fail(c, unavailable("claims"))
		return
	}
	id, err := pathID(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	g, err := s.deps.Claims.FindClaimGroup(c.Request.Context(), id)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, g)
}
