package seed

import (
	"context"
	"fmt"
	"github.com/pautang/pautang/internal/i18n"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
)

// phBanks are the banks the default payout channel (90006, InstaPay) reaches, with their
// codes and the lengths of their account numbers.
var phBanks = []banking.Option{
	{Name: "BDO Unibank", Type: "BDO", NumberKind: banking.NumberAccount, MinLen: 10, MaxLen: 12},
	{Name: "BPI", Type: "BPI", NumberKind: banking.NumberAccount, MinLen: 10, MaxLen: 10},
	{Name: "Metrobank", Type: "MBTC", NumberKind: banking.NumberAccount, MinLen: 13, MaxLen: 13},
	{Name: "Landbank", Type: "LBP", NumberKind: banking.NumberAccount, MinLen: 10, MaxLen: 10},
	{Name: "UnionBank", Type: "UBP", NumberKind: banking.NumberAccount, MinLen: 12, MaxLen: 12},
	{Name: "Security Bank", Type: "SECB", NumberKind: banking.NumberAccount, MinLen: 13, MaxLen: 13},
	{Name: "RCBC", Type: "RCBC", NumberKind: banking.NumberAccount, MinLen: 10, MaxLen: 10},
	{Name: "PNB", Type: "PNB", NumberKind: banking.NumberAccount, MinLen: 12, MaxLen: 12},
	{Name: "China Bank", Type: "CBC", NumberKind: banking.NumberAccount, MinLen: 12, MaxLen: 12},
	{Name: "EastWest Bank", Type: "EWB", NumberKind: banking.NumberAccount, MinLen: 12, MaxLen: 12},
}

// phWallets are the e-wallets we pay out to; their account number is the mobile number.
var phWallets = []banking.Option{
	{Name: "GCash", Type: "GCASH", NumberKind: banking.NumberMobile, MinLen: 11, MaxLen: 11},
	{Name: "Maya", Type: "PAYMAYA", NumberKind: banking.NumberMobile, MinLen: 11, MaxLen: 11},
}

// DefaultBankForm is the bind-card form of every product: the bank list belongs to channel
// 90006 (spec section 5: with cardType 1 an item with a channel shows only for that channel);
// holder name, birth day and city apply to both card types.
func DefaultBankForm() []banking.Item {
	return []banking.Item{
		{Code: "bankCode", Title: i18n.N("Bank"), Subtitle: i18n.N("Choose your bank"), Cate: banking.CateEnum, Note: phBanks,
			CardTypeMi: banking.CardTypeBank, ChannelNumber: banking.DefaultChannel, Rule: banking.RuleInstitution},
		{Code: "bankCode", Title: i18n.N("E-wallet"), Subtitle: i18n.N("Choose your e-wallet"), Cate: banking.CateEnum, Note: phWallets,
			CardTypeMi: banking.CardTypeEWallet, Rule: banking.RuleInstitution},
		{Code: "cardNo", Title: i18n.N("Account number"), Subtitle: i18n.N("Digits only, as on your passbook or app"), Cate: banking.CateText,
			InputType: "number", MaxLength: 13, CardTypeMi: banking.CardTypeBank, Rule: banking.RuleAccountNumber},
		{Code: "cardNo", Title: i18n.N("E-wallet mobile number"), Subtitle: "09XXXXXXXXX", Cate: banking.CateText,
			InputType: "number", MaxLength: 11, CardTypeMi: banking.CardTypeEWallet, Rule: banking.RuleAccountNumber},
		{Code: "accountName", Title: i18n.N("Account holder name"), Subtitle: i18n.N("Full name as registered with the bank or wallet"), Cate: banking.CateText,
			InputType: "text", MaxLength: 100, Rule: banking.RuleHolderName},
		{Code: "birthday", Title: i18n.N("Account holder's date of birth"), Subtitle: i18n.N("Choose a date"), Cate: banking.CateDay, Rule: banking.RuleBirthDate},
		{Code: "city", Title: i18n.N("City of residence"), Subtitle: i18n.N("Region / province / city"), Cate: banking.CateCity, Rule: banking.RuleCity},
	}
}

func seedBankForm(ctx context.Context, st *store.Store, _ clock.Clock, _ Options) (string, error) {
	items := DefaultBankForm()
	for i, it := range items {
		if err := st.Banking().UpsertBankFormItem(ctx, 0, it, (i+1)*10); err != nil {
			return "", err
		}
	}
	return fmt.Sprintf("%d form items, %d banks, %d e-wallets", len(items), len(phBanks), len(phWallets)), nil
}
