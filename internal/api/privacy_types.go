package api

import "github.com/pautang/pautang/internal/compliance"

// privacyData is the borrower's privacy page: where each consent stands, and their requests
// with the 30-day clock.
type privacyData struct {
	Consents compliance.Consents      `json:"consents"`
	Requests []compliance.RequestView `json:"requests"`
}

// privacyRequestReq is a request the borrower makes in the app: kind access (a copy of their
// data), correction (field fullName|birthDate with the value, or other described in detail)
// or erasure.
type privacyRequestReq struct {
	Kind   string `form:"kind,enum=access correction erasure"`
	Field  string `form:"field,optional,enum=fullName birthDate other"`
	Value  string `form:"value,optional,maxlen=100"`
	Detail string `form:"detail,optional,maxlen=4000"`
}

// privacyCopyReq names the access request whose copy is downloaded and its format.
type privacyCopyReq struct {
	RequestID int64  `form:"requestId"`
	Format    string `form:"format,optional,enum=json pdf"`
}
