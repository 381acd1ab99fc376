package loans

import (
	"fmt"
	"math/bits"
	"strconv"
)

// bpDenominator is 100% in basis points.
const bpDenominator = 10000

// DaysPerMonth is the length of the month monthly rates are quoted for; a period of n days
// pays n/30 of the monthly rate.
const DaysPerMonth = 30

// FormatPeso formats centavos as pesos with a thousands comma and 2 decimals: "₱1,234.50",
// "-₱5.00". It is exact for every int64, including the most negative one.
func FormatPeso(cents int64) string {
	sign := ""
	abs := uint64(cents)
	if cents < 0 {
		sign = "-"
		abs = -abs // two's complement: exact even for math.MinInt64
	}
	whole := strconv.FormatUint(abs/100, 10)
	grouped := make([]byte, 0, len(whole)+len(whole)/3)
	for i := range len(whole) {
		if i > 0 && (len(whole)-i)%3 == 0 {
			grouped = append(grouped, ',')
		}
		grouped = append(grouped, whole[i])
	}
	return fmt.Sprintf("%s₱%s.%02d", sign, grouped, abs%100)
}

// FormatBP formats a rate in basis points as a percentage with 2 decimals: 400 -> "4.00%".
func FormatBP(bp int64) string {
	sign := ""
	if bp < 0 {
		sign, bp = "-", -bp
	}
	return fmt.Sprintf("%s%d.%02d%%", sign, bp/100, bp%100)
}

// mulDivHalfUp returns a*b/c rounded to the nearest integer, halves away from zero. The
// product is computed in 128 bits so large principals times rates never overflow; c must be
// positive and the result must fit in an int64.
func mulDivHalfUp(a, b, c int64) int64 {
	q, r, neg := mulDivParts(a, b, c)
	if 2*r >= uint64(c) {
		q++
	}
	return signed(q, neg)
}

// mulDivFloor returns a*b/c rounded toward zero; caps use it so a limit is never rounded up
// against the borrower.
func mulDivFloor(a, b, c int64) int64 {
	q, _, neg := mulDivParts(a, b, c)
	return signed(q, neg)
}

func mulDivParts(a, b, c int64) (q, r uint64, neg bool) {
	if c <= 0 {
		panic("loans: mulDiv with non-positive divisor")
	}
	ua, ub := uint64(a), uint64(b)
	if a < 0 {
		ua, neg = -ua, !neg
	}
	if b < 0 {
		ub, neg = -ub, !neg
	}
	hi, lo := bits.Mul64(ua, ub)
	q, r = bits.Div64(hi, lo, uint64(c))
	return q, r, neg
}

func signed(q uint64, neg bool) int64 {
	if neg {
		return -int64(q)
	}
	return int64(q)
}

// ceilDiv returns a/b rounded up for a >= 0, b > 0.
func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// mul128 returns the 128-bit product of two non-negative int64s.
func mul128(a, b int64) (hi, lo uint64) { return bits.Mul64(uint64(a), uint64(b)) }
