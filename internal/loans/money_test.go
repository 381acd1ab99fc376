package loans

import (
	"math"
	"testing"
)

func TestFormatPeso(t *testing.T) {
	tests := []struct {
		cents int64
		want  string
	}{
		{0, "₱0.00"},
		{1, "₱0.01"},
		{99, "₱0.99"},
		{100, "₱1.00"},
		{123450, "₱1,234.50"},
		{500000, "₱5,000.00"},
		{99999999, "₱999,999.99"},
		{100000000, "₱1,000,000.00"},
		{-5, "-₱0.05"},
		{-123450, "-₱1,234.50"},
		{math.MaxInt64, "₱92,233,720,368,547,758.07"},
		{math.MinInt64, "-₱92,233,720,368,547,758.08"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := FormatPeso(tt.cents); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestFormatBP(t *testing.T) {
	for bp, want := range map[int64]string{0: "0.00%", 400: "4.00%", 5: "0.05%", 1234: "12.34%", -250: "-2.50%"} {
		if got := FormatBP(bp); got != want {
			t.Errorf("FormatBP(%d): got %v, want %v", bp, got, want)
		}
	}
}

func TestMulDiv(t *testing.T) {
	tests := []struct {
		name          string
		a, b, c       int64
		halfUp, floor int64
	}{
		{"Exact", 10, 10, 4, 25, 25},
		{"BelowHalf", 1, 4, 10, 0, 0},
		{"Half", 1, 5, 10, 1, 0},
		{"AboveHalf", 1, 6, 10, 1, 0},
		{"NegativeHalfAwayFromZero", -1, 5, 10, -1, 0},
		{"Late5Percent", 1121333, 500, 10000, 56067, 56066},
		{"Large", math.MaxInt64, 10000, 20000, math.MaxInt64/2 + 1, math.MaxInt64 / 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mulDivHalfUp(tt.a, tt.b, tt.c); got != tt.halfUp {
				t.Errorf("halfUp: got %v, want %v", got, tt.halfUp)
			}
			if got := mulDivFloor(tt.a, tt.b, tt.c); got != tt.floor {
				t.Errorf("floor: got %v, want %v", got, tt.floor)
			}
		})
	}
	defer func() {
		if recover() == nil {
			t.Error("got no panic for a zero divisor, want one")
		}
	}()
	mulDivHalfUp(1, 1, 0)
}
