package storage

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"io"
)

// MaxImageBytes is the largest image upload accepted (5 MB).
const MaxImageBytes = 5 << 20

// Decoded-size limits: a small file can declare a huge canvas (a decompression bomb), so the
// header is checked (image.DecodeConfig) before any pixel is decoded. 12 megapixels at 8 bits
// per channel covers phone photos and screenshots; 16-bit PNGs are refused (8 bytes a pixel).
// At most MaxConcurrentDecodes pictures are decoded at once. Peak memory of one upload at the
// limits stays under 100 MB (BenchmarkSanitizeImagePeak; docs/security.md).
const (
	maxImageSide   = 8000
	maxImagePixels = 12_000_000
)

// MaxConcurrentDecodes bounds the pictures decoded at the same time across the server.
const MaxConcurrentDecodes = 2

var decodeSlots = make(chan struct{}, MaxConcurrentDecodes)

// sixteenBit reports a colour model of 16 bits per channel.
func sixteenBit(m color.Model) bool {
	return m == color.RGBA64Model || m == color.NRGBA64Model || m == color.Gray16Model || m == color.Alpha16Model
}

// Image errors; the API turns each into a clear coded message.
var (
	// ErrNotImage: the content is not a JPEG or PNG image, whatever the file is called.
	ErrNotImage = errors.New("storage: not a JPEG or PNG image")
	// ErrImageTooLarge: the file is over MaxImageBytes.
	ErrImageTooLarge = errors.New("storage: image over the size limit")
	// ErrImageDimensions: the picture is wider, taller or bigger than we decode.
	ErrImageDimensions = errors.New("storage: image dimensions over the limit")
	// ErrImageCorrupt: the header says JPEG or PNG but the picture cannot be decoded.
	ErrImageCorrupt = errors.New("storage: image cannot be decoded")
)

// CleanImage is an upload re-encoded from its pixels alone: no EXIF (GPS, camera, owner),
// no comments, no text chunks, no trailing bytes.
type CleanImage struct {
	Data        []byte
	ContentType string
	Width       int
	Height      int
}

// Magic numbers: the type is decided by content, never by the file name or the client's
// Content-Type header.
var (
	jpegMagic = []byte{0xFF, 0xD8, 0xFF}
	pngMagic  = []byte{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'}
)

// SniffImage returns "image/jpeg" or "image/png" from the first bytes, or "".
func SniffImage(head []byte) string {
	switch {
	case bytes.HasPrefix(head, jpegMagic):
		return "image/jpeg"
	case bytes.HasPrefix(head, pngMagic):
		return "image/png"
	}
	return ""
}

// SanitizeImage reads at most maxBytes from r, checks the content is a JPEG or PNG picture of
// a sane size, and re-encodes it in the same format. A JPEG's EXIF orientation is applied to
// the pixels first, so a phone photo still stands upright once its metadata is gone.
func SanitizeImage(r io.Reader, maxBytes int64) (CleanImage, error) {
	raw, err := io.ReadAll(io.LimitReader(r, maxBytes+1))
	if err != nil {
		return CleanImage{}, err
	}
	if int64(len(raw)) > maxBytes {
		return CleanImage{}, ErrImageTooLarge
	}
	ct := SniffImage(raw)
	if ct == "" {
		return CleanImage{}, ErrNotImage
	}
	var cfg image.Config
	if ct == "image/jpeg" {
		cfg, err = jpeg.DecodeConfig(bytes.NewReader(raw))
	} else {
		cfg, err = png.DecodeConfig(bytes.NewReader(raw))
	}
	if err != nil {
		return CleanImage{}, ErrImageCorrupt
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxImageSide || cfg.Height > maxImageSide || cfg.Width*cfg.Height > maxImagePixels ||
		sixteenBit(cfg.ColorModel) {
		return CleanImage{}, ErrImageDimensions
	}
	decodeSlots <- struct{}{}
	defer func() { <-decodeSlots }()
	var img image.Image
	if ct == "image/jpeg" {
		img, err = jpeg.Decode(bytes.NewReader(raw))
	} else {
		img, err = png.Decode(bytes.NewReader(raw))
	}
	if err != nil {
		return CleanImage{}, ErrImageCorrupt
	}
	var out bytes.Buffer
	if ct == "image/jpeg" {
		img = applyOrientation(img, jpegOrientation(raw))
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: 88})
	} else {
		err = (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&out, img)
	}
	if err != nil {
		return CleanImage{}, err
	}
	b := img.Bounds()
	return CleanImage{Data: out.Bytes(), ContentType: ct, Width: b.Dx(), Height: b.Dy()}, nil
}

// jpegOrientation reads the EXIF Orientation tag (1-8) of a JPEG, or 1 when it has none.
// Only the segments before the image data are walked; anything malformed means "upright".
func jpegOrientation(b []byte) int {
	i := 2 // after SOI
	for i+4 <= len(b) {
		if b[i] != 0xFF {
			return 1
		}
		marker := b[i+1]
		if marker == 0xD8 || (marker >= 0xD0 && marker <= 0xD7) || marker == 0x01 || marker == 0xFF {
			i++
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan / end of image: no more metadata
			return 1
		}
		size := int(binary.BigEndian.Uint16(b[i+2:]))
		if size < 2 || i+2+size > len(b) {
			return 1
		}
		seg := b[i+4 : i+2+size]
		if marker == 0xE1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		i += 2 + size
	}
	return 1
}

// tiffOrientation finds tag 0x0112 in IFD0 of a TIFF header.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 1
	}
	off := int(bo.Uint32(t[4:]))
	if off < 8 || off+2 > len(t) {
		return 1
	}
	n := int(bo.Uint16(t[off:]))
	for k := 0; k < n; k++ {
		e := off + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if bo.Uint16(t[e:]) == 0x0112 {
			v := int(bo.Uint16(t[e+8:]))
			if v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// applyOrientation turns the pixels so that orientation o (EXIF 1-8) becomes upright.
func applyOrientation(img image.Image, o int) image.Image {
	if o <= 1 || o > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	// One source row at a time: a full RGBA copy of the source would double the peak memory.
	src := image.NewRGBA(image.Rect(0, 0, w, 1))
	dw, dh := w, h
	if o >= 5 { // 5-8 swap the axes
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < h; y++ {
		draw.Draw(src, src.Bounds(), img, image.Pt(b.Min.X, b.Min.Y+y), draw.Src)
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2:
				dx, dy = w-1-x, y
			case 3:
				dx, dy = w-1-x, h-1-y
			case 4:
				dx, dy = x, h-1-y
			case 5:
				dx, dy = y, x
			case 6:
				dx, dy = h-1-y, x
			case 7:
				dx, dy = h-1-y, w-1-x
			case 8:
				dx, dy = y, w-1-x
			}
			si := x * 4
			di := dy*dst.Stride + dx*4
			copy(dst.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return dst
}
