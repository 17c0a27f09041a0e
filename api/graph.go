package api

import (
	"net/http"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

func (s *Server) paths(c *gin.Context) {
	if s.deps.Graph == nil {
		s.fail(c, unavailable("graph queries"))
		return
	}
	from, err := requiredName(c, "from")
	if err != nil {
		s.fail(c, err)
		return
	}
	to, err := requiredName(c, "to")
	if err != nil {
		s.fail(c, err)
		return
	}
	p, err := s.deps.Graph.ShortestPath(c.Request.Context(), from, to)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, p)
}

func (s *Server) timeline(c *gin.Context) {
	if s.deps.Graph == nil {
		s.fail(c, unavailable("graph queries"))
		return
	}
	p := queryParams{c: c}
	about := p.name("about")
	if p.err != nil {
		s.fail(c, p.err)
		return
	}
	entries, err := s.deps.Graph.Timeline(c.Request.Context(), about)
	if err != nil {
		s.fail(c, err)
		return
	}
	if entries == nil {
		entries = []corroborate.TimelineEntry{}
	}
	c.JSON(http.StatusOK, gin.H{"entries": entries})
}

// exportTypes are the media type and file name of each export format.
var exportTypes = map[string][2]string{
	"graphml": {"application/graphml+xml", "corroborate.graphml"},
	"csv":     {"application/zip", "corroborate-neo4j-import.zip"},
	"json":    {"application/json", "corroborate-graph.json"},
}

// export streams the graph. Headers are sent with the first byte, so an error before any output
// is still a JSON error; one after it can only cut the response short (and is logged).
func (s *Server) export(c *gin.Context) {
	if s.deps.Graph == nil {
		s.fail(c, unavailable("graph export"))
		return
	}
	format := c.DefaultQuery("format", "json")
	t, ok := exportTypes[format]
	if !ok {
		s.fail(c, invalid("format: %q is not one of graphml, csv, json", clip(format)))
		return
	}
	w := &lazyWriter{c: c, contentType: t[0], filename: t[1]}
	if err := s.deps.Graph.Export(c.Request.Context(), format, w); err != nil {
		if !w.started {
			s.fail(c, err)
			return
		}
		s.log.Error("export failed mid-stream", "request_id", requestIDOf(c), "format", format, "err", err.Error())
		panic(http.ErrAbortHandler)
	}
	if !w.started {
		w.start()
	}
}

type lazyWriter struct {
	c                     *gin.Context
	contentType, filename string
	started               bool
}

func (w *lazyWriter) start() {
	w.started = true
	w.c.Header("Content-Type", w.contentType)
	w.c.Header("Content-Disposition", `attachment; filename="`+w.filename+`"`)
	w.c.Status(http.StatusOK)
	w.c.Writer.WriteHeaderNow()
}

func (w *lazyWriter) Write(p []byte) (int, error) {
	if !w.started {
		w.start()
	}
	return w.c.Writer.Write(p)
}
