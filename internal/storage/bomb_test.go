package storage

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// forgedPNG is a tiny PNG of img whose header then declares w x h: what a decompression bomb
// looks like to DecodeConfig.
func forgedPNG(img image.Image, w, h int) []byte {
	var b bytes.Buffer
	png.Encode(&b, img)
	raw := b.Bytes()
	ihdr := raw[8+8 : 8+8+13]
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	binary.BigEndian.PutUint32(raw[8+8+13:], crc32.ChecksumIEEE(raw[12:8+8+13]))
	return raw
}

func TestSanitizeImageBombs(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
	}{
		{"16-bit 6300x6300", forgedPNG(image.NewRGBA64(image.Rect(0, 0, 1, 1)), 6300, 6300)},
		{"16-bit 2000x2000", forgedPNG(image.NewRGBA64(image.Rect(0, 0, 1, 1)), 2000, 2000)},
		{"16-bit gray", forgedPNG(image.NewGray16(image.Rect(0, 0, 1, 1)), 1000, 1000)},
		{"8-bit 13 MP", forgedPNG(image.NewNRGBA(image.Rect(0, 0, 1, 1)), 4000, 3250)},
		{"8001 px wide", forgedPNG(image.NewNRGBA(image.Rect(0, 0, 1, 1)), 8001, 10)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := SanitizeImage(bytes.NewReader(tt.in), MaxImageBytes); !errors.Is(err, ErrImageDimensions) {
				t.Fatalf("got %v, want ErrImageDimensions", err)
			}
		})
	}
}

// blockPNG is a w x h 8-bit RGBA PNG of random 16-pixel blocks: the full pixel buffer of
// the limit in a file under MaxImageBytes.
func blockPNG(tb testing.TB, w, h int) []byte {
	tb.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for y := 0; y < h; y += 16 {
		for x := 0; x < w; x += 16 {
			c := color.NRGBA{byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32()), 255}
			for yy := y; yy < min(y+16, h); yy++ {
				for xx := x; xx < min(x+16, w); xx++ {
					img.SetNRGBA(xx, yy, c)
				}
			}
		}
	}
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, img); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

// peakHeap runs fn while sampling the heap and returns the highest HeapInuse above the start.
func peakHeap(fn func()) uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapInuse
	var peak atomic.Uint64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > base && m.HeapInuse-base > peak.Load() {
				peak.Store(m.HeapInuse - base)
			}
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	fn()
	close(stop)
	wg.Wait()
	return peak.Load()
}

// BenchmarkSanitizeImagePeak measures the peak heap of one upload at the limits: a 12 MP
// JPEG turned by its EXIF orientation (the most memory: decoded YCbCr plus the turned RGBA)
// and a 12 MP 8-bit RGBA PNG. Reported as peak-MB; it must stay under 100.
func BenchmarkSanitizeImagePeak(b *testing.B) {
	jpg := jpegWithExif(b, 4000, 3000, 6)
	pngb := blockPNG(b, 4000, 3000)
	for _, c := range []struct {
		name string
		in   []byte
	}{{"jpeg-12MP-rotated", jpg}, {"png-12MP-rgba", pngb}} {
		b.Run(c.name, func(b *testing.B) {
			var worst uint64
			for i := 0; i < b.N; i++ {
				p := peakHeap(func() {
					if _, err := SanitizeImage(bytes.NewReader(c.in), MaxImageBytes); err != nil {
						b.Fatal(err)
					}
				})
				worst = max(worst, p)
			}
			b.ReportMetric(float64(worst)/(1<<20), "peak-MB")
		})
	}
}

// TestSanitizeImagePeakUnder100MB keeps the benchmark's bound as a test (12 MP rotated JPEG).
func TestSanitizeImagePeakUnder100MB(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes a 12 MP image")
	}
	jpg := jpegWithExif(t, 4000, 3000, 6)
	p := peakHeap(func() {
		if _, err := SanitizeImage(bytes.NewReader(jpg), MaxImageBytes); err != nil {
			t.Fatal(err)
		}
	})
	if p > 100<<20 {
		t.Fatalf("peak heap %d MB, want under 100", p>>20)
	}
}
