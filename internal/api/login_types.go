package api

// The data of the login calls (family '00').

// sendCodeData is sms-code and voice-code: how long the code lives and when a new one may be
// asked (seconds), and how it was sent (sms or voice).
type sendCodeData struct {
	ExpiresIn int    `json:"expiresIn"`
	ResendIn  int    `json:"resendIn"`
	Channel   string `json:"channel"`
}

// loginData is POST /v3/login/login: the common params of the session's calls (ids are
// strings) and when the session ends (unix ms).
type loginData struct {
	SessionID      string `json:"sessionId"`
	UserID         string `json:"userId"`
	Mobile         string `json:"mobile"`
	MerchantNumber string `json:"merchantNumber"`
	DeviceID       string `json:"deviceId"`
	ExpiresAt      int64  `json:"expiresAt"`
}
