package promotion

import (
	"bytes"
	"crypto/rand"
	"image"
	"image/color"
	"image/png"
	"math/big"
	mrand "math/rand/v2"
	"strings"
)

// CaptchaLength is the image captcha's length (spec section 9: 4 characters).
const CaptchaLength = 4

// CaptchaAlphabet leaves out characters people confuse (0/O/Q/D, 1/I/L, 5/S, 2/Z, 8/B, 6/G,
// U/V): no character of it is one of the pairs in confusablePairs.
const CaptchaAlphabet = "ACEFHJKMNPRTWXY3479"

// confusablePairs are characters people read as each other in a distorted image; the
// alphabet keeps at most one of each pair (TestCaptchaAlphabetIsUnambiguous).
var confusablePairs = []string{"0O", "OQ", "0D", "OD", "QD", "1I", "1L", "IL", "5S", "2Z", "8B", "6G", "9G", "UV"}

// Captcha image size in pixels: drawn at twice the size it is shown (100x40 CSS px) so it
// stays sharp on phone screens.
const (
	CaptchaWidth  = 200
	CaptchaHeight = 80
)

// glyphs is a 5x7 bitmap font of CaptchaAlphabet; '#' is ink.
var glyphs = map[rune][7]string{
	'A': {".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"},
	'C': {".####", "#....", "#....", "#....", "#....", "#....", ".####"},
	'D': {"####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."},
	'E': {"#####", "#....", "#....", "####.", "#....", "#....", "#####"},
	'F': {"#####", "#....", "#....", "####.", "#....", "#....", "#...."},
	'G': {".####", "#....", "#....", "#.###", "#...#", "#...#", ".###."},
	'H': {"#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"},
	'J': {"..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."},
	'K': {"#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"},
	'M': {"#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"},
	'N': {"#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"},
	'P': {"####.", "#...#", "#...#", "####.", "#....", "#....", "#...."},
	'Q': {".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"},
	'R': {"####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"},
	'T': {"#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."},
	'U': {"#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."},
	'V': {"#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."},
	'W': {"#...#", "#...#", "#...#", "#.#.#", "#.#.#", "##.##", "#...#"},
	'X': {"#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"},
	'Y': {"#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."},
	'3': {"####.", "....#", "....#", ".###.", "....#", "....#", "####."},
	'4': {"...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."},
	'6': {".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."},
	'7': {"#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."},
	'9': {".###.", "#...#", "#...#", ".####", "....#", "....#", ".###."},
}

// NewCaptchaText returns CaptchaLength characters drawn uniformly from CaptchaAlphabet with
// a cryptographic source, so answers cannot be predicted from earlier ones.
func NewCaptchaText() (string, error) {
	var b strings.Builder
	max := big.NewInt(int64(len(CaptchaAlphabet)))
	for range CaptchaLength {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", err
		}
		b.WriteByte(CaptchaAlphabet[n.Int64()])
	}
	return b.String(), nil
}

// CaptchaMatches compares a typed answer with the stored one, ignoring case and spaces.
func CaptchaMatches(typed, answer string) bool {
	t := strings.ToUpper(strings.TrimSpace(typed))
	return len(t) == CaptchaLength && t == answer
}

// RenderCaptcha draws text as a PNG: tinted background, sheared and shifted glyphs of the
// built-in font in dark colours, crossing noise lines and speckles. The noise only has to
// defeat naive OCR; the answer's strength comes from the 5-minute, single-use lifetime.
func RenderCaptcha(text string) ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, CaptchaWidth, CaptchaHeight))
	rnd := mrand.New(mrand.NewPCG(mrand.Uint64(), mrand.Uint64()))
	// Soft green-to-cream background.
	for y := range CaptchaHeight {
		for x := range CaptchaWidth {
			f := float64(x) / CaptchaWidth
			img.Set(x, y, color.RGBA{uint8(232 + 18*f), uint8(248 - 6*f), uint8(238 - 10*f), 255})
		}
	}
	speckle(img, rnd, 260)
	inks := []color.RGBA{{20, 92, 60, 255}, {33, 49, 94, 255}, {120, 40, 30, 255}, {70, 40, 110, 255}, {20, 20, 20, 255}}
	const scale = 6
	slot := CaptchaWidth / (len(text) + 1)
	for i, ch := range text {
		g, found := glyphs[ch]
		if !found {
			continue
		}
		ink := inks[rnd.IntN(len(inks))]
		shear := (rnd.Float64() - 0.5) * 0.4
		x0 := slot/2 + i*slot + rnd.IntN(7) - 3
		y0 := (CaptchaHeight-7*scale)/2 + rnd.IntN(11) - 5
		for gy, row := range g {
			for gx, cell := range row {
				if cell != '#' {
					continue
				}
				for dy := range scale {
					py := y0 + gy*scale + dy
					off := int(shear * float64(7*scale-gy*scale-dy))
					for dx := range scale {
						setIn(img, x0+gx*scale+dx+off, py, ink)
					}
				}
			}
		}
	}
	for range 4 {
		c := color.RGBA{uint8(90 + rnd.IntN(110)), uint8(90 + rnd.IntN(110)), uint8(90 + rnd.IntN(110)), 255}
		line(img, rnd.IntN(CaptchaWidth/4), rnd.IntN(CaptchaHeight), CaptchaWidth-rnd.IntN(CaptchaWidth/4), rnd.IntN(CaptchaHeight), c)
	}
	speckle(img, rnd, 120)
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func setIn(img *image.RGBA, x, y int, c color.RGBA) {
	if x >= 0 && y >= 0 && x < CaptchaWidth && y < CaptchaHeight {
		img.SetRGBA(x, y, c)
	}
}

// speckle sprinkles n small dots of random mid-tone colours.
func speckle(img *image.RGBA, rnd *mrand.Rand, n int) {
	for range n {
		x, y := rnd.IntN(CaptchaWidth), rnd.IntN(CaptchaHeight)
		c := color.RGBA{uint8(rnd.IntN(200)), uint8(rnd.IntN(200)), uint8(rnd.IntN(200)), 255}
		setIn(img, x, y, c)
		setIn(img, x+1, y, c)
	}
}

// line draws a 2-pixel-thick line (Bresenham).
func line(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := 1, 1
	if x0 > x1 {
		sx = -1
	}
	if y0 > y1 {
		sy = -1
	}
	e := dx + dy
	for {
		setIn(img, x0, y0, c)
		setIn(img, x0, y0+1, c)
		if x0 == x1 && y0 == y1 {
			return
		}
		e2 := 2 * e
		if e2 >= dy {
			e += dy
			x0 += sx
		}
		if e2 <= dx {
			e += dx
			y0 += sy
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
