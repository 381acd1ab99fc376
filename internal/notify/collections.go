package notify

// Messages of the collections desk: the SMS an agent sends by recording an "SMS (template)"
// contact (queued in the contact's transaction, written when sent in the borrower's language,
// within the MC 18 hours like every message). It names the amount past due, never the payoff.
const CollectionSMS Kind = "collection_sms"

func init() {
	templates[CollectionSMS] = map[string]string{
		English:  "Pautang: about loan {order}, now {days} days past due: the amount past due is {amount}. Please pay at {link} or reply to talk to us.",
		Filipino: "Pautang: tungkol sa loan {order}, lampas na ng {days} araw: ang halagang lampas na sa takdang araw ay {amount}. Magbayad sa {link} o sumagot para makausap kami.",
	}
}
