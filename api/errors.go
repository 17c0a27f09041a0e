package api

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/corroborate/corroborate"
	"github.com/gin-gonic/gin"
)

// httpError is an error the API itself raises with a status no domain code names (403, 405,
// 429) or that must differ from its code's usual status (400 for input that does not parse).
type httpError struct {
	Status  int
	Code    string
	Message string
}

func (e *httpError) Error() string { return e.Message }

// statusClientClosed is what the metrics record when the client hung up before the answer (the
// nginx convention); nobody receives it.
const statusClientClosed = 499

// Codes of httpErrors beyond the domain's.
const (
	codeForbidden   = "forbidden"
	codeRateLimited = "rate_limited"
)

// malformed is a 400: the request cannot be parsed.
func malformed(format string, args ...any) error {
	return &httpError{http.StatusBadRequest, corroborate.EINVALID, corroborate.Errorf("", format, args...).Message}
}

// invalid is a 422: the request parsed but a field's value is rejected.
func invalid(format string, args ...any) error {
	return corroborate.Errorf(corroborate.EINVALID, format, args...)
}

// statusOf maps an error to its HTTP status, code and user-safe message.
func statusOf(err error) (int, string, string) {
	var he *httpError
	var mb *http.MaxBytesError
	switch {
	case errors.As(err, &he):
		return he.Status, he.Code, he.Message
	case errors.As(err, &mb):
		return http.StatusRequestEntityTooLarge, corroborate.ETOOLARGE,
			"request body is over the " + humanBytes(mb.Limit) + " limit"
	case errors.Is(err, context.DeadlineExceeded):
		return http.StatusServiceUnavailable, corroborate.EUNAVAILABLE, "the request took too long; try a narrower one"
	}
	code := corroborate.ErrorCode(err)
	switch code {
	case corroborate.EINVALID:
		return http.StatusUnprocessableEntity, code, corroborate.ErrorMessage(err)
	case corroborate.ENOTFOUND:
		return http.StatusNotFound, code, corroborate.ErrorMessage(err)
	case corroborate.ECONFLICT:
		return http.StatusConflict, code, corroborate.ErrorMessage(err)
	case corroborate.ETOOLARGE:
		return http.StatusRequestEntityTooLarge, code, corroborate.ErrorMessage(err)
	case corroborate.EUNSUPPORTED:
		return http.StatusUnsupportedMediaType, code, corroborate.ErrorMessage(err)
	case corroborate.EUNAUTHORIZED:
		return http.StatusUnauthorized, code, corroborate.ErrorMessage(err)
	case corroborate.EUNAVAILABLE:
		return http.StatusServiceUnavailable, code, corroborate.ErrorMessage(err)
	}
	return http.StatusInternalServerError, corroborate.EINTERNAL, "internal error"
}

// errorBody is the JSON of every error response.
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code      string `json:"code"`
	Message   string `json:"message"`
	RequestID string `json:"request_id,omitempty"`
}

// fail writes err as JSON and aborts the chain. Internal errors are logged with the request id
// and their cause; the client sees only the id.
func (s *Server) fail(c *gin.Context, err error) {
	status, code, msg := statusOf(err)
	rid := requestIDOf(c)
	switch {
	case errors.Is(err, context.Canceled) && c.Request.Context().Err() != nil:
		// The client went away: nobody reads the answer.
		s.log.Debug("request cancelled", "request_id", rid, "path", c.Request.URL.Path)
		c.AbortWithStatus(statusClientClosed)
		return
	case status >= 500:
		level := slog.LevelError
		if status == http.StatusServiceUnavailable {
			level = slog.LevelWarn
		}
		s.log.Log(c.Request.Context(), level, "request failed", "request_id", rid, "method", c.Request.Method,
			"path", c.Request.URL.Path, "status", status, "err", err.Error())
		if status == http.StatusInternalServerError {
			msg = "internal error; quote request id " + rid + " when reporting it"
		}
	default:
		s.log.Debug("request rejected", "request_id", rid, "path", c.Request.URL.Path, "status", status, "err", err.Error())
	}
	if status == http.StatusRequestEntityTooLarge {
		// The rest of the body is not worth reading: close the connection after the answer.
		c.Header("Connection", "close")
	}
	c.AbortWithStatusJSON(status, errorBody{errorDetail{Code: code, Message: msg, RequestID: rid}})
}

// unavailable is the error of an endpoint whose service was not configured.
func unavailable(what string) error {
	return corroborate.Errorf(corroborate.EUNAVAILABLE, "%s is not available on this server", what)
}
