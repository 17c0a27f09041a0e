package api

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter keeps one token bucket per client. Buckets idle for idleAfter are swept so that a
// scan from many addresses does not grow the map for ever.
type limiter struct {
	mu      sync.Mutex
	rps     rate.Limit
	burst   int
	clients map[string]*bucket
	swept   time.Time
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

const idleAfter = 10 * time.Minute

func newLimiter(rps float64, burst int) *limiter {
	return &limiter{rps: rate.Limit(rps), burst: burst, clients: map[string]*bucket{}, swept: time.Now()}
}

// allow takes a token for client; when there is none it says how long until there is.
func (l *limiter) allow(client string) (bool, time.Duration) {
	now := time.Now()
	l.mu.Lock()
	if now.Sub(l.swept) > time.Minute {
		for k, b := range l.clients {
			if now.Sub(b.seen) > idleAfter {
				delete(l.clients, k)
			}
		}
		l.swept = now
	}
	b, ok := l.clients[client]
	if !ok {
		b = &bucket{lim: rate.NewLimiter(l.rps, l.burst)}
		l.clients[client] = b
	}
	b.seen = now
	l.mu.Unlock()

	r := b.lim.ReserveN(now, 1)
	if !r.OK() {
		return false, time.Second
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}
