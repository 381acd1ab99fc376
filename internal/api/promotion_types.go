package api

// The data of the registration landing and the public site calls (anonymous, family '0').

// getSIDData is GET .../promotion/get-sid: a landing visit session id.
type getSIDData struct {
	SID string `json:"sid"`
}

// getSMSData is POST .../promotion/get-sms: when a new code may be asked and how long it lives
// (seconds).
type getSMSData struct {
	ResendIn  int `json:"resendIn"`
	ExpiresIn int `json:"expiresIn"`
}

// registerData is POST .../promotion/register: the new borrower.
type registerData struct {
	UserID     string `json:"userId"`
	Phone      string `json:"phone"`
	TemplateID int64  `json:"templateId"`
}

// siteInfoData is GET .../promotion/site-info: the public site's company block.
type siteInfoData struct {
	CompanyName   string `json:"companyName"`
	Email         string `json:"email"`
	Phone         string `json:"phone"`
	Address       string `json:"address"`
	SECRegNo      string `json:"secRegNo"`
	SECCertAuthNo string `json:"secCertAuthNo"`
	PrivacyURL    string `json:"privacyUrl"`
	Region        string `json:"region"`
}

// devCaptchaData is the dev-only GET /dev/captcha: a sid's current captcha answer.
type devCaptchaData struct {
	SID    string `json:"sid"`
	Answer string `json:"answer"`
}
