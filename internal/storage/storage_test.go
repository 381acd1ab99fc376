package storage

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
)

func pngWithText(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	img := image.NewRGBA(image.Rect(0, 0, 8, 4))
	img.Set(1, 1, color.RGBA{255, 0, 0, 255})
	png.Encode(&b, img)
	raw := b.Bytes()
	// Insert a tEXt chunk after IHDR (8 magic + 25 IHDR bytes).
	data := []byte("Comment\x00GPS 14.5547N 121.0244E")
	chunk := make([]byte, 0, 12+len(data))
	chunk = binary.BigEndian.AppendUint32(chunk, uint32(len(data)))
	chunk = append(chunk, "tEXt"...)
	chunk = append(chunk, data...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(append([]byte("tEXt"), data...)))
	return append(append(append([]byte{}, raw[:33]...), chunk...), raw[33:]...)
}

// jpegWithExif builds a w x h JPEG whose EXIF says orientation o and carries a marker text.
func jpegWithExif(t testing.TB, w, h, o int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{200, 200, 200, 255})
		}
	}
	for y := 0; y < 4; y++ { // a dark block in the top-left corner
		for x := 0; x < 4; x++ {
			img.Set(x, y, color.RGBA{0, 0, 0, 255})
		}
	}
	var b bytes.Buffer
	jpeg.Encode(&b, img, &jpeg.Options{Quality: 95})
	raw := b.Bytes()
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08")
	tiff = append(tiff, 0, 2) // two entries
	tiff = append(tiff, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, byte(o), 0, 0)
	tiff = append(tiff, 0x01, 0x0e, 0, 2, 0, 0, 0, 4, 0, 0, 0, 0) // ImageDescription (dummy)
	tiff = append(tiff, 0, 0, 0, 0)
	tiff = append(tiff, "SECRET-SERIAL-123"...)
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := []byte{0xFF, 0xE1}
	seg = binary.BigEndian.AppendUint16(seg, uint16(len(payload)+2))
	seg = append(seg, payload...)
	return append(append(append([]byte{}, raw[:2]...), seg...), raw[2:]...)
}

func TestSanitizeImage(t *testing.T) {
	t.Run("OKPNGTextChunkStripped", func(t *testing.T) {
		in := pngWithText(t)
		if !bytes.Contains(in, []byte("GPS")) {
			t.Fatal("fixture lacks the text chunk")
		}
		out, err := SanitizeImage(bytes.NewReader(in), MaxImageBytes)
		if err != nil {
			t.Fatal(err)
		}
		if out.ContentType != "image/png" || bytes.Contains(out.Data, []byte("GPS")) || bytes.Contains(out.Data, []byte("tEXt")) {
			t.Fatalf("metadata kept: type %s", out.ContentType)
		}
	})
	t.Run("OKJPEGExifStrippedAndRotated", func(t *testing.T) {
		in := jpegWithExif(t, 40, 20, 6)
		if jpegOrientation(in) != 6 {
			t.Fatalf("fixture orientation: got %d", jpegOrientation(in))
		}
		out, err := SanitizeImage(bytes.NewReader(in), MaxImageBytes)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(out.Data, []byte("Exif")) || bytes.Contains(out.Data, []byte("SECRET-SERIAL")) {
			t.Fatal("EXIF kept")
		}
		if out.Width != 20 || out.Height != 40 {
			t.Fatalf("orientation 6: got %dx%d, want 20x40", out.Width, out.Height)
		}
		img, err := jpeg.Decode(bytes.NewReader(out.Data))
		if err != nil {
			t.Fatal(err)
		}
		// Rotating 90° clockwise moves the top-left block to the top-right.
		if r, _, _, _ := img.At(18, 1).RGBA(); r>>8 > 80 {
			t.Fatalf("top-right pixel is light (%d): not rotated", r>>8)
		}
		if r, _, _, _ := img.At(1, 1).RGBA(); r>>8 < 150 {
			t.Fatalf("top-left pixel is dark (%d): rotated the wrong way", r>>8)
		}
	})
	errTests := []struct {
		name string
		in   []byte
		want error
	}{
		{"ErrHTMLNamedJPG", []byte("<svg onload=alert(1)>"), ErrNotImage},
		{"ErrGIF", []byte("GIF89a...."), ErrNotImage},
		{"ErrEmpty", nil, ErrNotImage},
		{"ErrTooLarge", append([]byte{0xFF, 0xD8, 0xFF}, make([]byte, MaxImageBytes)...), ErrImageTooLarge},
		{"ErrCorrupt", []byte{0xFF, 0xD8, 0xFF, 0xE0, 0, 2, 1, 2, 3}, ErrImageCorrupt},
		{"ErrHugeCanvas", hugePNGHeader(), ErrImageDimensions},
	}
	for _, tt := range errTests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := SanitizeImage(bytes.NewReader(tt.in), MaxImageBytes); !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}

// hugePNGHeader is a tiny file declaring a 50000 x 50000 canvas.
func hugePNGHeader() []byte {
	var b bytes.Buffer
	png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1)))
	raw := b.Bytes()
	ihdr := raw[8+8 : 8+8+13]
	binary.BigEndian.PutUint32(ihdr[0:], 50000)
	binary.BigEndian.PutUint32(ihdr[4:], 50000)
	binary.BigEndian.PutUint32(raw[8+8+13:], crc32.ChecksumIEEE(raw[12:8+8+13]))
	return raw
}

func TestNameFromURL(t *testing.T) {
	n := "0123456789abcdef0123456789abcdef.jpg"
	tests := []struct {
		url string
		ok  bool
	}{
		{"/uploads/" + n, true},
		{"https://pautang.ph/uploads/" + n, true},
		{"https://evil.example/uploads/" + n, false},
		{"/uploads/../" + n, false},
		{"/uploads/" + strings.ToUpper(n), false},
		{"/static/" + n, false},
	}
	for _, tt := range tests {
		if _, ok := NameFromURL(tt.url, "https://pautang.ph"); ok != tt.ok {
			t.Errorf("%s: got %v, want %v", tt.url, ok, tt.ok)
		}
	}
}
