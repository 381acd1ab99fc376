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

// Notices of the demand letters, queued in the transaction that stores the letter: the
// borrower is told a letter was issued and the amount past due.
const (
	DemandLetterNotice Kind = "demand_letter"
	FinalDemandNotice  Kind = "final_demand"
)

func init() {
	templates[DemandLetterNotice] = map[string]string{
		English:  "Pautang: we issued a demand letter for loan {order}, now {days} days past due. The amount past due is {amount}. Please pay at {link} or reply to talk to us.",
		Filipino: "Pautang: naglabas kami ng liham ng paniningil para sa loan {order}, lampas na ng {days} araw. Ang halagang lampas na sa takdang araw ay {amount}. Magbayad sa {link} o sumagot para makausap kami.",
	}
	templates[FinalDemandNotice] = map[string]string{
		English:  "Pautang: we issued a final demand for loan {order}, now {days} days past due. The amount past due is {amount}. Please pay at {link} or reply so we can agree on a plan.",
		Filipino: "Pautang: naglabas kami ng huling paniningil para sa loan {order}, lampas na ng {days} araw. Ang halagang lampas na sa takdang araw ay {amount}. Magbayad sa {link} o sumagot para makapagkasundo tayo sa isang plano.",
	}
}
