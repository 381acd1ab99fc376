package promotion

import (
	"encoding/json"
	"fmt"
	"github.com/pautang/pautang/internal/i18n"
)

// TemplateRow is a channel_templates row as stored: settings is a JSON object that operators
// edit, so any key may be missing.
type TemplateRow struct {
	ID       int64
	Name     string
	Settings string
	Enabled  bool
}

// Template is the landing settings of spec section 3 ("id plus landing settings"): banner,
// colours, texts, app names and download links. JSON names are what the landing reads.
type Template struct {
	ID             int64    `json:"id"`
	Name           string   `json:"name"`
	Title          string   `json:"title"`
	Subtitle       string   `json:"subtitle"`
	Banner         string   `json:"banner"`
	Background     string   `json:"background"`
	FontColor      string   `json:"fontColor"`
	ButtonColor    string   `json:"buttonColor"`
	ButtonText     string   `json:"buttonText"`
	AppName        string   `json:"appName"`
	AppNames       []string `json:"appNames"`
	Features       []string `json:"features"`
	DownloadTitle  string   `json:"downloadTitle"`
	DownloadText   string   `json:"downloadText"`
	DownloadImage  string   `json:"downloadImage"`
	AndroidURL     string   `json:"androidUrl"`
	IOSURL         string   `json:"iosUrl"`
	WebURL         string   `json:"webUrl"`
	DownloadURL    string   `json:"downloadUrl"`
	LinksID        string   `json:"links_id"`
	DownID         string   `json:"down_id"`
	AgreementTitle string   `json:"agreementTitle"`
	AgreementURL   string   `json:"agreementUrl"`
}

// defaultTemplate fills what a template leaves out, so a half-configured campaign still
// renders a complete page.
var defaultTemplate = Template{
	Title:          i18n.N("Borrow up to ₱50,000 in minutes"),
	Subtitle:       i18n.N("No collateral. Funds to your GCash, Maya or bank account."),
	Banner:         "/landing/banner.svg",
	Background:     "linear-gradient(180deg,#148050 0%,#0F6B42 100%)", // the green family's header gradient: white on it 4.96:1 or more
	FontColor:      "#ffffff",
	ButtonColor:    "#FFB300",
	ButtonText:     i18n.N("Register now"),
	AppName:        "Pautang",
	Features:       []string{i18n.N("Decision within 1 day"), i18n.N("Funds in 1 to 3 days"), i18n.N("Terms from 91 to 365 days")},
	DownloadTitle:  i18n.N("Download the app"),
	DownloadText:   i18n.N("Your account is ready. Install the app and log in with your mobile number to apply."),
	DownloadImage:  "/landing/app-screens.svg",
	AndroidURL:     "https://play.google.com/store/apps/details?id=ph.pautang.app",
	IOSURL:         "https://apps.apple.com/ph/app/pautang/id6450000000",
	WebURL:         "/login",
	DownloadURL:    "/landing#/downloadTemplate",
	AgreementTitle: i18n.N("Registration Agreement"),
	AgreementURL:   "/landing#/agreementTemplate",
}

// In returns the template with its texts written by write (the API passes the borrower's
// language, i18n.Lang.T): the default texts and the translations the catalogue holds.
func (t Template) In(write func(string) string) Template {
	t.Title, t.Subtitle, t.ButtonText = write(t.Title), write(t.Subtitle), write(t.ButtonText)
	t.DownloadTitle, t.DownloadText, t.AgreementTitle = write(t.DownloadTitle), write(t.DownloadText), write(t.AgreementTitle)
	features := make([]string, len(t.Features))
	for i, f := range t.Features {
		features[i] = write(f)
	}
	t.Features = features
	return t
}

// ParseTemplate turns a stored row into the template the landing reads.
func ParseTemplate(row TemplateRow) (Template, error) {
	t := Template{}
	if row.Settings != "" {
		if err := json.Unmarshal([]byte(row.Settings), &t); err != nil {
			return Template{}, fmt.Errorf("promotion: template %d settings: %w", row.ID, err)
		}
	}
	d := defaultTemplate
	fill := func(v *string, def string) {
		if *v == "" {
			*v = def
		}
	}
	fill(&t.Title, d.Title)
	fill(&t.Subtitle, d.Subtitle)
	fill(&t.Banner, d.Banner)
	fill(&t.Background, d.Background)
	fill(&t.FontColor, d.FontColor)
	fill(&t.ButtonColor, d.ButtonColor)
	fill(&t.ButtonText, d.ButtonText)
	fill(&t.AppName, d.AppName)
	fill(&t.DownloadTitle, d.DownloadTitle)
	fill(&t.DownloadText, d.DownloadText)
	fill(&t.DownloadImage, d.DownloadImage)
	fill(&t.AndroidURL, d.AndroidURL)
	fill(&t.IOSURL, d.IOSURL)
	fill(&t.WebURL, d.WebURL)
	fill(&t.DownloadURL, d.DownloadURL)
	fill(&t.AgreementTitle, d.AgreementTitle)
	fill(&t.AgreementURL, d.AgreementURL)
	if len(t.Features) == 0 {
		t.Features = d.Features
	}
	if len(t.AppNames) == 0 {
		t.AppNames = []string{t.AppName}
	}
	// Where the download page reads its links: links_id when the campaign shares another
	// template's links, otherwise this template (down_id).
	if t.LinksID == "" && t.DownID == "" {
		t.DownID = fmt.Sprint(row.ID)
	}
	t.ID, t.Name = row.ID, row.Name
	return t, nil
}
