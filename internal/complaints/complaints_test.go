package complaints

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
)

func TestReplyBy(t *testing.T) {
	tests := []struct {
		name  string
		filed time.Time
		want  string
	}{
		{"Sunday", time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila), "2026-11-25"},
		{"Monday", time.Date(2026, 11, 23, 9, 0, 0, 0, clock.Manila), "2026-11-26"},
		{"Wednesday", time.Date(2026, 11, 25, 23, 59, 0, 0, clock.Manila), "2026-11-30"},
		{"Friday", time.Date(2026, 11, 27, 8, 0, 0, 0, clock.Manila), "2026-12-02"},
		{"Saturday", time.Date(2026, 11, 28, 8, 0, 0, 0, clock.Manila), "2026-12-02"},
		// 17:00 UTC on Friday is already Saturday 01:00 in Manila.
		{"UTCFridayIsManilaSaturday", time.Date(2026, 11, 27, 17, 0, 0, 0, time.UTC), "2026-12-02"},
		{"AcrossYear", time.Date(2026, 12, 30, 10, 0, 0, 0, clock.Manila), "2027-01-04"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ReplyBy(tt.filed); got != tt.want {
				t.Fatalf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestCollectionAllowed(t *testing.T) {
	for status, want := range map[int]bool{21: false, 110: false, 151: false, 170: true, 174: true, 180: true, 200: true, 0: false} {
		if got := CollectionAllowed(status); got != want {
			t.Errorf("status %d: got %v, want %v", status, got, want)
		}
		if got := (Order{Status: status}).IsShow(); got != map[bool]int{true: 1, false: 0}[want] {
			t.Errorf("status %d: isShow %d", status, got)
		}
	}
}

var testTypes = []Type{{1, 0, "Collection"}, {2, 0, "Repayment"}, {101, 1, "Rude"}, {102, 1, "References"}}

func TestValidateSubmission(t *testing.T) {
	nine := strings.Split(strings.Repeat("u,", 9), ",")[:9]
	tests := []struct {
		name string
		sub  Submission
		want error
	}{
		{"OK", Submission{Type: 1, SonType: 101, Detail: "x"}, nil},
		{"OKNoSubType", Submission{Type: 2, Detail: "x"}, nil},
		{"OK200Runes", Submission{Type: 2, Detail: strings.Repeat("ñ", 200)}, nil},
		{"OKNineImages", Submission{Type: 2, Detail: "x", Images: nine}, nil},
		{"ErrType", Submission{Type: 101, SonType: 0, Detail: "x"}, ErrTypeInvalid},
		{"ErrSonTypeMissing", Submission{Type: 1, Detail: "x"}, ErrSonTypeInvalid},
		{"ErrSonTypeOnPlainType", Submission{Type: 2, SonType: 101, Detail: "x"}, ErrSonTypeInvalid},
		{"ErrDetailBlank", Submission{Type: 2, Detail: " \n "}, ErrDetailRequired},
		{"ErrDetail201", Submission{Type: 2, Detail: strings.Repeat("a", 201)}, ErrDetailTooLong},
		{"ErrTenImages", Submission{Type: 2, Detail: "x", Images: append(nine, "u")}, ErrTooManyImages},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ValidateSubmission(testTypes, tt.sub); !errors.Is(got, tt.want) && got != tt.want {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestValidateReply(t *testing.T) {
	tests := []struct {
		name string
		r    Reply
		want error
	}{
		{"OKText", Reply{OperatorID: 1, Text: "done"}, nil},
		{"OKImageOnly", Reply{OperatorID: 1, Images: []string{"a"}}, nil},
		{"ErrEmpty", Reply{OperatorID: 1, Text: "  "}, ErrReplyEmpty},
		{"ErrNoOperator", Reply{Text: "x"}, ErrOperatorRequired},
		{"ErrLong", Reply{OperatorID: 1, Text: strings.Repeat("a", MaxReplyChars+1)}, ErrReplyTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ValidateReply(tt.r); got != tt.want && !errors.Is(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSplitImages(t *testing.T) {
	if got := SplitImages(""); len(got) != 0 {
		t.Fatalf("empty: got %v", got)
	}
	if got := SplitImages(" /uploads/a.png, ,/uploads/b.jpg"); len(got) != 2 || got[1] != "/uploads/b.jpg" {
		t.Fatalf("got %v", got)
	}
}
