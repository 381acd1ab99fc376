package promotion

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
)

func TestPhoneRules(t *testing.T) {
	tests := []struct {
		name  string
		rule  PhoneRule
		in    string
		want  string
		valid bool
	}{
		{"SpecOK", PhoneRuleSpec, "13800138000", "13800138000", true},
		{"SpecOK19", PhoneRuleSpec, "19912345678", "19912345678", true},
		{"SpecErrSecondDigit2", PhoneRuleSpec, "12800138000", "", false},
		{"SpecErrSecondDigit0", PhoneRuleSpec, "10800138000", "", false},
		{"SpecErrTooShort", PhoneRuleSpec, "1380013800", "", false},
		{"SpecErrTooLong", PhoneRuleSpec, "138001380000", "", false},
		{"SpecErrLetter", PhoneRuleSpec, "1380013800a", "", false},
		{"SpecErrPHNumber", PhoneRuleSpec, "09171234567", "", false},
		{"PHOK", PhoneRulePH, "09171234567", "09171234567", true},
		{"PHOKSpaces", PhoneRulePH, "0917 123 4567", "09171234567", true},
		{"PHOKInternational", PhoneRulePH, "+639171234567", "09171234567", true},
		{"PHErrSpecNumber", PhoneRulePH, "13800138000", "", false},
		{"PHErrLandline", PhoneRulePH, "0281234567", "", false},
		{"PHErrEmpty", PhoneRulePH, "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.rule.Normalize(tt.in)
			if (err == nil) != tt.valid || got != tt.want {
				t.Fatalf("Normalize(%q): got %q, %v; want %q, valid=%v", tt.in, got, err, tt.want, tt.valid)
			}
		})
	}
}

func TestParsePhoneRule(t *testing.T) {
	for in, want := range map[string]PhoneRule{"": PhoneRulePH, "ph": PhoneRulePH, "PH": PhoneRulePH, " spec ": PhoneRuleSpec} {
		if got, err := ParsePhoneRule(in); err != nil || got != want {
			t.Fatalf("ParsePhoneRule(%q): got %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := ParsePhoneRule("cn"); err == nil {
		t.Fatal("ParsePhoneRule(cn): want an error")
	}
}

func TestCaptchaText(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		s, err := NewCaptchaText()
		if err != nil {
			t.Fatal(err)
		}
		if len(s) != CaptchaLength || strings.Trim(s, CaptchaAlphabet) != "" {
			t.Fatalf("captcha %q: want %d characters of %s", s, CaptchaLength, CaptchaAlphabet)
		}
		seen[s] = true
	}
	if len(seen) < 190 {
		t.Fatalf("only %d distinct captchas in 200", len(seen))
	}
	for _, r := range CaptchaAlphabet {
		if _, ok := glyphs[r]; !ok {
			t.Fatalf("no glyph for %q", r)
		}
	}
}

func TestCaptchaMatches(t *testing.T) {
	tests := []struct {
		typed string
		want  bool
	}{{"AB3K", true}, {"ab3k", true}, {" ab3k ", true}, {"AB3", false}, {"AB3KX", false}, {"", false}, {"AB4K", false}}
	for _, tt := range tests {
		if got := CaptchaMatches(tt.typed, "AB3K"); got != tt.want {
			t.Fatalf("CaptchaMatches(%q): got %v, want %v", tt.typed, got, tt.want)
		}
	}
}

func TestRenderCaptcha(t *testing.T) {
	a, err := RenderCaptcha("AC34")
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != CaptchaWidth || b.Dy() != CaptchaHeight {
		t.Fatalf("size %v", b)
	}
	// Ink: the glyphs put many dark pixels on the light background.
	dark := 0
	for y := range CaptchaHeight {
		for x := range CaptchaWidth {
			r, g, b, _ := img.At(x, y).RGBA()
			if (r+g+b)/3 < 0x6000 {
				dark++
			}
		}
	}
	if dark < 1500 {
		t.Fatalf("only %d dark pixels: the text is missing", dark)
	}
	b, _ := RenderCaptcha("AC34")
	if bytes.Equal(a, b) {
		t.Fatal("two renders of the same text are identical: the noise is not random")
	}
}

func TestParseTemplate(t *testing.T) {
	t.Run("OKDefaults", func(t *testing.T) {
		tpl, err := ParseTemplate(TemplateRow{ID: 7, Name: "x", Settings: `{"title":"Hi"}`, Enabled: true})
		if err != nil {
			t.Fatal(err)
		}
		if tpl.ID != 7 || tpl.Title != "Hi" || tpl.ButtonText == "" || tpl.AndroidURL == "" || tpl.DownID != "7" || tpl.LinksID != "" {
			t.Fatalf("got %+v", tpl)
		}
		if len(tpl.AppNames) != 1 || tpl.AppNames[0] != "Pautang" {
			t.Fatalf("app names: got %v", tpl.AppNames)
		}
	})
	t.Run("OKLinksID", func(t *testing.T) {
		tpl, err := ParseTemplate(TemplateRow{ID: 7, Settings: `{"links_id":"3","buttonColor":"#000"}`})
		if err != nil {
			t.Fatal(err)
		}
		if tpl.LinksID != "3" || tpl.DownID != "" || tpl.ButtonColor != "#000" {
			t.Fatalf("got %+v", tpl)
		}
	})
	t.Run("ErrBrokenJSON", func(t *testing.T) {
		if _, err := ParseTemplate(TemplateRow{ID: 7, Settings: `{`}); err == nil {
			t.Fatal("want an error")
		}
	})
}

func TestCaptchaAlphabetIsUnambiguous(t *testing.T) {
	for _, p := range confusablePairs {
		if strings.ContainsRune(CaptchaAlphabet, rune(p[0])) && strings.ContainsRune(CaptchaAlphabet, rune(p[1])) {
			t.Errorf("the captcha alphabet %s has both %c and %c", CaptchaAlphabet, p[0], p[1])
		}
	}
}
