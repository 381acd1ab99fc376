package i18n

// spec holds the spec's exact texts (loan-app-spec.md sections 5 and 8) for lang=spec, by
// message id. Every other text is English under lang=spec.
var spec = map[string]string{
	"The verification code is incorrect. Please check the SMS and try again.":                     "verification code error",
	"This payment was just submitted. Please do not submit it again.":                             "do not submit the payment request repeatedly",
	"The payment could not be processed. Please try again or choose another payment method.":      "processing failed",
	"Please wait 60 seconds before requesting another code. Do not resend the verification code.": "do not resend the verification code",
	"The selected order does not support collection-type complaints.":                             "La orden seleccionada no admite quejas del tipo cobranza",
}
