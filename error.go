package corroborate

import (
	"errors"
	"fmt"
)

// Error codes. The API maps each to an HTTP status; the CLI to an exit code.
const (
	EINVALID      = "invalid"      // bad input: malformed, missing or wrong field
	ENOTFOUND     = "not_found"    // no such document, entity or claim
	ECONFLICT     = "conflict"     // the request contradicts stored state
	ETOOLARGE     = "too_large"    // input over a size limit
	EUNSUPPORTED  = "unsupported"  // a file or media type we cannot read
	EUNAUTHORIZED = "unauthorized" // missing or wrong credentials
	EUNAVAILABLE  = "unavailable"  // a store (Neo4j, index) cannot be reached
	EINTERNAL     = "internal"     // a bug or an unexpected failure; details are logged only
)

// Error is an application error: Code is stable and machine-readable, Message is safe to show a
// user. Err keeps the cause for logs.
type Error struct {
	Code    string
	Message string
	Err     error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %v", e.Message, e.Err)
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an application error with a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Wrap returns an application error carrying cause for the logs.
func Wrap(code string, cause error, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Err: cause}
}

// ErrorCode returns the code of an application error in err's chain, EINTERNAL otherwise.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the user-safe message of err; internal errors get a generic one.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) && e.Code != EINTERNAL {
		return e.Message
	}
	return "internal error"
}
