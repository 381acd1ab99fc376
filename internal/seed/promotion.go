package seed

import (
	"context"
	"encoding/json"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
)

// seedPromotionTemplates adds a second, fully configured landing campaign next to the
// 'default' template, so the landing's colours, texts and links visibly come from data.
func seedPromotionTemplates(ctx context.Context, st *store.Store, clk clock.Clock, _ Options) (string, error) {
	settings, err := json.Marshal(map[string]any{
		"title":          "Payday came early: up to ₱25,000",
		"subtitle":       "Sahod Installment — 4 easy payments timed with your payday. Register in 1 minute.",
		"banner":         "/landing/banner-payday.svg",
		"background":     "linear-gradient(180deg,#0F6B42 0%,#0C5534 100%)",
		"fontColor":      "#ffffff",
		"buttonColor":    "#FF7A45",
		"buttonText":     "Get my cash offer",
		"appName":        "Pautang",
		"appNames":       []string{"Pautang", "Pautang Lite"},
		"features":       []string{"SEC-registered lender", "Decision within 1 day", "Pay in up to 4 installments"},
		"downloadTitle":  "You're in! Get the Pautang app",
		"downloadText":   "Log in with the number you just registered to see your loan offer.",
		"downloadImage":  "/landing/app-screens.svg",
		"androidUrl":     "https://play.google.com/store/apps/details?id=ph.pautang.app",
		"iosUrl":         "https://apps.apple.com/ph/app/pautang/id6450000000",
		"webUrl":         "/login",
		"agreementTitle": "Registration Agreement",
	})
	if err != nil {
		return "", err
	}
	_, err = st.DB.ExecContext(ctx, `INSERT INTO channel_templates (name, settings, enabled, created_at) VALUES ($1, $2, 1, $3)
		ON CONFLICT (name) DO NOTHING`, "payday-gcash", string(settings), clk.Now().UnixMilli())
	if err != nil {
		return "", err
	}
	return "template payday-gcash", nil
}
