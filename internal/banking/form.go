package banking

import (
	"strconv"
	"strings"
)

// Card types of the bank screen's tabs (spec sections 3, 4 and 9: cardType defaults to 1).
const (
	CardTypeBank    = 1 // a bank account
	CardTypeEWallet = 2 // an e-wallet (GCash, Maya)
)

// DefaultChannel is the payout channel the bank screen starts with (spec section 9).
const DefaultChannel = "90006"

// Cate is the kind of a form item; the names are the profile form's group names (spec section 3).
type Cate string

// The item kinds the dynamic form renders.
const (
	CateText Cate = "txt"        // free text; digits only when InputType is "number"
	CateCity Cate = "citySelect" // region / province / city cascade, sent as "Region/Province/City"
	CateDay  Cate = "day"        // a calendar day, sent as YYYY-MM-DD
	CateEnum Cate = "enum"       // a choice; sent as the chosen option's Type
)

// Rule names what a field means, so the validator knows which check applies. Items with no
// rule are optional free text.
type Rule string

// The validation rules of the bank form.
const (
	RuleInstitution   Rule = "institution"   // the bank or e-wallet (an enum whose options carry number formats)
	RuleAccountNumber Rule = "accountNumber" // the account or e-wallet number, checked against the institution
	RuleHolderName    Rule = "holderName"    // the account holder's full name
	RuleCity          Rule = "city"          // a city from the bundled list
	RuleBirthDate     Rule = "birthDate"     // the holder's birth day; an adult
)

// NumberKind tells how an institution's numbers look.
type NumberKind string

// Number kinds.
const (
	NumberAccount NumberKind = "account" // a bank account number: digits, MinLen..MaxLen long
	NumberMobile  NumberKind = "mobile"  // an e-wallet: the Philippine mobile number 09XXXXXXXXX
)

// Option is one choice of an enumeration item: what the borrower reads (Name) and what is
// sent (Type). Institution options also carry their number format.
type Option struct {
	Name       string     `json:"name"`
	Type       string     `json:"type"`
	NumberKind NumberKind `json:"numberKind,omitempty"`
	MinLen     int        `json:"minLen,omitempty"`
	MaxLen     int        `json:"maxLen,omitempty"`
}

// Item is one field of the dynamic bank form, in the shape card-init returns (spec section 3).
type Item struct {
	Code          string   `json:"code"`
	Title         string   `json:"title"`
	Subtitle      string   `json:"subtitle"` // placeholder
	Cate          Cate     `json:"cate"`
	Value         string   `json:"value"`
	Note          []Option `json:"note"`
	InputType     string   `json:"inputType"`               // "number" restricts text to digits
	CardTypeMi    int      `json:"cardTypeMi"`              // 0: every card type
	ChannelNumber string   `json:"channelNumber,omitempty"` // "": every channel
	Rule          Rule     `json:"rule,omitempty"`
	MaxLength     int      `json:"maxLength,omitempty"`
}

// Visible is the visibility rule of spec section 5: an item shows when its cardTypeMi is 0
// (or absent) or equals the chosen card type, and, when the card type is 1 (bank) and the item
// names a channel, only if that channel is the chosen one. The spec states the rule for
// enumeration items; cardTypeMi is a field of every item (section 3), so it applies to every
// kind here (docs/bank.md).
func Visible(it Item, cardType int, channel string) bool {
	if it.CardTypeMi != 0 && it.CardTypeMi != cardType {
		return false
	}
	if cardType == CardTypeBank && it.ChannelNumber != "" && it.ChannelNumber != channel {
		return false
	}
	return true
}

// VisibleItems filters items by Visible, keeping their order.
func VisibleItems(items []Item, cardType int, channel string) []Item {
	out := make([]Item, 0, len(items))
	for _, it := range items {
		if Visible(it, cardType, channel) {
			out = append(out, it)
		}
	}
	return out
}

// ParseCardType reads the cardType field; empty means the default (bank).
func ParseCardType(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return CardTypeBank, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || (n != CardTypeBank && n != CardTypeEWallet) {
		return 0, false
	}
	return n, true
}

// CardTypeName names a card type for people.
func CardTypeName(cardType int) string {
	if cardType == CardTypeEWallet {
		return "e-wallet"
	}
	return "bank account"
}

// OptionByType finds the option sent as typ.
func (it Item) OptionByType(typ string) (Option, bool) {
	for _, o := range it.Note {
		if o.Type == typ {
			return o, true
		}
	}
	return Option{}, false
}
