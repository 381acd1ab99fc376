// Code generated from the Go route table by `pautang openapi-ts`; DO NOT EDIT.
// Regenerate with `make gen` after changing internal/api/routes.go.

/** Every API path below the base prefix, with the methods it answers. */
export const apiRoutes = {
  "/api/v1/lend/contract-jump": ["POST"],
  "/api/v1/lend/contracts": ["POST"],
  "/api/v1/lend/data": ["POST"],
  "/api/v1/lend/push": ["POST"],
  "/api/v1/{provider}/{service}/service/loan/repayment-commit": ["POST"],
  "/api/v1/{provider}/{service}/service/loan/repayment-confirm": ["POST"],
  "/api/v1/{provider}/{service}/service/loan/repayment-huichao": ["POST"],
  "/api/v1/{provider}/{service}/service/loan/repayment-way": ["POST"],
  "/api/v2/{provider}/promotion/get-captcha": ["GET"],
  "/api/v2/{provider}/promotion/get-sid": ["GET"],
  "/api/v2/{provider}/promotion/get-sms": ["POST"],
  "/api/v2/{provider}/promotion/register": ["POST"],
  "/api/v2/{provider}/promotion/site-info": ["GET"],
  "/api/v2/{provider}/promotion/track-click": ["GET"],
  "/api/v2/{provider}/promotion/track-visit": ["GET"],
  "/api/v2/{provider}/service/channel/channel-template": ["GET"],
  "/bind-card/card-change": ["POST"],
  "/bind-card/card-init": ["POST"],
  "/bind-card/list": ["POST"],
  "/pautang/message-settings": ["POST"],
  "/pautang/privacy": ["POST"],
  "/pautang/privacy-copy": ["GET"],
  "/pautang/privacy-request": ["POST"],
  "/pautang/restructure-accept": ["POST"],
  "/pautang/restructure-offer": ["POST"],
  "/payments/webhook": ["POST"],
  "/payments/{provider}/webhook": ["POST"],
  "/payouts/{provider}/callback": ["POST"],
  "/service/event/save": ["POST"],
  "/user-problem/problem-detail": ["POST"],
  "/user-problem/problem-init": ["GET", "POST"],
  "/user-problem/problem-list": ["POST"],
  "/user-problem/problem-save": ["POST"],
  "/user-problem/save-score": ["POST"],
  "/user-problem/upload-problem-img": ["POST"],
  "/v3/bind-card/bind-card-new": ["POST"],
  "/v3/certify/info": ["POST"],
  "/v3/certify/save": ["POST"],
  "/v3/contract/contract": ["POST"],
  "/v3/contract/contract-content": ["POST"],
  "/v3/contract/contract-jump": ["POST"],
  "/v3/contract/contract-pdf": ["GET"],
  "/v3/home/index": ["POST"],
  "/v3/installment/delay-detail": ["POST"],
  "/v3/installment/loan-play-detail": ["POST"],
  "/v3/kyc/status": ["POST"],
  "/v3/kyc/submit": ["POST"],
  "/v3/loan-confirm/loan-detail-confirm": ["POST"],
  "/v3/loan-confirm/loan-detail-push": ["POST"],
  "/v3/loan-details/generate-vcode": ["POST"],
  "/v3/loan-details/loan-details": ["POST"],
  "/v3/loan-details/score": ["POST"],
  "/v3/loan-market/list": ["POST"],
  "/v3/login-error/detail": ["POST"],
  "/v3/login-error/product-link": ["POST"],
  "/v3/login/login": ["POST"],
  "/v3/login/logout": ["POST"],
  "/v3/login/sms-code": ["POST"],
  "/v3/login/voice-code": ["POST"],
  "/v3/order/list": ["POST"],
  "/v3/personal-center/contact-kf-info": ["POST"],
  "/v3/product/calculator": ["POST"],
  "/v3/product/detail": ["POST"],
  "/v3/repayment/pay-detail": ["POST"],
  "/v3/repayment/utr-submit": ["POST"],
  "/v3/user/delete": ["POST"],
  "/v3/user/info": ["POST"],
} as const

/** An API path below the base prefix. */
export type ApiPath = keyof typeof apiRoutes

/** The form or query fields each path reads (optional ones marked ?). */
export interface ApiParams {
  "/api/v1/lend/contract-jump": { "productId": string | number; "position": string | number; "orderId"?: string | number; "amount"?: string | number }
  "/api/v1/lend/contracts": { "productId": string | number }
  "/api/v1/lend/data": { "productId": string | number; "amount"?: string | number }
  "/api/v1/lend/push": { "amount": string | number; "productId": string | number; "periods"?: string | number; "termUnit"?: string | number; "agreed"?: string | number; "cicNotice"?: string | number }
  "/api/v1/{provider}/{service}/service/loan/repayment-commit": { "orderId": string | number; "amount|withholdingAmount": string | number; "cardId": string | number; "repayToken": string | number; "bankName"?: string | number; "cardNo"?: string | number; "bankCode"?: string | number; "couponId"?: string | number; "sendMsg"?: string | number; "idempotencyKey"?: string | number }
  "/api/v1/{provider}/{service}/service/loan/repayment-confirm": { "repaymentRecordId": string | number; "verifyCode": string | number; "orderId"?: string | number }
  "/api/v1/{provider}/{service}/service/loan/repayment-huichao": { "orderId": string | number; "amount": string | number; "userId"?: string | number }
  "/api/v1/{provider}/{service}/service/loan/repayment-way": { "orderId": string | number }
  "/api/v2/{provider}/promotion/get-captcha": { "sid": string | number; "a"?: string | number }
  "/api/v2/{provider}/promotion/get-sid": { "id"?: string | number }
  "/api/v2/{provider}/promotion/get-sms": { "phone": string | number; "capcode": string | number; "sid": string | number; "deviceId"?: string | number; "appName"?: string | number; "app_from"?: string | number; "user_from"?: string | number; "utm_tag"?: string | number }
  "/api/v2/{provider}/promotion/register": { "phone": string | number; "capcode": string | number; "sid": string | number; "smsCode": string | number; "deviceId"?: string | number; "appName"?: string | number; "merchantNumber"?: string | number; "userName"?: string | number; "invite_code"?: string | number; "user_from"?: string | number; "id"?: string | number; "app_from"?: string | number; "utm_tag"?: string | number }
  "/api/v2/{provider}/promotion/site-info": {}
  "/api/v2/{provider}/promotion/track-click": { "phone"?: string | number; "page_id"?: string | number; "sid"?: string | number }
  "/api/v2/{provider}/promotion/track-visit": { "page_id"?: string | number; "user_from"?: string | number; "client_type"?: string | number; "page_type"?: string | number; "utm_tag"?: string | number; "app_from"?: string | number }
  "/api/v2/{provider}/service/channel/channel-template": { "templateId": string | number }
  "/bind-card/card-change": { "cardType": string | number; "product_id"?: string | number; "orderId"?: string | number; "channelNumber"?: string | number; "<item codes>": string | number }
  "/bind-card/card-init": { "product_id"?: string | number }
  "/bind-card/list": {}
  "/pautang/message-settings": { "marketing"?: string | number }
  "/pautang/privacy": {}
  "/pautang/privacy-copy": { "requestId": string | number; "format"?: string | number }
  "/pautang/privacy-request": { "kind": string | number; "field"?: string | number; "value"?: string | number; "detail"?: string | number }
  "/pautang/restructure-accept": { "orderId": string | number; "offerId": string | number }
  "/pautang/restructure-offer": { "orderId": string | number }
  "/payments/webhook": {}
  "/payments/{provider}/webhook": {}
  "/payouts/{provider}/callback": {}
  "/service/event/save": { "moduleId": string | number; "productId"?: string | number; "positionId"?: string | number }
  "/user-problem/problem-detail": { "problemId": string | number }
  "/user-problem/problem-init": { "orderId"?: string | number; "orderNo"?: string | number }
  "/user-problem/problem-list": {}
  "/user-problem/problem-save": { "orderNo": string | number; "problemType": string | number; "problemSonType"?: string | number; "problemDetail": string | number; "problemImage"?: string | number }
  "/user-problem/save-score": { "problemId": string | number; "score": string | number }
  "/user-problem/upload-problem-img": { "problemImage": string | number }
  "/v3/bind-card/bind-card-new": { "cardType": string | number; "product_id"?: string | number; "channelNumber"?: string | number; "<item codes>": string | number }
  "/v3/certify/info": {}
  "/v3/certify/save": { "group": string | number; "<item codes>": string | number }
  "/v3/contract/contract": { "productId": string | number; "scene": string | number }
  "/v3/contract/contract-content": { "contractId": string | number; "productId": string | number; "orderId"?: string | number; "amount"?: string | number }
  "/v3/contract/contract-jump": { "productId": string | number; "scene": string | number; "position": string | number; "orderId"?: string | number; "amount"?: string | number }
  "/v3/contract/contract-pdf": { "orderId": string | number; "contractId"?: string | number }
  "/v3/home/index": {}
  "/v3/installment/delay-detail": { "orderId": string | number; "productId"?: string | number }
  "/v3/installment/loan-play-detail": { "orderId": string | number; "productId"?: string | number }
  "/v3/kyc/status": {}
  "/v3/kyc/submit": { "idType": string | number; "idNumber": string | number; "idPhoto"?: string | number; "selfie"?: string | number }
  "/v3/loan-confirm/loan-detail-confirm": { "productId": string | number; "amount"?: string | number }
  "/v3/loan-confirm/loan-detail-push": { "amount": string | number; "periods": string | number; "termUnit": string | number; "productId": string | number; "agreed"?: string | number; "cicNotice"?: string | number }
  "/v3/loan-details/generate-vcode": { "orderId": string | number; "amount": string | number; "channelNumber": string | number; "isDelay"?: string | number; "productId"?: string | number }
  "/v3/loan-details/loan-details": { "orderId": string | number; "productId"?: string | number }
  "/v3/loan-details/score": { "orderId": string | number; "score": string | number }
  "/v3/loan-market/list": {}
  "/v3/login-error/detail": { "orderId"?: string | number }
  "/v3/login-error/product-link": { "productId": string | number }
  "/v3/login/login": { "phone": string | number; "code": string | number; "deviceId"?: string | number }
  "/v3/login/logout": {}
  "/v3/login/sms-code": { "phone": string | number; "channel"?: string | number; "sid"?: string | number; "capcode"?: string | number }
  "/v3/login/voice-code": { "phone": string | number; "sid"?: string | number; "capcode"?: string | number }
  "/v3/order/list": {}
  "/v3/personal-center/contact-kf-info": { "overall"?: string | number }
  "/v3/product/calculator": { "productId": string | number; "amount": string | number }
  "/v3/product/detail": { "productId": string | number }
  "/v3/repayment/pay-detail": { "reference": string | number }
  "/v3/repayment/utr-submit": { "reference": string | number; "utr": string | number; "orderId"?: string | number }
  "/v3/user/delete": {}
  "/v3/user/info": {}
}
