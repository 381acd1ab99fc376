-- Xendit's Payment Requests API names the store channels MLHUILLIER, PALAWAN and
-- ECPAY_DRAGONLOAN; DP_MLHUILLIER, DP_PALAWAN and DP_ECPAY_LOAN are the Invoice API's codes and
-- are refused by it. A catalogue route saved with an Invoice code takes the Payment Requests
-- code (charges already created keep the code they were created with).
UPDATE payment_channels SET gateway_code = 'MLHUILLIER' WHERE gateway = 'xendit' AND gateway_code = 'DP_MLHUILLIER';
UPDATE payment_channels SET gateway_code = 'PALAWAN' WHERE gateway = 'xendit' AND gateway_code = 'DP_PALAWAN';
UPDATE payment_channels SET gateway_code = 'ECPAY_DRAGONLOAN' WHERE gateway = 'xendit' AND gateway_code = 'DP_ECPAY_LOAN';
