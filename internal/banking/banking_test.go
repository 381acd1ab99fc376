package banking

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

func TestVisible(t *testing.T) {
	tests := []struct {
		name     string
		item     Item
		cardType int
		channel  string
		want     bool
	}{
		{"OK/AllTypesOnBank", Item{CardTypeMi: 0}, CardTypeBank, DefaultChannel, true},
		{"OK/AllTypesOnEWallet", Item{CardTypeMi: 0}, CardTypeEWallet, DefaultChannel, true},
		{"OK/SameTypeBank", Item{CardTypeMi: CardTypeBank}, CardTypeBank, DefaultChannel, true},
		{"OK/SameTypeEWallet", Item{CardTypeMi: CardTypeEWallet}, CardTypeEWallet, DefaultChannel, true},
		{"HiddenOtherTypeBankItem", Item{CardTypeMi: CardTypeBank}, CardTypeEWallet, DefaultChannel, false},
		{"HiddenOtherTypeEWalletItem", Item{CardTypeMi: CardTypeEWallet}, CardTypeBank, DefaultChannel, false},
		{"OK/BankChannelMatches", Item{CardTypeMi: CardTypeBank, ChannelNumber: "90006"}, CardTypeBank, "90006", true},
		{"HiddenBankChannelDiffers", Item{CardTypeMi: CardTypeBank, ChannelNumber: "90007"}, CardTypeBank, "90006", false},
		{"HiddenAllTypesChannelDiffersOnBank", Item{CardTypeMi: 0, ChannelNumber: "90007"}, CardTypeBank, "90006", false},
		{"OK/ChannelIgnoredForEWallet", Item{CardTypeMi: 0, ChannelNumber: "90007"}, CardTypeEWallet, "90006", true},
		{"OK/EWalletItemChannelIgnored", Item{CardTypeMi: CardTypeEWallet, ChannelNumber: "90007"}, CardTypeEWallet, "90006", true},
		{"OK/NoChannelOnBank", Item{CardTypeMi: CardTypeBank}, CardTypeBank, "90007", true},
		{"HiddenOtherTypeEvenIfChannelMatches", Item{CardTypeMi: CardTypeEWallet, ChannelNumber: "90006"}, CardTypeBank, "90006", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, cate := range []Cate{CateEnum, CateText, CateCity, CateDay} {
				it := tt.item
				it.Cate = cate
				if got := Visible(it, tt.cardType, tt.channel); got != tt.want {
					t.Fatalf("%s: got %v, want %v", cate, got, tt.want)
				}
			}
		})
	}
}

func TestVisibleItemsKeepsOrder(t *testing.T) {
	items := []Item{{Code: "a"}, {Code: "b", CardTypeMi: 2}, {Code: "c", CardTypeMi: 1, ChannelNumber: "90006"}, {Code: "d"}}
	var got []string
	for _, it := range VisibleItems(items, 1, "90006") {
		got = append(got, it.Code)
	}
	if strings.Join(got, ",") != "a,c,d" {
		t.Fatalf("got %v, want a,c,d", got)
	}
}

func TestParseCardType(t *testing.T) {
	for in, want := range map[string]int{"": 1, "1": 1, "2": 2, " 2 ": 2} {
		if got, ok := ParseCardType(in); !ok || got != want {
			t.Errorf("%q: got %d %v, want %d", in, got, ok, want)
		}
	}
	for _, in := range []string{"0", "3", "x", "-1"} {
		if _, ok := ParseCardType(in); ok {
			t.Errorf("%q: accepted", in)
		}
	}
}

// testForm mirrors the seeded default form.
func testForm() []Item {
	banks := []Option{
		{Name: "BDO Unibank", Type: "BDO", NumberKind: NumberAccount, MinLen: 10, MaxLen: 12},
		{Name: "BPI", Type: "BPI", NumberKind: NumberAccount, MinLen: 10, MaxLen: 10},
	}
	wallets := []Option{{Name: "GCash", Type: "GCASH", NumberKind: NumberMobile}}
	return []Item{
		{Code: "bankCode", Cate: CateEnum, Note: banks, CardTypeMi: 1, ChannelNumber: "90006", Rule: RuleInstitution},
		{Code: "bankCode", Cate: CateEnum, Note: wallets, CardTypeMi: 2, Rule: RuleInstitution},
		{Code: "cardNo", Cate: CateText, InputType: "number", CardTypeMi: 1, Rule: RuleAccountNumber},
		{Code: "cardNo", Cate: CateText, InputType: "number", CardTypeMi: 2, Rule: RuleAccountNumber},
		{Code: "accountName", Cate: CateText, Rule: RuleHolderName},
		{Code: "birthday", Cate: CateDay, Rule: RuleBirthDate},
		{Code: "city", Cate: CateCity, Rule: RuleCity},
		{Code: "branch", Cate: CateText},
		{Code: "purpose", Cate: CateEnum, Note: []Option{{Name: "Salary", Type: "1"}}},
	}
}

var today = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)

const makati = "National Capital Region (NCR)/Metro Manila/Makati City"

func validBank() map[string]string {
	return map[string]string{"bankCode": "BDO", "cardNo": "001234567890", "accountName": "Juan Dela Cruz", "birthday": "1992-06-12", "city": makati}
}

func TestValidateOK(t *testing.T) {
	t.Run("Bank", func(t *testing.T) {
		sub, errs := Validate(testForm(), 1, "90006", validBank(), today)
		if len(errs) != 0 {
			t.Fatalf("errors: %v", errs)
		}
		if sub.InstitutionCode != "BDO" || sub.InstitutionName != "BDO Unibank" || sub.Number != "001234567890" || sub.NumberKind != NumberAccount {
			t.Fatalf("got %+v", sub)
		}
		if sub.HolderName != "Juan Dela Cruz" || sub.City != makati || sub.BirthDate != "1992-06-12" {
			t.Fatalf("got %+v", sub)
		}
		if _, leaked := sub.Fields["cardNo"]; leaked {
			t.Fatal("the account number is in the stored details")
		}
	})
	t.Run("EWallet", func(t *testing.T) {
		v := validBank()
		v["bankCode"], v["cardNo"] = "GCASH", "09171234567"
		sub, errs := Validate(testForm(), 2, "90006", v, today)
		if len(errs) != 0 || sub.Number != "09171234567" || sub.NumberKind != NumberMobile {
			t.Fatalf("got %+v %v", sub, errs)
		}
	})
	t.Run("EWalletInternationalForm", func(t *testing.T) {
		v := validBank()
		v["bankCode"], v["cardNo"] = "GCASH", "639171234567"
		sub, errs := Validate(testForm(), 2, "90006", v, today)
		if len(errs) != 0 || sub.Number != "09171234567" {
			t.Fatalf("got %q %v", sub.Number, errs)
		}
	})
	t.Run("SpacesInNumberAndName", func(t *testing.T) {
		v := validBank()
		v["cardNo"], v["accountName"] = "0012 3456 7890", "  María   Ñoño-Dela Cruz "
		sub, errs := Validate(testForm(), 1, "90006", v, today)
		if len(errs) != 0 || sub.Number != "001234567890" || sub.HolderName != "María Ñoño-Dela Cruz" {
			t.Fatalf("got %+v %v", sub, errs)
		}
	})
	t.Run("EighteenToday", func(t *testing.T) {
		v := validBank()
		v["birthday"] = "2008-11-22"
		if _, errs := Validate(testForm(), 1, "90006", v, today); len(errs) != 0 {
			t.Fatalf("errors: %v", errs)
		}
	})
	t.Run("HiddenFieldsIgnored", func(t *testing.T) {
		// The bank list belongs to channel 90006; on another channel it is not asked for, so
		// no institution and the number has no format to check against.
		v := validBank()
		v["bankCode"] = "NOT-A-BANK"
		sub, errs := Validate(testForm(), 1, "90099", v, today)
		if len(errs) != 0 || sub.InstitutionCode != "" {
			t.Fatalf("got %+v %v", sub, errs)
		}
	})
}

func TestValidateMessages(t *testing.T) {
	tests := []struct {
		name     string
		cardType int
		change   map[string]string
		code     string
		want     string
	}{
		{"ErrChooseBank", 1, map[string]string{"bankCode": ""}, "bankCode", MsgChooseBank},
		{"ErrChooseEWallet", 2, map[string]string{"bankCode": "", "cardNo": "09171234567"}, "bankCode", MsgChooseEWallet},
		{"ErrUnknownBank", 1, map[string]string{"bankCode": "XYZ"}, "bankCode", MsgUnknownInstitution},
		{"ErrBankOnEWalletTab", 2, map[string]string{"bankCode": "BDO", "cardNo": "09171234567"}, "bankCode", MsgUnknownInstitution},
		{"ErrEnterAccountNumber", 1, map[string]string{"cardNo": ""}, "cardNo", MsgEnterAccountNumber},
		{"ErrEnterEWalletNumber", 2, map[string]string{"bankCode": "GCASH", "cardNo": " "}, "cardNo", MsgEnterEWalletNumber},
		{"ErrDigitsOnly", 1, map[string]string{"cardNo": "00123456789A"}, "cardNo", MsgDigitsOnly},
		{"ErrDigitsOnlyDash", 1, map[string]string{"cardNo": "0012-3456-78"}, "cardNo", MsgDigitsOnly},
		{"ErrBDOTooShort", 1, map[string]string{"cardNo": "123456789"}, "cardNo", "BDO Unibank account numbers have 10 to 12 digits."},
		{"ErrBDOTooLong", 1, map[string]string{"cardNo": "1234567890123"}, "cardNo", "BDO Unibank account numbers have 10 to 12 digits."},
		{"ErrBPIExact", 1, map[string]string{"bankCode": "BPI", "cardNo": "12345678901"}, "cardNo", "BPI account numbers have 10 digits."},
		{"ErrMobileTooShort", 2, map[string]string{"bankCode": "GCASH", "cardNo": "0917123456"}, "cardNo", "GCash numbers are 11-digit mobile numbers starting with 09."},
		{"ErrMobilePrefix", 2, map[string]string{"bankCode": "GCASH", "cardNo": "08171234567"}, "cardNo", "GCash numbers are 11-digit mobile numbers starting with 09."},
		{"ErrMobileDigits", 2, map[string]string{"bankCode": "GCASH", "cardNo": "0917-123-4567"}, "cardNo", MsgDigitsOnly},
		{"ErrEnterHolderName", 1, map[string]string{"accountName": "   "}, "accountName", MsgEnterHolderName},
		{"ErrHolderNameChars", 1, map[string]string{"accountName": "Juan 123"}, "accountName", MsgHolderNameChars},
		{"ErrHolderNameLength", 1, map[string]string{"accountName": "J"}, "accountName", MsgHolderNameLength},
		{"ErrHolderNameTooLong", 1, map[string]string{"accountName": strings.Repeat("a", 101)}, "accountName", MsgHolderNameLength},
		{"ErrChooseCity", 1, map[string]string{"city": ""}, "city", MsgChooseCity},
		{"ErrUnknownCity", 1, map[string]string{"city": "National Capital Region (NCR)/Metro Manila/Springfield"}, "city", MsgUnknownCity},
		{"ErrCityWrongProvince", 1, map[string]string{"city": "National Capital Region (NCR)/Cebu/Cebu City"}, "city", MsgUnknownCity},
		{"ErrCityNotTriple", 1, map[string]string{"city": "Makati City"}, "city", MsgUnknownCity},
		{"ErrChooseBirthDate", 1, map[string]string{"birthday": ""}, "birthday", MsgChooseBirthDate},
		{"ErrBirthDateFormat", 1, map[string]string{"birthday": "12/06/1992"}, "birthday", MsgBirthDateFormat},
		{"ErrBirthDateNotADay", 1, map[string]string{"birthday": "1992-02-30"}, "birthday", MsgBirthDateFormat},
		{"ErrBirthDateMinor", 1, map[string]string{"birthday": "2008-11-23"}, "birthday", MsgBirthDateAdult},
		{"ErrBirthDateFuture", 1, map[string]string{"birthday": "2030-01-01"}, "birthday", MsgBirthDateImplausible},
		{"ErrBirthDateAncient", 1, map[string]string{"birthday": "1850-01-01"}, "birthday", MsgBirthDateImplausible},
		{"ErrPlainTextTooLong", 1, map[string]string{"branch": strings.Repeat("x", 201)}, "branch", MsgTextTooLong},
		{"ErrPlainEnum", 1, map[string]string{"purpose": "9"}, "purpose", MsgChooseOption},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := validBank()
			if tt.cardType == 2 {
				v["bankCode"], v["cardNo"] = "GCASH", "09171234567"
			}
			for k, val := range tt.change {
				v[k] = val
			}
			_, errs := Validate(testForm(), tt.cardType, "90006", v, today)
			if len(errs) != 1 {
				t.Fatalf("got %d errors %v, want 1", len(errs), errs)
			}
			if errs[0].Code != tt.code || errs[0].Message != tt.want {
				t.Fatalf("got %s %q, want %s %q", errs[0].Code, errs[0].Message, tt.code, tt.want)
			}
			if errs.Error() != tt.want || errs.ByCode()[tt.code] != tt.want {
				t.Fatalf("Error/ByCode disagree: %q %v", errs.Error(), errs.ByCode())
			}
		})
	}
}

func TestValidateAllErrorsInFormOrder(t *testing.T) {
	_, errs := Validate(testForm(), 1, "90006", map[string]string{}, today)
	var codes []string
	for _, e := range errs {
		codes = append(codes, e.Code)
	}
	if got, want := strings.Join(codes, ","), "bankCode,cardNo,accountName,birthday,city"; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

func testVault(t *testing.T) *Vault {
	t.Helper()
	key, err := ParseDataKey(strings.Repeat("ab", 32))
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewVault(key)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestVaultRoundTrip(t *testing.T) {
	v := testVault(t)
	sealed, err := v.Seal(7, "001234567890")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(sealed, "001234567890") || strings.Contains(sealed, "4567890") {
		t.Fatalf("sealed value shows the number: %s", sealed)
	}
	got, err := v.Open(7, sealed)
	if err != nil || got != "001234567890" {
		t.Fatalf("open: got %q %v", got, err)
	}
	again, _ := v.Seal(7, "001234567890")
	if again == sealed {
		t.Fatal("two seals of the same number are equal: the nonce is not random")
	}
	t.Run("ErrOtherUser", func(t *testing.T) {
		if _, err := v.Open(8, sealed); err == nil {
			t.Fatal("a ciphertext opened for another user")
		}
	})
	t.Run("ErrOtherKey", func(t *testing.T) {
		key, _ := ParseDataKey(strings.Repeat("cd", 32))
		other, _ := NewVault(key)
		if _, err := other.Open(7, sealed); err == nil {
			t.Fatal("opened with another key")
		}
	})
	t.Run("ErrTampered", func(t *testing.T) {
		b := []byte(sealed)
		b[len(b)-2] ^= 1
		if _, err := v.Open(7, string(b)); err == nil {
			t.Fatal("opened a tampered value")
		}
		if _, err := v.Open(7, "v0:abc"); err == nil {
			t.Fatal("opened an unknown version")
		}
	})
}

func TestVaultHash(t *testing.T) {
	v := testVault(t)
	if v.Hash("BDO", "001234567890") != v.Hash("bdo", "001234567890") {
		t.Fatal("hash depends on code case")
	}
	if v.Hash("BDO", "001234567890") == v.Hash("BPI", "001234567890") {
		t.Fatal("same number at two banks hashes equal")
	}
	key, _ := ParseDataKey(strings.Repeat("cd", 32))
	other, _ := NewVault(key)
	if v.Hash("BDO", "001234567890") == other.Hash("BDO", "001234567890") {
		t.Fatal("hash does not depend on the key")
	}
}

func TestParseDataKey(t *testing.T) {
	if _, err := ParseDataKey(strings.Repeat("0f", 32)); err != nil {
		t.Fatalf("hex: %v", err)
	}
	if _, err := ParseDataKey("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="); err != nil {
		t.Fatalf("base64: %v", err)
	}
	for _, bad := range []string{"", "abcd", strings.Repeat("0f", 31), strings.Repeat("zz", 32)} {
		if _, err := ParseDataKey(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestMask(t *testing.T) {
	if got := Mask(Last4("001234567890")); got != "•••• 7890" {
		t.Fatalf("got %q", got)
	}
	if got := Last4("12"); got != "12" {
		t.Fatalf("got %q", got)
	}
}

func TestLocations(t *testing.T) {
	rs := Regions()
	if len(rs) != 18 {
		t.Fatalf("got %d regions, want the 17 regions plus the Negros Island Region", len(rs))
	}
	seen := map[string]bool{}
	for _, r := range rs {
		if seen[r.Name] || len(r.Provinces) == 0 {
			t.Fatalf("region %q duplicated or empty", r.Name)
		}
		seen[r.Name] = true
		for _, p := range r.Provinces {
			if len(p.Cities) == 0 {
				t.Fatalf("%s/%s has no cities", r.Name, p.Name)
			}
			for _, c := range append([]string{r.Name, p.Name}, p.Cities...) {
				if strings.Contains(c, CitySeparator) {
					t.Fatalf("%q contains the separator", c)
				}
			}
			for _, c := range p.Cities {
				if !KnownCity(r.Name + CitySeparator + p.Name + CitySeparator + c) {
					t.Fatalf("%s not known", c)
				}
			}
		}
	}
	if !KnownCity(" National Capital Region (NCR) / Metro Manila / Quezon City ") {
		t.Fatal("spaces around the separator are not tolerated")
	}
}

// The web bundles the same list for the city picker; the server validates against this one.
func TestLocationsMatchWebBundle(t *testing.T) {
	web, err := os.ReadFile("../../web/src/components/dynamic-form/ph-locations.json")
	if err != nil {
		t.Skipf("web copy not present: %v", err)
	}
	var a, b any
	if err := json.Unmarshal(web, &a); err != nil {
		t.Fatal(err)
	}
	json.Unmarshal(LocationsJSON(), &b)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Fatal("web/src/components/dynamic-form/ph-locations.json differs from internal/banking/ph_locations.json")
	}
}

func ExampleMask() {
	fmt.Println(Mask(Last4("09171234567")))
	// Output: •••• 4567
}
