package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkAuthenticatedRead measures one authenticated /gw read through the whole handler
// stack (middleware, session check, store) without the network.
func BenchmarkAuthenticatedRead(b *testing.B) {
	h := newHarness(b)
	q := h.login("09171234567")
	target := "/gw/v3/user/info?" + q.Encode()
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req := httptest.NewRequest(http.MethodPost, target, nil)
			rec := httptest.NewRecorder()
			h.h.ServeHTTP(rec, req)
			if rec.Code != 200 {
				b.Fatalf("status %d", rec.Code)
			}
		}
	})
}
