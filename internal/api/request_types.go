package api

import "mime/multipart"

// The requests of the borrower table (routes.go), one struct per row's Request, fields in
// the order the call documents them. request.go tells what the form tags mean.

// Login and sessions.

type sendCodeReq struct {
	Phone   string `form:"phone"`
	Channel string `form:"channel,optional,raw"` // "voice" for a voice call
	SID     string `form:"sid,optional"`
	Capcode string `form:"capcode,optional"`
}

type voiceCodeReq struct {
	Phone   string `form:"phone"`
	SID     string `form:"sid,optional"`
	Capcode string `form:"capcode,optional"`
}

type loginReq struct {
	Phone    string `form:"phone"`
	Code     string `form:"code"`
	DeviceID string `form:"deviceId,optional"`
	Lang     string `form:"lang,hidden"` // the common param, when not in the query
}

// Web shell.

type productDetailReq struct {
	ProductID int64 `form:"productId,checked,alias=product_id"` // 0: "productId is required."
}

type calculatorReq struct {
	ProductID int64 `form:"productId,checked,alias=product_id"`
	Amount    int64 `form:"amount"`
}

type messageSettingsReq struct {
	Marketing string `form:"marketing,optional"` // 0 off, 1 on, "" read only
}

// Loans.

type confirmReq struct {
	ProductID int64    `form:"productId,checked,alias=product_id"`
	Amount    centavos `form:"amount,optional"` // 0: the borrower's default amount
}

type loanPushReq struct {
	Amount    int64  `form:"amount"`
	Periods   int64  `form:"periods,checked"` // with termUnit: "periods and termUnit are required."
	TermUnit  string `form:"termUnit,checked"`
	ProductID int64  `form:"productId,checked,alias=product_id"`
	Agreed    int64  `form:"agreed,optional"`    // 1: the agreement box was ticked (the consent kept with the contracts)
	CICNotice int64  `form:"cicNotice,optional"` // 1: the CIC notice's box was ticked (required: cic_notice_required)
}

type oldPushReq struct {
	Amount    int64  `form:"amount"`
	ProductID int64  `form:"productId,checked,alias=product_id"`
	Periods   int64  `form:"periods,optional"`
	TermUnit  string `form:"termUnit,optional"`
	Agreed    int64  `form:"agreed,optional"`    // 1: the agreement box was ticked
	CICNotice int64  `form:"cicNotice,optional"` // 1: the CIC notice's box was ticked (required: cic_notice_required)
}

type contractListReq struct {
	ProductID int64 `form:"productId,checked,alias=product_id"`
	Scene     int64 `form:"scene"`
}

type oldContractsReq struct {
	ProductID int64 `form:"productId,checked,alias=product_id"`
}

type contractJumpReq struct {
	ProductID int64    `form:"productId,checked,alias=product_id"`
	Scene     *int64   `form:"scene,checked"` // absent: 3, the only scene with a jump
	Position  int64    `form:"position"`
	OrderID   int64    `form:"orderId,optional"`
	Amount    centavos `form:"amount,optional"`
}

type oldContractJumpReq struct {
	ProductID int64    `form:"productId,checked,alias=product_id"`
	Position  int64    `form:"position"`
	OrderID   int64    `form:"orderId,optional"`
	Amount    centavos `form:"amount,optional"`
	Scene     *int64   `form:"scene,hidden"`
}

type contractContentReq struct {
	ContractID int64    `form:"contractId"`
	ProductID  int64    `form:"productId,checked,alias=product_id"` // required unless orderId
	OrderID    int64    `form:"orderId,optional"`
	Amount     centavos `form:"amount,optional"`
}

type loanDetailsReq struct {
	OrderID   int64  `form:"orderId"`
	ProductID string `form:"productId,optional"` // sent by the client, not read
}

type orderReq struct {
	OrderID int64 `form:"orderId"`
}

type restructureAcceptReq struct {
	OrderID int64 `form:"orderId"`
	OfferID int64 `form:"offerId"`
}

type loanScoreReq struct {
	OrderID int64 `form:"orderId"`
	Score   int64 `form:"score"`
}

type eventSaveReq struct {
	ModuleID   string `form:"moduleId"`
	ProductID  string `form:"productId,optional"`
	PositionID string `form:"positionId,optional"`
}

// kycSubmitReq is a multipart body (the handler parses it with the upload limit).
type kycSubmitReq struct {
	IDType   string                `form:"idType,checked,raw"` // the identity service checks both
	IDNumber string                `form:"idNumber,checked,raw"`
	IDPhoto  *multipart.FileHeader `form:"idPhoto,optional"`
	Selfie   *multipart.FileHeader `form:"selfie,optional"`
}

type certifySaveReq struct {
	Group string            `form:"group"`
	Items map[string]string `form:",items"` // the group's item codes (lending.ProfileItems)
}

type loginErrorDetailReq struct {
	OrderID int64 `form:"orderId,optional"`
}

type productLinkReq struct {
	ProductID int64 `form:"productId,checked,alias=product_id"`
}

// Repayment.

type repayOrderReq struct {
	OrderID   int64 `form:"orderId"`
	ProductID int64 `form:"productId,optional,alias=product_id"` // checked against the order when given
}

type repaymentWayReq struct {
	OrderID   int64 `form:"orderId"`
	ProductID int64 `form:"productId,hidden,alias=product_id"`
}

type generateVCodeReq struct {
	OrderID       int64  `form:"orderId"`
	Amount        int64  `form:"amount"`
	ChannelNumber string `form:"channelNumber"`
	IsDelay       string `form:"isDelay,optional"` // 1: the rollover
	ProductID     int64  `form:"productId,optional,alias=product_id"`
}

type payDetailReq struct {
	Reference string `form:"reference"`
}

type utrSubmitReq struct {
	Reference string `form:"reference"`
	UTR       string `form:"utr"`
	OrderID   int64  `form:"orderId,optional"`
}

type repaymentCommitReq struct {
	OrderID        int64  `form:"orderId"`
	Amount         int64  `form:"amount|withholdingAmount"`
	CardID         int64  `form:"cardId"`
	RepayToken     string `form:"repayToken"`
	BankName       string `form:"bankName,optional"` // the card's fields the client echoes (not read)
	CardNo         string `form:"cardNo,optional"`
	BankCode       string `form:"bankCode,optional"`
	CouponID       string `form:"couponId,optional"` // only "", "null" or "0": no coupons here
	SendMsg        string `form:"sendMsg,optional"`
	IdempotencyKey string `form:"idempotencyKey,optional"` // when no Idempotency-Key header
	ProductID      int64  `form:"productId,hidden,alias=product_id"`
}

type repaymentConfirmReq struct {
	RepaymentRecordID int64  `form:"repaymentRecordId"`
	VerifyCode        string `form:"verifyCode"`
	OrderID           int64  `form:"orderId,optional"`
}

type huichaoReq struct {
	OrderID   int64  `form:"orderId"`
	Amount    int64  `form:"amount"`
	UserID    string `form:"userId,optional"` // when sent, the session's
	ProductID int64  `form:"productId,hidden,alias=product_id"`
}

// Payment accounts.

type cardInitReq struct {
	ProductID int64 `form:"product_id,optional,prefer=productId"`
}

type bindCardNewReq struct {
	CardType      string            `form:"cardType,checked"` // "cardType must be 1 (bank account) or 2 (e-wallet)."
	ProductID     int64             `form:"product_id,optional,prefer=productId"`
	ChannelNumber string            `form:"channelNumber,optional"`
	OrderID       int64             `form:"orderId,hidden"`
	Items         map[string]string `form:",items"` // the bank form's item codes (raw)
}

type cardChangeReq struct {
	CardType      string            `form:"cardType,checked"`
	ProductID     int64             `form:"product_id,optional,prefer=productId"`
	OrderID       int64             `form:"orderId,optional"` // the order whose payout waits for the account
	ChannelNumber string            `form:"channelNumber,optional"`
	Items         map[string]string `form:",items"`
}

// Complaints and customer service.

type problemInitReq struct {
	OrderID int64  `form:"orderId,optional"`
	OrderNo string `form:"orderNo,optional"`
}

// uploadProblemImageReq documents the upload's multipart body; the handler streams the part
// to storage instead of decoding it (no buffering of a 5 MB image).
type uploadProblemImageReq struct {
	ProblemImage *multipart.FileHeader `form:"problemImage"`
}

type problemSaveReq struct {
	OrderNo        string `form:"orderNo"`
	ProblemType    int64  `form:"problemType"`
	ProblemSonType int64  `form:"problemSonType,optional"`
	ProblemDetail  string `form:"problemDetail,checked"` // problem_detail_required when empty
	ProblemImage   string `form:"problemImage,optional"` // uploaded image URLs, comma-separated
}

type problemIDReq struct {
	ProblemID int64 `form:"problemId"`
}

type saveScoreReq struct {
	ProblemID int64 `form:"problemId"`
	Score     int64 `form:"score"`
}

type contactInfoReq struct {
	Overall string `form:"overall,optional"` // sent by the client (30), selects nothing
}

// Public site and promotion landing.

type channelTemplateReq struct {
	TemplateID int64 `form:"templateId,alias=id"`
}

type trackVisitReq struct {
	PageID     int64  `form:"page_id,optional,alias=id templateId"`
	UserFrom   string `form:"user_from,optional"`
	ClientType string `form:"client_type,optional"`
	PageType   string `form:"page_type,optional"`
	UTMTag     string `form:"utm_tag,optional"`
	AppFrom    string `form:"app_from,optional"`
	SID        string `form:"sid,hidden"`
	Phone      string `form:"phone,hidden"`
}

type trackClickReq struct {
	Phone      string `form:"phone,optional"`
	PageID     int64  `form:"page_id,optional,alias=id templateId"`
	SID        string `form:"sid,optional"`
	UserFrom   string `form:"user_from,hidden"`
	UTMTag     string `form:"utm_tag,hidden"`
	AppFrom    string `form:"app_from,hidden"`
	ClientType string `form:"client_type,hidden"`
}

type getSIDReq struct {
	ID int64 `form:"id,optional,alias=page_id templateId"`
}

type getCaptchaReq struct {
	SID string `form:"sid,checked,raw"` // sid_invalid when missing or unknown
	A   string `form:"a,optional"`      // a cache buster
}

type getSMSReq struct {
	Phone    string `form:"phone"`
	Capcode  string `form:"capcode,checked"` // the promotion service answers 101 / sid_invalid
	SID      string `form:"sid,checked"`
	DeviceID string `form:"deviceId,optional"` // the payload repeats sid as deviceId
	AppName  string `form:"appName,optional"`
	AppFrom  string `form:"app_from,optional"`
	UserFrom string `form:"user_from,optional"`
	UTMTag   string `form:"utm_tag,optional"`
}

type registerReq struct {
	Phone          string `form:"phone"`
	Capcode        string `form:"capcode,checked"`
	SID            string `form:"sid,checked"`
	SMSCode        string `form:"smsCode,checked"`
	DeviceID       string `form:"deviceId,optional"`
	AppName        string `form:"appName,optional"`
	MerchantNumber string `form:"merchantNumber,optional"`
	UserName       string `form:"userName,optional"`
	InviteCode     string `form:"invite_code,optional"`
	UserFrom       string `form:"user_from,optional"`
	ID             int64  `form:"id,optional"` // the landing template
	AppFrom        string `form:"app_from,optional"`
	UTMTag         string `form:"utm_tag,optional"`
}

// Dev endpoints (dev mode only, outside the route table: routes.go mounts them).

type devClockReq struct {
	Days  int64 `form:"days,optional"`
	Hours int64 `form:"hours,optional"`
}

type devJobProbeReq struct {
	Fail         string `form:"fail"`
	FailAttempts *int64 `form:"failAttempts,optional"` // absent: 1
}

type devPayoutModeReq struct {
	Mode string `form:"mode,checked"` // success or fail
}

type devDecideReq struct {
	OrderID int64  `form:"orderId"`
	Approve string `form:"approve"` // 1 or 0
	Reason  string `form:"reason,optional"`
}

type devComplaintReplyReq struct {
	ProblemID  int64  `form:"problemId"`
	OperatorID *int64 `form:"operatorId,optional"` // absent: operator 1
	AskRating  string `form:"askRating,optional"`  // 1 or true
	Text       string `form:"text,optional"`
	Images     string `form:"images,optional"`
}

type devPaySimulateReq struct {
	PayCode   string `form:"payCode,optional"`
	Reference string `form:"reference,optional"`
	UTR       string `form:"utr,optional"`
	Amount    int64  `form:"amount,optional"`
	Outcome   string `form:"outcome,optional"` // fail: the payment fails
}
