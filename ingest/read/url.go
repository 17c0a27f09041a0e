package read

import (
	"context"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/corroborate/corroborate"
	"golang.org/x/net/html/charset"
)

// maxRedirects bounds how many redirects a URL may go through.
const maxRedirects = 5

// userAgent names the reader to the sites it fetches from.
const userAgent = "Corroborate/1.0 (claim-checking reader)"

var defaultClient = &http.Client{Timeout: 30 * time.Second}

func isURL(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
}

// errTooManyRedirects marks a redirect chain longer than maxRedirects.
var errTooManyRedirects = errors.New("too many redirects")

func limitRedirects(req *http.Request, via []*http.Request) error {
	if len(via) > maxRedirects {
		return errTooManyRedirects
	}
	return nil
}

// readURL fetches a web page, a plain text or a PDF. Path is the address asked for, URL the one
// the content finally came from.
func readURL(ctx context.Context, target string, opt Options) Result {
	res := Result{Input: target}
	docs, err := fetch(ctx, target, opt)
	res.Docs, res.Err = docs, err
	return res
}

func fetch(ctx context.Context, target string, opt Options) ([]*corroborate.Document, error) {
	u, err := url.Parse(target)
	if err != nil || u.Host == "" {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: not a valid URL", target)
	}
	client := defaultClient
	if opt.Client != nil {
		client = opt.Client
	}
	if client.CheckRedirect == nil {
		// A caller's client gets the same bound on redirects; copy it rather than change it.
		c := *client
		c.CheckRedirect = limitRedirects
		client = &c
	}

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: not a valid URL", target)
	}
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("Accept", "text/html, application/xhtml+xml, text/plain;q=0.9, application/pdf;q=0.9, */*;q=0.1")
	resp, err := client.Do(req)
	if err != nil {
		if errors.Is(err, errTooManyRedirects) {
			return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: more than %d redirects", target, maxRedirects)
		} else if ctx.Err() != nil {
			return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "%s: fetch cancelled", target)
		}
		var uerr *url.Error
		if errors.As(err, &uerr) && uerr.Timeout() {
			return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "%s: timed out", target)
		}
		return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "%s: cannot fetch", target)
	}
	defer resp.Body.Close()

	switch {
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		return nil, corroborate.Errorf(corroborate.ENOTFOUND, "%s: HTTP %s", target, resp.Status)
	case resp.StatusCode >= 500:
		return nil, corroborate.Errorf(corroborate.EUNAVAILABLE, "%s: HTTP %s", target, resp.Status)
	case resp.StatusCode < 200 || resp.StatusCode > 299:
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: HTTP %s", target, resp.Status)
	}

	max := opt.maxBytes()
	if resp.ContentLength > max {
		return nil, tooLarge(target, resp.ContentLength, max)
	}
	k, params, err := urlKind(target, resp.Header.Get("Content-Type"))
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, max+1))
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EUNAVAILABLE, err, "%s: reading the response failed", target)
	} else if int64(len(data)) > max {
		return nil, corroborate.Errorf(corroborate.ETOOLARGE, "%s: response is over the %s size limit", target, humanBytes(max))
	} else if len(data) == 0 {
		return nil, corroborate.Errorf(corroborate.EINVALID, "%s: empty response", target)
	}
	if k == kindUnknown {
		// No content type given: judge by the content itself.
		if k, err = sniff(target, data); err != nil {
			return nil, err
		}
	}
	if k == kindText || k == kindMarkdown {
		data = toUTF8(data, params["charset"])
	}

	final := resp.Request.URL.String()
	docs, _, err := decode(target, k, data, final)
	for _, d := range docs {
		d.Path, d.URL = target, final
	}
	return docs, err
}

// urlKind maps a response's content type to a reader; an empty type is left to sniffing.
func urlKind(target, contentType string) (kind, map[string]string, error) {
	if strings.TrimSpace(contentType) == "" {
		return kindUnknown, nil, nil
	}
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return kindUnknown, nil, corroborate.Errorf(corroborate.EUNSUPPORTED, "%s: unreadable content type %q", target, contentType)
	}
	switch mt {
	case "text/html", "application/xhtml+xml":
		return kindHTML, params, nil
	case "text/plain":
		return kindText, params, nil
	case "text/markdown", "text/x-markdown":
		return kindMarkdown, params, nil
	case "application/pdf", "application/x-pdf":
		return kindPDF, params, nil
	}
	return kindUnknown, nil, corroborate.Errorf(corroborate.EUNSUPPORTED,
		"%s: content type %s is not supported (want HTML, plain text or PDF)", target, mt)
}

// toUTF8 decodes text in a declared legacy character set; UTF-8 and unknown labels pass through
// unchanged (and are then checked as UTF-8).
func toUTF8(data []byte, label string) []byte {
	label = strings.ToLower(strings.TrimSpace(label))
	if label == "" || label == "utf-8" || label == "utf8" || label == "us-ascii" {
		return data
	}
	r, err := charset.NewReaderLabel(label, strings.NewReader(string(data)))
	if err != nil {
		return data
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return data
	}
	return out
}
